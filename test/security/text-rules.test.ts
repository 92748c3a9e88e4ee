/**
 * What payload text may hold, in every dialect: no control characters (a terminal obeys
 * them), option labels without bidi embeddings/overrides/isolates (so a label shows its
 * characters in the order they are sent), and no two labels of a question that look the
 * same once invisible characters are ignored (so a zero-width space cannot make a second
 * "Yes" that sends something else).
 */
import { expect } from '@open-wc/testing';
import { DIALECTS, type ChoiceRequest, type DialectName, type ParseResult } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import { validateRequest } from '../../src/protocol/validate.js';
import { visibleKey } from '../../src/protocol/text.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

/** A valid payload of each dialect with these two option labels. */
function withLabels(dialect: DialectName, a: string, b: string): unknown {
  switch (dialect) {
    case 'choices-block':
    case 'present_choices':
      return { question: 'Q?', options: [{ label: a, value: 'first' }, { label: b, value: 'second' }] };
    case 'ask_user_question':
      return { questions: [{ question: 'Q?', header: 'H', multiSelect: false, options: [{ label: a }, { label: b }] }] };
    case 'provide_choice':
      return { title: 'T', prompt: 'Q?', selection_mode: 'single', options: [{ id: 'first', label: a, recommended: true }, { id: 'second', label: b }] };
    case 'request_user_choice':
      return { question: 'Q?', options: [{ title: a, description: '' }, { title: b, description: '' }] };
    case 'mcp_elicitation':
      return { message: 'M', requestedSchema: { type: 'object', properties: { f: { type: 'string', oneOf: [{ const: 'first', title: a }, { const: 'second', title: b }] } } } };
    case 'ai_sdk_tool_part':
      return { type: 'tool-ask_user_question', toolCallId: 'c1', state: 'input-available', input: withLabels('ask_user_question', a, b) };
    case 'gemini_ask_user':
      return { questions: [{ question: 'Q?', header: 'H', type: 'choice', options: [{ label: a, description: '' }, { label: b, description: '' }] }] };
    case 'codex_request_user_input':
      return { questions: [{ id: 'q', header: 'H', question: 'Q?', options: [{ label: a, description: '' }, { label: b, description: '' }] }] };
    case 'ask_followup_question':
      return { question: 'Q?', options: [a, b] };
    case 'can_use_tool':
      return { toolName: 'AskUserQuestion', input: withLabels('ask_user_question', a, b) };
    case 'ag_ui_interrupt':
      return { type: 'interrupt', interrupts: [{ id: 'i1', reason: 'input_required', message: 'Q?', responseSchema: { type: 'string', oneOf: [{ const: 'first', title: a }, { const: 'second', title: b }] } }] };
    case 'vscode_ask_questions':
      return { questions: [{ header: 'H', question: 'Q?', options: [{ label: a }, { label: b }] }] };
    case 'langgraph_interrupt':
      throw new Error('langgraph_interrupt has no labels of its own: its options are the kit\'s Accept, Edit and Ignore.');
  }
}

/** The dialects whose option labels come from the payload (LangGraph's options are the kit's own words). */
const LABELLED = DIALECTS.filter((d) => d !== 'langgraph_interrupt');

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errorsOf(result: ParseResult) {
  if (result.ok) throw new Error(`expected a refusal, got labels ${JSON.stringify(result.request.questions[0]!.options.map((o) => o.label))}`);
  return result.errors;
}

const LOOK_ALIKES: [string, string, string][] = [
  ['Yes', 'Yes\u200B', 'a zero-width space'],
  ['Yes', 'Y\u00ADes', 'a soft hyphen'],
  ['Yes', '\u2060Yes\uFEFF', 'a word joiner and a BOM'],
  ['Delete', 'Delete\u202E', 'a bidi override'],
  ['Keep  files', 'Keep files\u3164', 'extra spacing and a Hangul filler'],
  ['Café', 'Cafe\u0301', 'another composition of é'],
  ['file', '\uFB01le', 'a ligature'],
  ['Yes', 'Y\u0435s', 'a Cyrillic e'],
  ['Copy', '\u0421\u043Epy', 'a Cyrillic C and o'],
  ['POST', '\u03A1\u039FST', 'a Greek Rho and Omicron'],
];

describe('payload text rules, in every dialect', () => {
  for (const dialect of LABELLED) {
    describe(dialect, () => {
      for (const [a, b, what] of LOOK_ALIKES) {
        it(`refuses two labels that differ only by ${what}`, () => {
          const errors = errorsOf(parseRequest(dialect, withLabels(dialect, a, b)));
          expect(errors.map((e) => e.message).join(' ')).to.match(/looks the same as option 1|same (label|title) as option 1/);
        });
      }

      it('refuses a label that shows nothing but invisible characters', () => {
        const errors = errorsOf(parseRequest(dialect, withLabels(dialect, 'Yes', '\u200B\u200D\u2063')));
        expect(errors.map((e) => e.message).join(' ')).to.contain('shows nothing');
      });

      it('takes labels that look different, keeping joiners and direction marks that text needs', () => {
        for (const [a, b] of [
          ['Yes', 'YES'],
          ['\u05DB\u05DF\u200F!', '\u05DC\u05D0'],
          ['\u{1F468}\u200D\u{1F4BB} Dev', 'Ops'],
          ['\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', 'No'],
        ]) {
          const labels = ok(parseRequest(dialect, withLabels(dialect, a!, b!))).questions[0]!.options.map((o) => o.label);
          expect(labels).to.deep.equal([a, b]);
        }
      });

      it('removes bidi embeddings, overrides and isolates from labels, so a label shows what is sent', () => {
        const request = ok(parseRequest(dialect, withLabels(dialect, '\u202Eevorppa\u202C', 'Keep \u2067\u05DB\u2069 it')));
        expect(request.questions[0]!.options.map((o) => o.label)).to.deep.equal(['evorppa', 'Keep \u05DB it']);
      });

      it('refuses control characters in any text, naming the field and the code point', () => {
        const errors = errorsOf(parseRequest(dialect, withLabels(dialect, 'Red\u001b]52;c;cm0gLXJmIH4=\u0007', 'Blue')));
        expect(errors).to.have.length(1);
        expect(errors[0]!.message).to.contain('control character U+001B');
        expect(errors[0]!.path).to.match(/(label|title|oneOf\[0\]|options\[0\])$/);
      });
    });
  }

  it('keeps what the agent wrote in the reply when only the label lost its bidi controls', () => {
    const request = ok(parseRequest('ask_user_question', withLabels('ask_user_question', 'Yes\u202C', 'No')));
    expect(request.questions[0]!.options[0]).to.include({ label: 'Yes', value: 'Yes\u202C' });
    const reply = encodeReply(request, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['o0'] } } });
    expect(reply).to.deep.equal({ answers: { 'Q?': 'Yes\u202C' } });
  });

  it('removes bidi controls from question headers too, which the elements weave into their own sentences', () => {
    const payload = { questions: [{ question: 'Q?', header: '\u202EbD', options: [{ label: 'A' }, { label: 'B' }] }] };
    expect(ok(parseRequest('ask_user_question', payload)).questions[0]!.header).to.equal('bD');
  });

  it('allows tab and line breaks in long text, and refuses other controls there too', () => {
    const base = { options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] };
    expect(parseRequest('choices-block', { ...base, question: 'Line one\nLine\ttwo\r\n' }).ok).to.equal(true);
    for (const c of ['\u0000', '\u0008', '\u000B', '\u000C', '\u001F', '\u007F', '\u0085', '\u009B']) {
      const errors = errorsOf(parseRequest('choices-block', { ...base, question: `Q${c}`, context: `C${c}` }));
      expect(errors.map((e) => e.path), JSON.stringify(c)).to.deep.equal(['$.question', '$.context']);
    }
  });

  it('validateRequest refuses hand-built requests that break the same rules', () => {
    const request = (labels: string[], text = 'Q') => ({
      id: 'r',
      dialect: 'choices-block',
      questions: [
        {
          id: 'q0',
          text,
          options: labels.map((label, i) => ({ id: `o${i}`, label, value: `v${i}` })),
          multiple: false,
          allowOther: false,
          minSelections: 1,
          maxSelections: 1,
          defaults: [],
        },
      ],
    });
    expect(validateRequest(request(['Yes', 'No']))).to.deep.equal([]);
    expect(validateRequest(request(['Yes', 'Yes\u200B'])).map((e) => e.path)).to.deep.equal(['$.questions[0].options[1].label']);
    expect(validateRequest(request(['\u202Eon', 'Yes'])).map((e) => e.path)).to.deep.equal(['$.questions[0].options[0].label']);
    expect(validateRequest(request(['\u2066Yes\u2069', 'No']))[0]!.message).to.contain('bidi');
    expect(validateRequest(request(['Yes', '\u200B'])).map((e) => e.path)).to.deep.equal(['$.questions[0].options[1].label']);
    expect(validateRequest(request(['Yes', 'No'], 'Q\u001b[2J')).map((e) => e.path)).to.deep.equal(['$.questions[0].text']);
    const headed = request(['Yes', 'No']);
    Object.assign(headed.questions[0]!, { header: 'H\u2067' });
    expect(validateRequest(headed).map((e) => e.path)).to.deep.equal(['$.questions[0].header']);
  });

  it('visibleKey folds what a person cannot see, and nothing they can', () => {
    expect(visibleKey(' A\u200B  b\u00AD\u034F ')).to.equal('A b');
    expect(visibleKey('A')).to.not.equal(visibleKey('a'));
    expect(visibleKey('\u0410')).to.equal(visibleKey('A'), 'a Cyrillic A reads as a Latin one');
    expect(visibleKey('\u0430')).to.not.equal(visibleKey('A'), 'case is kept across scripts too');
    expect(visibleKey('\u0432'), 'a Cyrillic в is drawn unlike any Latin letter').to.equal('\u0432');
  });

  it('visibleKey folds each look-alike letter to the Latin letter it is drawn as, and only that one', () => {
    // The table as pairs, written apart from src/protocol/text.ts's two strings, so a letter
    // added to one string and not the other (every later letter shifts) is caught.
    const pairs = 'аaеeоoрpсcуyхxѕsіiјjһhԁdԛqԝwӏlАAВBЕEКKМMНHОOРPСCТTУYХXЅSІIЈJӀIԌGԚQԜWΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοoϲcϳj';
    const wrong = [];
    for (let i = 0; i < pairs.length; i += 2) if (visibleKey(pairs[i]!) !== pairs[i + 1]) wrong.push(`${pairs[i]} → ${visibleKey(pairs[i]!)}, not ${pairs[i + 1]}`);
    expect(wrong).to.deep.equal([]);
  });

  it('labels written in one other script compare as they read', () => {
    // Russian, Greek and Ukrainian options that differ by letters a reader tells apart.
    for (const labels of [
      ['\u0414\u0430', '\u041D\u0435\u0442'], // Да, Нет
      ['\u0412\u0435\u0441', '\u0412\u0435\u0441\u044C'], // Вес, Весь
      ['\u039D\u03B1\u03B9', '\u038C\u03C7\u03B9'], // Ναι, Όχι
      ['\u0423\u0439', '\u04AE\u0439'], // Уй, Үй (Kazakh): У and Ү are drawn differently
    ]) {
      expect(new Set(labels.map(visibleKey)).size, labels.join(' / ')).to.equal(labels.length);
      expect(parseRequest('choices-block', withLabels('choices-block', labels[0]!, labels[1]!)).ok, labels.join(' / ')).to.equal(true);
    }
  });
});
