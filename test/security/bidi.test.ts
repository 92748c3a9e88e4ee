/**
 * Bidi controls in payload text cannot make one option look like another: every piece of
 * request text the elements render sits in its own bidi isolate (computed `unicode-bidi:
 * isolate` or `plaintext`, or a `dir` attribute), so an unterminated override or isolate
 * in one stops at its edge; option labels arrive without such controls at all (the
 * parsers remove them); and on screen, a neighbour's letters keep their order.
 */
import { expect } from '@open-wc/testing';
import '../../src/bundle.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { allElements, settled } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

/** Text nodes under `root` (shadow roots included) whose text contains `marker`. */
function textNodesWith(root: Node, marker: string): Text[] {
  const nodes: Text[] = [];
  for (const el of allElements(root)) {
    for (const child of el.childNodes) if (child instanceof Text && child.data.includes(marker)) nodes.push(child);
  }
  return nodes;
}

const ISOLATING = ['isolate', 'plaintext', 'isolate-override'];

/** Whether the text node's own element isolates it from the text around. */
function isolated(node: Text): boolean {
  const parent = node.parentElement!;
  return ISOLATING.includes(getComputedStyle(parent).unicodeBidi) || parent.hasAttribute('dir');
}

/** The left edge of each character of `node`, as laid out. */
function glyphLefts(node: Text): number[] {
  const range = document.createRange();
  return [...node.data].map((_, i) => {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    return range.getBoundingClientRect().left;
  });
}

async function mount<T extends HTMLElement>(tag: string, dialect: string, payload: unknown): Promise<T> {
  const el = document.createElement(tag) as T & { request?: unknown };
  const result = parseRequest(dialect as never, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  el.request = result.request;
  document.body.append(el);
  await settled(el);
  return el;
}

const RLO = '\u202E';
const LRI = '\u2066';
const RLI = '\u2067';

describe('bidi isolation of request text', () => {
  const mounted: HTMLElement[] = [];
  afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

  it('every payload text in <choice-prompt> sits in its own isolate', async () => {
    const payload = {
      title: `TITLE${RLO}`,
      prompt: `QUESTION${RLO}`,
      selection_mode: 'hybrid',
      max_selections: 2,
      placeholder: `PLACEHOLDER${RLO}`,
      allow_option_notes: true,
      options: [
        { id: 'a', label: `LABELA${RLO}`, description: `DESCA${RLI}`, recommended: true },
        { id: 'b', label: 'LABELB', description: `DESCB${RLO}` },
      ],
    };
    const el = await mount<ChoicePrompt>('choice-prompt', 'provide_choice', payload);
    mounted.push(el);
    for (const marker of ['TITLE', 'QUESTION', 'LABELA', 'LABELB', 'DESCA', 'DESCB']) {
      const nodes = textNodesWith(el.shadowRoot!, marker);
      expect(nodes.length, `${marker} is rendered`).to.be.greaterThan(0);
      for (const node of nodes) expect(isolated(node), `${marker} in <${node.parentElement!.localName} class="${node.parentElement!.className}">`).to.equal(true);
    }
    const input = el.shadowRoot!.querySelector('input')!;
    expect(input.placeholder).to.contain('PLACEHOLDER');
    expect(input.getAttribute('dir'), 'typed text and its placeholder take their own direction').to.equal('auto');
  });

  it('every payload text in <question-set> (headers, questions, labels, previews) sits in its own isolate', async () => {
    const q = (i: number) => ({
      question: `QUESTION${i}${RLO}`,
      header: `HEADER${i}`,
      multiSelect: false,
      options: [
        { label: `LABEL${i}A`, description: `DESC${i}${RLO}`, preview: `PREVIEW${i}${LRI}` },
        { label: `LABEL${i}B` },
      ],
    });
    const el = await mount<QuestionSet>('question-set', 'ask_user_question', { questions: [q(0), q(1)] });
    mounted.push(el);
    for (const marker of ['HEADER0', 'HEADER1', 'QUESTION0', 'QUESTION1', 'LABEL0A', 'LABEL1B', 'DESC0', 'PREVIEW0']) {
      const nodes = textNodesWith(el.shadowRoot!, marker);
      expect(nodes.length, `${marker} is rendered`).to.be.greaterThan(0);
      for (const node of nodes) {
        // Text read only by screen readers (visually hidden) has no layout to reorder.
        if (node.parentElement!.classList.contains('visually-hidden')) continue;
        expect(isolated(node), `${marker} in <${node.parentElement!.localName} class="${node.parentElement!.className}">`).to.equal(true);
      }
    }
  });

  it('an override or isolate in one text leaves the next option\'s letters in order on screen', async () => {
    const payload = {
      question: `Which one?${RLO}`,
      context: `Note ${RLI}`,
      options: [
        { label: `${RLO}KEEP`, value: 'keep', description: `more ${RLO}` },
        { label: `DELETE${LRI}`, value: 'delete', description: `${RLO}` },
        { label: 'ARCHIVE', value: 'archive' },
      ],
    };
    const el = await mount<ChoicePrompt>('choice-prompt', 'choices-block', payload);
    mounted.push(el);
    for (const label of ['KEEP', 'DELETE', 'ARCHIVE']) {
      const [node] = textNodesWith(el.shadowRoot!, label);
      expect(node!.data, 'the label arrives without its bidi controls').to.equal(label);
      const lefts = glyphLefts(node!);
      const ascending = lefts.every((x, i) => i === 0 || x > lefts[i - 1]!);
      expect(ascending, `${label} shows left to right: ${lefts.map(Math.round).join(',')}`).to.equal(true);
    }
  });

  it('in a right-to-left prompt, a Latin label still reads in its own order', async () => {
    const payload = { question: '\u05D0\u05D9\u05D6\u05D4?', options: [{ label: `ABC${RLO}`, value: 'a' }, { label: '\u05D1\u05D2\u05D3', value: 'b' }] };
    const wrapper = document.createElement('div');
    wrapper.dir = 'rtl';
    document.body.append(wrapper);
    mounted.push(wrapper);
    const el = document.createElement('choice-prompt') as ChoicePrompt;
    const result = parseRequest('choices-block', payload);
    if (!result.ok) throw new Error('fixture');
    el.request = result.request;
    wrapper.append(el);
    await settled(el);
    const [latin] = textNodesWith(el.shadowRoot!, 'ABC');
    const lefts = glyphLefts(latin!);
    expect(lefts[0]! < lefts[1]! && lefts[1]! < lefts[2]!, 'A, B, C from left to right').to.equal(true);
  });
});
