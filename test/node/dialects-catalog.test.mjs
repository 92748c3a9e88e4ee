// The lists derived from the dialect folders (loaders, detectors, exported descriptors) are the ones
// scripts/dialects-catalog.mjs writes from them, and the script refuses a folder it cannot read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { catalogFiles, dialectFolders } from '../../scripts/dialects-catalog.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('the catalog, detectors and descriptors lists are what the dialect folders give', async () => {
  for (const [path, text] of Object.entries(await catalogFiles())) {
    assert.equal(readFileSync(`${root}${path}`, 'utf8'), text, `${path} is stale: run node scripts/dialects-catalog.mjs`);
  }
});

test('every dialect folder states its descriptor and, with a detector, the detector\'s order', async () => {
  const folders = await dialectFolders();
  assert.equal(folders.length, 14);
  assert.deepEqual(folders.filter((f) => !f.detector).map((f) => f.folder), ['present-choices']);
});

test('a folder whose detector states no order is refused with its path', async (t) => {
  const dialects = mkdtempSync(`${tmpdir()}/dialects-`);
  t.after(() => rmSync(dialects, { recursive: true, force: true }));
  const folder = `${dialects}/zz-no-order`;
  mkdirSync(folder);
  writeFileSync(`${folder}/index.ts`, "export const zz = { name: 'zz', parse: () => ({ ok: false, errors: [] }), encode: () => null };\nexport default zz;\n");
  writeFileSync(`${folder}/detect.ts`, 'export const detectZz = { shape: () => false };\n');
  await assert.rejects(dialectFolders(dialects), /detectZz \(zz-no-order\/detect\.ts\) must state its "order"/);
});
