// Worst-case inputs (Node, built dist/): how long the reader and the parsers take on input
// made to be slow, and on 5 MB that the limits refuse. The unit tests check that the work is
// linear and that oversized input is refused before it is read (counted, not timed: a unit
// test must not depend on the machine's speed); these are the times, each held to the bound
// the unit tests used to assert.
import { DIALECTS, parseRequest, validateRequest } from '../dist/protocol.js';
import '../dist/dialects.js';
import { createChoiceStream, findChoiceBlocks } from '../dist/stream.js';
import { summary } from './stats.mjs';

const gc = globalThis.gc ?? (() => {});
const SAMPLES = 5;
const FIVE_MB = 5 * 1024 * 1024;
/** 5 MB of text ending in a control character (a check that walked it would report that). */
const huge = `${'L'.repeat(FIVE_MB - 1)}\u001b`;

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

/** 20,000 lines of almost-fences, then an unterminated block of 500 KB (test/protocol/markdown/blocks.test.ts). */
function almostFences() {
  const line = '``x ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ``` ```choices\n';
  const markdown = `${line.repeat(20_000)}\`\`\`choices\n${'x'.repeat(500_000)}`;
  return { chars: markdown.length, ms: time(() => findChoiceBlocks(markdown)) };
}

/** About 350,000 characters of long lines pushed one at a time (test/protocol/markdown/stream.test.ts). */
function oneCharAtATime() {
  const longJson = JSON.stringify({ question: 'Q'.repeat(3000), options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b'.repeat(100_000) }] });
  const doc = `${'word '.repeat(40_000)}\n\`\`\`choices ${'x'.repeat(40_000)}\n${longJson}\n\`\`\`\n${'``js'.repeat(20_000)}`;
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

/** A payload of `dialect` with a 5 MB first option label, shaped as the limits tests build it. */
function withLabel(dialect, label) {
  const choices = { question: 'Q?', options: [{ label, value: 'a' }, { label: 'B', value: 'b' }] };
  const ask = { questions: [{ question: 'Q?', header: 'H', multiSelect: false, options: [{ label }, { label: 'B' }] }] };
  const described = [{ label, description: '' }, { label: 'B', description: '' }];
  switch (dialect) {
    case 'choices-block':
    case 'present_choices':
      return choices;
    case 'ask_user_question':
      return ask;
    case 'provide_choice':
      return { title: 'T', prompt: 'Q?', selection_mode: 'single', options: [{ id: 'a', label, recommended: true }, { id: 'b', label: 'B' }] };
    case 'request_user_choice':
      return { question: 'Q?', options: [{ title: label, description: '' }, { title: 'B', description: '' }] };
    case 'mcp_elicitation':
      return { message: 'M', requestedSchema: { type: 'object', properties: { f: { type: 'string', oneOf: [{ const: 'a', title: label }, { const: 'b', title: 'B' }] } } } };
    case 'ai_sdk_tool_part':
      return { type: 'tool-present_choices', toolCallId: 'c1', state: 'input-available', input: choices };
    case 'gemini_ask_user':
      return { questions: [{ question: 'Q?', header: 'H', type: 'choice', options: described }] };
    case 'codex_request_user_input':
      return { questions: [{ id: 'q', header: 'H', question: 'Q?', options: described }] };
    case 'ask_followup_question':
      return { question: 'Q?', options: [label, 'B'] };
    case 'langgraph_interrupt':
      return { action_request: { action: label, args: {} }, config: { allow_accept: true, allow_ignore: true, allow_edit: false, allow_respond: false } };
    case 'can_use_tool':
      return { toolName: 'AskUserQuestion', input: ask };
    default:
      throw new Error(`bench: no 5 MB payload for ${dialect}`);
  }
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
  return { almostFences: almostFences(), oneCharAtATime: oneCharAtATime(), refusals: refusals() };
}
