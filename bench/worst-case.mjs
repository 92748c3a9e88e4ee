// Worst-case inputs (Node, built dist/): how long the reader and the parsers take on input
// made to be slow, and on 5 MB that the limits refuse. The unit tests check that the work is
// linear and that oversized input is refused before it is read (counted, not timed: a unit
// test must not depend on the machine's speed); these are the times, each held to the bound
// the unit tests used to assert.
import { DIALECTS, parseRequest, validateRequest } from '../dist/protocol.js';
import '../dist/dialects.js';
import { createChoiceStream, findChoiceBlocks } from '../dist/stream.js';
import { summary } from './stats.mjs';
import { almostFences, huge, longLines, withLabel } from '../test/fixtures/worst-case.mjs';

const gc = globalThis.gc ?? (() => {});
const SAMPLES = 5;

/** Wall-time summary of `SAMPLES` runs of `fn`, each after a collection. */
function time(fn) {
  const samples = [];
  for (let s = 0; s < SAMPLES; s++) {
    gc();
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return summary(samples);
}

/** 20,000 lines of almost-fences, then an unterminated block of 500 KB (the input of test/protocol/markdown/blocks.test.ts). */
function almostFencesCase() {
  const markdown = almostFences(1);
  return { chars: markdown.length, ms: time(() => findChoiceBlocks(markdown)) };
}

/** About 420,000 characters of long lines pushed one at a time (test/protocol/markdown/stream.test.ts at 10 times its scale). */
function oneCharAtATime() {
  const doc = longLines(10);
  const chars = [...doc];
  return {
    chars: doc.length,
    ms: time(() => {
      const stream = createChoiceStream();
      for (const c of chars) stream.push(c);
      stream.end();
    }),
  };
}

/** The slowest dialect's refusal of a 5 MB label, as JSON text and as an object (test/security/limits.test.ts). */
function refusals() {
  const slowest = (build) => {
    let worst = { dialect: '', ms: { median: -1 } };
    for (const dialect of DIALECTS) {
      const payload = build(dialect);
      const ms = time(() => {
        if (parseRequest(dialect, payload).ok) throw new Error(`bench: ${dialect} took a 5 MB label`);
      });
      if (ms.median > worst.ms.median) worst = { dialect, ms };
    }
    return worst;
  };
  const many = new Array(1_000_000).fill({ label: huge, value: 'v' });
  const request = {
    id: 'r',
    dialect: 'choices-block',
    questions: [{ id: 'q0', text: 'Q', options: [{ id: 'o0', label: huge, value: 'a' }, { id: 'o1', label: 'B', value: 'b' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] }],
  };
  const message = `Pick one:\n\`\`\`choices\n${JSON.stringify(withLabel('choices-block', huge))}\n\`\`\`\nThanks`;
  return {
    jsonText: slowest((dialect) => JSON.stringify(withLabel(dialect, huge))),
    object: slowest((dialect) => withLabel(dialect, huge)),
    millionOptions: time(() => parseRequest('choices-block', { question: 'Q', options: many })),
    validate: time(() => validateRequest(request)),
    message: time(() => findChoiceBlocks(message)),
  };
}

export function worstCases() {
  return { almostFences: almostFencesCase(), oneCharAtATime: oneCharAtATime(), refusals: refusals() };
}
