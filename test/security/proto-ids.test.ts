/**
 * Ids are data too: a host-built request whose question and option ids are `__proto__`,
 * `constructor` or `toString` renders, answers and encodes like any other, in both elements.
 */
import { expect } from '@open-wc/testing';
import '../../src/bundle.js';
import type { ChoiceQuestion, ChoiceRequest } from '../../src/protocol/model.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import { record } from '../components/helpers.js';
import { allElements, settled } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

function question(id: string, optionIds: string[], extra: Partial<ChoiceQuestion> = {}): ChoiceQuestion {
  return {
    id,
    text: `Question ${id}`,
    options: optionIds.map((o) => ({ id: o, label: `Label ${o}`, value: `value-${o}` })),
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
    ...extra,
  };
}

const buttons = (el: Element) => allElements(el).filter((e): e is HTMLButtonElement => e instanceof HTMLButtonElement && e.classList.contains('option'));
const submitOf = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!;

describe('prototype-named ids', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('<choice-prompt> answers a question "__proto__" with option "constructor"', async () => {
    const request: ChoiceRequest = { id: '__proto__', dialect: 'ask_user_question', questions: [question('__proto__', ['constructor', 'toString', '__proto__'])] };
    const el = document.createElement('choice-prompt') as ChoicePrompt;
    el.request = request;
    host.append(el);
    await settled(el);
    expect(el.getAttribute('state')).to.equal('open');
    const events = record(el, 'choice-submit');
    buttons(el)[2]!.click();
    expect(events).to.have.length(1);
    const { response, reply } = events[0]!.detail;
    expect(Object.getOwnPropertyDescriptor(response.answers, '__proto__')?.value).to.deep.equal({ selected: ['__proto__'] });
    expect(JSON.stringify(reply)).to.equal('{"answers":{"Question __proto__":"value-__proto__"}}');
  });

  it('<question-set> answers questions "__proto__", "constructor" and "toString" once, with every answer', async () => {
    const request: ChoiceRequest = {
      id: 'set',
      dialect: 'ask_user_question',
      questions: [question('__proto__', ['a', 'b']), question('constructor', ['__proto__', 'x']), question('toString', ['constructor', 'y'])],
    };
    const el = document.createElement('question-set') as QuestionSet;
    // Stacked: every question's options and Submit at once (a set of three pages by default).
    el.layout = 'stacked';
    el.request = request;
    host.append(el);
    await settled(el);
    expect(el.getAttribute('state')).to.equal('open');
    const events = record(el, 'choice-submit');
    const all = buttons(el);
    all[1]!.click();
    all[2]!.click();
    all[4]!.click();
    await settled(el);
    submitOf(el).click();
    await settled(el);
    expect(events).to.have.length(1);
    expect(JSON.stringify(events[0]!.detail.response.answers)).to.equal(
      '{"__proto__":{"selected":["b"]},"constructor":{"selected":["__proto__"]},"toString":{"selected":["constructor"]}}',
    );
    expect(Object.getPrototypeOf(events[0]!.detail.response.answers)).to.equal(Object.prototype);
  });
});
