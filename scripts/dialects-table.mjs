// docs/dialects.md's table of each dialect's limits and capabilities, written from the dialects'
// descriptors in dist/ (`npm run build` first): `node scripts/dialects-table.mjs` rewrites it,
// and test/node/dialects-table.test.mjs fails while the page's table differs from this one.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PAGE = fileURLToPath(new URL('../docs/dialects.md', import.meta.url));
const START = '<!-- The table below is written from the dialects\' descriptors: node scripts/dialects-table.mjs -->';
const END = '<!-- end of the written table -->';

const range = (min, max) => (min === max ? `${min}` : `${min}–${max}`);
const yes = (flag) => (flag ? 'yes' : 'no');

/** The table, one row per dialect in `DIALECTS`' order. */
export async function dialectsTable() {
  const { DIALECTS } = await import('choice-prompts/protocol.js');
  const exported = Object.values(await import('choice-prompts/dialects.js'));
  const rows = DIALECTS.map((name) => {
    const d = exported.find((value) => value?.name === name && typeof value.parse === 'function');
    if (!d) throw new Error(`choice-prompts/dialects.js exports no descriptor named ${name}.`);
    const l = d.limits;
    const cells = [
      `\`${name}\``,
      l ? range(l.minQuestions, l.maxQuestions) : 'within `LIMITS`',
      l ? range(l.minOptions, l.maxOptions) : 'within `LIMITS`',
      yes(d.capabilities.cancel),
      yes(d.capabilities.declines),
      yes(d.capabilities.timeout),
      yes(d.restores),
      l?.note ?? '',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| dialect | questions | options per question | can cancel | declines apart | times out | restores answers | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The page's table as it stands, between its markers. */
export function pageTable(text = readFileSync(PAGE, 'utf8')) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/dialects.md lacks the table's markers.`);
  return text.slice(start + START.length, end).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = readFileSync(PAGE, 'utf8');
  pageTable(text);
  writeFileSync(PAGE, `${text.slice(0, text.indexOf(START) + START.length)}\n${await dialectsTable()}\n${text.slice(text.indexOf(END))}`);
}
