// docs/dialects.md's table of limits and capabilities is the one the dialects' descriptors give.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dialectsTable, pageTable } from '../../scripts/dialects-table.mjs';

test('docs/dialects.md shows each dialect\'s limits and capabilities as its descriptor states them', async () => {
  assert.equal(pageTable(), await dialectsTable(), 'run node scripts/dialects-table.mjs to write the table again');
});
