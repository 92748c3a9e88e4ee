/**
 * The documented limits (`LIMITS`) hold in every dialect and are enforced at the gate: a
 * 5 MB label is refused by its length alone, before anything walks it. Each oversized string
 * ends in a control character, which a parser that looked at the characters first would
 * report instead, so the message proves which check refused it.
 */
import { expect } from '@open-wc/testing';
import { LIMITS } from '../../src/protocol/limits.js';
import { DIALECTS, type DialectName, type ParseResult } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { validateRequest } from '../../src/protocol/validate.js';
import { findChoiceBlocks } from '../../src/protocol/markdown/blocks.js';
import { createChoiceStream } from '../../src/protocol/markdown/stream.js';
import { scannerWork } from '../helpers/work.js';
import { FIVE_MB, huge, withLabel } from '../fixtures/worst-case.mjs';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

/**
 * The most work per character (test/helpers/work.ts) a pass over a message may count: a
 * character is seen by a probe or skipped to its line's end, a line's regular expressions
 * and string searches read parts of it again, and a block's source is copied out of the
 * message (about 4 in all for a 5 MB block); rescanning per line would be thousands.
 */
const WORK_PER_CHAR = 8;

/** Where the first option's label sits in `withLabel`'s payload. */
const LABEL_PATH: Record<DialectName, string> = {
  'choices-block': '$.options[0].label',
  present_choices: '$.options[0].label',
  ask_user_question: '$.questions[0].options[0].label',
  provide_choice: '$.options[0].label',
  request_user_choice: '$.options[0].title',
  mcp_elicitation: '$.requestedSchema.properties.f.oneOf[0].title',
  ai_sdk_tool_part: '$.input.options[0].label',
  gemini_ask_user: '$.questions[0].options[0].label',
  codex_request_user_input: '$.questions[0].options[0].label',
  ask_followup_question: '$.options[0]',
  langgraph_interrupt: '$.action_request.action',
  can_use_tool: '$.input.questions[0].options[0].label',
  vscode_ask_questions: '$.questions[0].options[0].label',
  ag_ui_interrupt: '$.outcome.interrupts[0].responseSchema.oneOf[0].title',
};

function errorsOf(result: ParseResult) {
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
}

/**
 * Runs `fn`; returns its result and the lengths of the texts it handed to JSON.parse. (How
 * fast a refusal is is `npm run bench`'s; here, what work it skipped.)
 */
function jsonParsed<T>(fn: () => T): [T, number[]] {
  const parse = JSON.parse;
  const lengths: number[] = [];
  JSON.parse = (text: string, reviver?: Parameters<typeof parse>[1]) => (lengths.push(String(text).length), parse(text, reviver));
  try {
    return [fn(), lengths];
  } finally {
    JSON.parse = parse;
  }
}

/** `items` behind a proxy that counts reads of its elements. */
function watchedArray<T>(items: T[]): { array: T[]; reads: () => number } {
  let reads = 0;
  const array = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { array, reads: () => reads };
}

describe('limits are enforced at the gate', () => {
  for (const dialect of DIALECTS) {
    it(`${dialect}: the sample payload parses (so the refusals below are about size only)`, () => {
      expect(parseRequest(dialect, withLabel(dialect, 'A')).ok).to.equal(true);
      expect(parseRequest(dialect, JSON.stringify(withLabel(dialect, 'A'))).ok).to.equal(true);
    });

    it(`${dialect}: a 5 MB label in JSON text is refused by the payload size, before JSON.parse`, () => {
      const json = JSON.stringify(withLabel(dialect, huge));
      const [result, parsed] = jsonParsed(() => parseRequest(dialect, json));
      const errors = errorsOf(result);
      expect(errors).to.have.length(1);
      expect(errors[0]!.path).to.equal('$');
      expect(errors[0]!.message).to.contain(`the limit is ${LIMITS.maxPayloadChars}`);
      expect(parsed, 'JSON.parse never saw the 5 MB text').to.deep.equal([]);
    });

    it(`${dialect}: a 5 MB label in an object is refused by its length, at its path`, () => {
      const payload = withLabel(dialect, huge);
      const { result, work } = scannerWork(() => parseRequest(dialect, payload));
      const errors = errorsOf(result);
      const error = errors.find((e) => e.path.startsWith(LABEL_PATH[dialect]));
      expect(error, JSON.stringify(errors.map((e) => e.path))).to.not.equal(undefined);
      // Not the control character at its end: the length was checked before the characters,
      // which no search, copy or regular expression walked.
      expect(error!.message).to.match(/characters long; the limit is 500\./);
      expect(work, 'work counted while refusing a 5 MB label').to.be.below(FIVE_MB / 100);
    });
  }

  it('refuses a text field one character over its limit, and takes one at the limit', () => {
    const fields: [string, number, (text: string) => unknown, string][] = [
      ['label', LIMITS.maxShortText, (t) => withLabel('choices-block', t), '$.options[0].label'],
      ['value', LIMITS.maxShortText, (t) => ({ question: 'Q?', options: [{ label: 'A', value: t }, { label: 'B', value: 'b' }] }), '$.options[0].value'],
      ['question', LIMITS.maxLongText, (t) => ({ question: t, options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }), '$.question'],
      ['description', LIMITS.maxLongText, (t) => ({ question: 'Q', options: [{ label: 'A', value: 'a', description: t }, { label: 'B', value: 'b' }] }), '$.options[0].description'],
      ['preview', LIMITS.maxPreviewText, (t) => ({ questions: [{ question: 'Q', header: 'H', options: [{ label: 'A', preview: t }, { label: 'B' }] }] }), '$.questions[0].options[0].preview'],
    ];
    for (const [name, max, build, path] of fields) {
      const dialect = name === 'preview' ? 'ask_user_question' : 'choices-block';
      expect(parseRequest(dialect, build('x'.repeat(max))).ok, `${name} at ${max}`).to.equal(true);
      const errors = errorsOf(parseRequest(dialect, build('x'.repeat(max + 1))));
      expect(errors.map((e) => e.path), name).to.deep.equal([path]);
    }
  });

  it('refuses more than 4 options and more than 4 questions without reading them', () => {
    // A million options: the count is checked first, so none of them is looked at.
    const many = watchedArray(new Array(1_000_000).fill({ label: huge, value: 'v' }));
    const result = parseRequest('choices-block', { question: 'Q', options: many.array });
    expect(errorsOf(result)).to.deep.equal([{ path: '$.options', message: '"options" must have between 2 and 4 options; it has 1000000.' }]);
    expect(many.reads(), 'options read').to.equal(0);
    const fiveOptions = Array.from({ length: 5 }, (_, i) => ({ label: `L${i}` }));
    expect(errorsOf(parseRequest('ask_user_question', { questions: [{ question: 'Q', header: 'H', options: fiveOptions }] }))[0]!.path).to.equal(
      '$.questions[0].options',
    );
    const question = (i: number) => ({ question: `Q${i}`, header: 'H', options: [{ label: 'A' }, { label: 'B' }] });
    expect(errorsOf(parseRequest('ask_user_question', { questions: [0, 1, 2, 3, 4].map(question) }))[0]!.path).to.equal('$.questions');
  });

  it('takes a payload of exactly maxPayloadChars and refuses one character more', () => {
    const base = JSON.stringify(withLabel('choices-block', 'A'));
    const padded = (length: number) => `${base.slice(0, -1)},"pad":"${'p'.repeat(length - base.length - 9)}"}`;
    expect(padded(LIMITS.maxPayloadChars)).to.have.length(LIMITS.maxPayloadChars);
    expect(parseRequest('choices-block', padded(LIMITS.maxPayloadChars)).ok).to.equal(true);
    expect(errorsOf(parseRequest('choices-block', padded(LIMITS.maxPayloadChars + 1)))[0]!.path).to.equal('$');
  });

  it('validateRequest refuses a host-built request with a 5 MB label by its length', () => {
    const request = {
      id: 'r',
      dialect: 'choices-block',
      questions: [
        {
          id: 'q0',
          text: 'Q',
          options: [{ id: 'o0', label: huge, value: 'a' }, { id: 'o1', label: 'B', value: 'b' }],
          multiple: false,
          allowOther: false,
          minSelections: 1,
          maxSelections: 1,
          defaults: [],
        },
      ],
    };
    // The length, not the control character at the end: the characters were never walked.
    const { result, work } = scannerWork(() => validateRequest(request));
    expect(result).to.deep.equal([{ path: '$.questions[0].options[0].label', message: `"label" is ${FIVE_MB} characters long; the limit is 500.` }]);
    expect(work, 'work counted while refusing a 5 MB label').to.be.below(FIVE_MB / 100);
  });

  it('a 5 MB choices block in a message is found and refused without being parsed as JSON', () => {
    const block = `\`\`\`choices\n${JSON.stringify(withLabel('choices-block', huge))}\n\`\`\`\n`;
    const message = `Pick one:\n${block}Thanks`;
    const [{ result: blocks, work }, parsed] = jsonParsed(() => scannerWork(() => findChoiceBlocks(message)));
    expect(blocks).to.have.length(1);
    expect(errorsOf(blocks[0]!.result)[0]!.message).to.contain(`the limit is ${LIMITS.maxPayloadChars}`);
    expect(parsed, 'JSON.parse never saw the 5 MB source').to.deep.equal([]);
    expect(work / message.length, 'one linear pass over 5 MB: work per character').to.be.at.most(WORK_PER_CHAR);

    const stream = createChoiceStream();
    const segments = [];
    for (let at = 0; at < message.length; at += 64 * 1024) segments.push(...stream.push(message.slice(at, at + 64 * 1024)));
    segments.push(...stream.end());
    const streamed = segments.filter((s) => s.kind === 'block');
    expect(streamed).to.have.length(1);
    expect(streamed[0]!.kind === 'block' && streamed[0]!.result.ok).to.equal(false);
  });
});
