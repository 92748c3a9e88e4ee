// Deterministic assistant messages for the streaming benches: markdown prose (headings,
// paragraphs with inline code and links, lists, a code fence in another language) and a
// ```choices block after every ~3 KB of prose, cut to an exact length. One generator makes
// every size, so 4 KB and 64 KB messages have the same shape and density.

/** A seeded PRNG (mulberry32), so every run streams the same characters. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the agent can migrate the schema in place or copy the table first and switch over once ' +
  'the backfill finishes which keeps reads consistent while writes continue against the old ' +
  'layout until the cut over completes and the index is rebuilt without locking the rows'
).split(' ');

function sentence(rnd) {
  const n = 8 + Math.floor(rnd() * 12);
  const words = [];
  for (let i = 0; i < n; i++) {
    let w = WORDS[Math.floor(rnd() * WORDS.length)];
    const r = rnd();
    if (r < 0.04) w = `\`${w}()\``;
    else if (r < 0.07) w = `**${w}**`;
    else if (r < 0.09) w = `[${w}](https://example.com/${w})`;
    words.push(w);
  }
  const s = words.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function paragraph(rnd) {
  const n = 2 + Math.floor(rnd() * 4);
  return Array.from({ length: n }, () => sentence(rnd)).join(' ');
}

function choicesBlock(i) {
  const block = {
    question: `Which migration strategy should I use for step ${i + 1}?`,
    context: 'Both keep the service up; they differ in disk use and how long the switch takes.',
    options: [
      { label: 'In place', value: 'in-place', description: 'Alter the table directly; brief lock per batch.', recommended: true },
      { label: 'Copy and switch', value: 'copy', description: 'Build a new table, backfill, then swap names.' },
      { label: 'Postpone', value: 'later', description: 'Keep the current schema for now.' },
    ],
  };
  return '```choices\n' + JSON.stringify(block, null, 2) + '\n```';
}

/**
 * A markdown message of exactly `length` characters (its last block may be cut off);
 * `{ blocks: false }` leaves the ```choices blocks out (prose only).
 */
export function message(length, seed = 1, { blocks = true } = {}) {
  const rnd = random(seed);
  const parts = [];
  let size = 0;
  let sinceBlock = 0;
  let count = 0;
  while (size < length + 512) {
    let part;
    const r = rnd();
    if (blocks && sinceBlock > 3000) {
      part = choicesBlock(count++);
      sinceBlock = 0;
    } else if (r < 0.1) part = `## ${sentence(rnd).slice(0, 40)}`;
    else if (r < 0.25) part = Array.from({ length: 3 }, () => `- ${sentence(rnd)}`).join('\n');
    else if (r < 0.3) part = '```sql\nALTER TABLE orders ADD COLUMN region text;\nUPDATE orders SET region = \'eu\';\n```';
    else part = paragraph(rnd);
    parts.push(part);
    size += part.length + 2;
    sinceBlock += part.length + 2;
  }
  return parts.join('\n\n').slice(0, length);
}

/** `text` cut into pieces of `size` characters, as a model streams tokens. */
export function chunks(text, size) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
