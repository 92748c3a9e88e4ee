/**
 * Every text field of every dialect, filled with markup, script-y URLs and template tricks,
 * renders as text in both elements: the rendered DOM has exactly the structure (elements
 * and attribute names) of the same payload with harmless text, before and after the user
 * interacts, nothing runs, and nothing is fetched.
 */
import { expect } from '@open-wc/testing';
import '../../src/bundle.js';
import type { DialectName } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { HOSTILE_STRINGS } from './payloads.js';
import { activeAttributes, allElements, allText, settled, signature } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

type Text = (slot: string) => string;

/**
 * Harmless text as long as the hostile text in the same slot (its letters and marks made
 * plain letters, its spaces kept), then the slot's own name: a text too long to name its
 * question in a list (a paged set's review then shows the question on a line of its own) is
 * so in both.
 */
function benign(): Text {
  let i = 0;
  return (slot) => `${HOSTILE_STRINGS[i++ % HOSTILE_STRINGS.length]!.replace(/\S/g, 'a')} ${slot}`;
}

/** Hostile text: a markup string for every slot, in turn, with the slot's name so labels stay distinct; `texts` records each. */
function hostile(): Text & { texts: Map<string, string> } {
  let i = 0;
  const texts = new Map<string, string>();
  const t = (slot: string) => {
    const text = `${HOSTILE_STRINGS[i++ % HOSTILE_STRINGS.length]} ${slot}`;
    texts.set(slot, text);
    return text;
  };
  return Object.assign(t, { texts });
}

/** Every slot whose harmless text `safe` shows must show, in `evil`, as its whole hostile text. */
function expectShownAsText(safe: HTMLElement, evil: HTMLElement, texts: Map<string, string>): void {
  const safeText = allText(safe.shadowRoot!);
  const evilText = allText(evil.shadowRoot!);
  let shown = 0;
  for (const [slot, text] of texts) {
    if (!new RegExp(`(^|\\s)${slot.replace('.', '\\.')}(\\s|$)`, 'm').test(safeText)) continue;
    shown++;
    expect(evilText, `${slot} is shown as its literal text`).to.contain(text);
  }
  expect(shown, 'the payload\'s text is on screen').to.be.greaterThan(2);
}

/** A payload of `dialect` with `t(slot)` in every text field it has; `questions` of them where the dialect has several. */
function payloadOf(dialect: DialectName, t: Text, questions: number): unknown {
  const n = Array.from({ length: questions }, (_, i) => i);
  switch (dialect) {
    case 'choices-block':
    case 'present_choices':
      return {
        question: t('question'),
        context: t('context'),
        placeholder: t('placeholder'),
        allowOther: true,
        multiple: true,
        options: [0, 1, 2].map((i) => ({ label: t(`label${i}`), value: t(`value${i}`), description: t(`description${i}`), recommended: i === 0 })),
      };
    case 'ask_user_question':
      return {
        questions: n.map((q) => ({
          question: t(`question${q}`),
          header: t(`header${q}`),
          multiSelect: q === 0,
          options: [0, 1].map((i) => ({ label: t(`label${q}.${i}`), description: t(`description${q}.${i}`), preview: t(`preview${q}.${i}`) })),
        })),
      };
    case 'provide_choice':
      return {
        title: t('title'),
        prompt: t('prompt'),
        selection_mode: 'hybrid',
        max_selections: 2,
        placeholder: t('placeholder'),
        allow_option_notes: true,
        allow_global_annotation: true,
        options: [0, 1, 2].map((i) => ({ id: `id${i}`, label: t(`label${i}`), description: t(`description${i}`), recommended: i === 1 })),
      };
    case 'request_user_choice':
      return {
        type: 'user_choice_required',
        content: JSON.stringify({ question: t('question'), options: [0, 1].map((i) => ({ title: t(`title${i}`), description: t(`description${i}`), isRecommended: i === 0 })) }),
      };
    case 'mcp_elicitation': {
      const fields = [
        { type: 'string', title: t('title0'), description: t('description0'), oneOf: [0, 1].map((i) => ({ const: t(`const${i}`), title: t(`choice${i}`) })) },
        { type: 'array', title: t('title1'), items: { type: 'string', enum: [t('enum0'), t('enum1')] } },
        { type: 'string', title: t('title2'), description: t('description2'), default: t('default2'), maxLength: 4000 },
        { type: 'string', enum: ['a', 'b'], enumNames: [t('name0'), t('name1')] },
      ];
      const properties = Object.fromEntries(n.map((i) => [`field${i}`, fields[i]]));
      return { message: t('message'), requestedSchema: { type: 'object', properties, required: Object.keys(properties) } };
    }
    case 'ai_sdk_tool_part':
      return { type: `tool-${t('tool')}`, toolCallId: t('call'), state: 'input-available', input: payloadOf('ask_user_question', t, questions) };
  }
}

const DIALECT_LIST: DialectName[] = ['choices-block', 'present_choices', 'ask_user_question', 'provide_choice', 'request_user_choice', 'mcp_elicitation', 'ai_sdk_tool_part'];
const MULTI: DialectName[] = ['ask_user_question', 'mcp_elicitation', 'ai_sdk_tool_part'];

type Mode = 'script' | 'property';

/** Mounts `tag` for the payload, from a child JSON script (built with DOM calls) or through `request`. */
async function mount(tag: 'choice-prompt' | 'question-set', dialect: DialectName, payload: unknown, mode: Mode, into: HTMLElement): Promise<HTMLElement> {
  const el = document.createElement(tag) as HTMLElement & { request?: unknown };
  // Answered in the page, each folds once focus leaves it: kept open, so the whole card is compared.
  el.toggleAttribute('expanded', true);
  if (mode === 'script') {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.setAttribute('dialect', dialect);
    script.append(JSON.stringify(payload));
    el.append(script);
  } else {
    const result = parseRequest(dialect, payload);
    if (!result.ok) throw new Error(`fixture for ${dialect} is invalid: ${JSON.stringify(result.errors)}`);
    el.request = result.request;
  }
  into.append(el);
  await settled(el);
  return el;
}

/** The elements the user acts on, in order: every option button, every text field, then Submit. */
async function interact(el: HTMLElement): Promise<void> {
  const all = () => allElements(el);
  const options = all().filter((e): e is HTMLButtonElement => e instanceof HTMLButtonElement && e.classList.contains('option'));
  for (const button of options.slice(0, 3)) {
    button.focus();
    button.dispatchEvent(new PointerEvent('pointerenter'));
    button.click();
    await settled(el);
  }
  for (const field of all().filter((e): e is HTMLInputElement => e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement)) {
    field.value = 'typed';
    field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  }
  await settled(el);
  const submit = all().find((e) => e.getAttribute('part')?.split(' ').includes('submit')) as HTMLButtonElement | undefined;
  submit?.click();
  await settled(el);
}

/** Window state a payload might have changed if anything ran or loaded. */
function expectNothingRanOrLoaded(): void {
  expect((window as { __pwned?: unknown }).__pwned, 'no payload script ran').to.equal(undefined);
  const fetched = performance.getEntriesByType('resource').filter((e) => e.name.includes('x-pwned'));
  expect(fetched.map((e) => e.name), 'no payload URL was fetched').to.deep.equal([]);
}

describe('hostile text in every field renders as text', function () {
  this.timeout(20_000);
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  for (const tag of ['choice-prompt', 'question-set'] as const) {
    for (const dialect of DIALECT_LIST) {
      for (const mode of ['script', 'property'] as const) {
        const questions = tag === 'question-set' && MULTI.includes(dialect) ? 4 : 1;
        it(`<${tag}>, ${dialect} (${questions} question${questions > 1 ? 's' : ''}), through ${mode === 'script' ? 'a JSON script child' : 'the request property'}`, async () => {
          const t = hostile();
          const safe = await mount(tag, dialect, payloadOf(dialect, benign(), questions), mode, host);
          const evil = await mount(tag, dialect, payloadOf(dialect, t, questions), mode, host);
          expect(evil.getAttribute('state'), 'the hostile payload is shown as a prompt').to.equal('open');
          expect(signature(evil.shadowRoot!), 'same elements and attributes as with harmless text').to.deep.equal(signature(safe.shadowRoot!));
          expect(activeAttributes(evil)).to.deep.equal(activeAttributes(safe));
          expect(activeAttributes(evil).filter((a) => /@on/i.test(a))).to.deep.equal([]);
          expectShownAsText(safe, evil, t.texts);
          expectNothingRanOrLoaded();

          await interact(safe);
          await interact(evil);
          // Focus leaves both for a control after them, so both fold alike (their line, over the card kept open).
          host.append(Object.assign(document.createElement('button'), { textContent: 'Away' }));
          host.querySelector<HTMLButtonElement>(':scope > button')!.focus();
          await settled(safe);
          await settled(evil);
          expect(signature(evil.shadowRoot!), 'still the same structure after choosing, typing and submitting').to.deep.equal(signature(safe.shadowRoot!));
          expect(evil.getAttribute('state')).to.equal(safe.getAttribute('state'));
          expectNothingRanOrLoaded();
        });
      }
    }
  }

  it('a restored answer (`value`) holding markup is shown as typed text', async () => {
    const make = async (value: string) => {
      const el = await mount('choice-prompt', 'choices-block', payloadOf('choices-block', benign(), 1), 'script', host);
      el.setAttribute('answered', '');
      el.setAttribute('value', value);
      await settled(el);
      return el;
    };
    const safe = await make('typed');
    const evil = await make(HOSTILE_STRINGS[0]);
    expect(signature(evil.shadowRoot!)).to.deep.equal(signature(safe.shadowRoot!));
    expect(allText(evil.shadowRoot!)).to.contain(HOSTILE_STRINGS[0]);
    expectNothingRanOrLoaded();
  });

  it('markup that is not valid JSON shows as a code block of text, and a bad request lists its errors as text', async () => {
    const raw = async (text: string) => {
      const el = document.createElement('choice-prompt');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.append(text);
      el.append(script);
      host.append(el);
      await settled(el);
      return el;
    };
    const safe = await raw('not json at all');
    const evil = await raw(HOSTILE_STRINGS.join('\n'));
    expect(evil.getAttribute('state')).to.equal('invalid');
    expect(signature(evil.shadowRoot!)).to.deep.equal(signature(safe.shadowRoot!));
    expect(allText(evil.shadowRoot!)).to.contain(HOSTILE_STRINGS[1]);

    const invalid = async (t: Text) => {
      const el = document.createElement('question-set') as HTMLElement & { request?: unknown };
      el.request = { id: t('id'), dialect: 'choices-block', questions: [{ id: t('q'), text: t('text'), options: [{ id: t('o'), label: t('l') }], defaults: [t('d')] }] };
      host.append(el);
      await settled(el);
      el.shadowRoot!.querySelector('details')?.setAttribute('open', '');
      return el;
    };
    const safeErrors = await invalid(benign());
    const t = hostile();
    const evilErrors = await invalid(t);
    expect(evilErrors.getAttribute('state')).to.equal('invalid');
    expect(signature(evilErrors.shadowRoot!)).to.deep.equal(signature(safeErrors.shadowRoot!));
    expect(allText(evilErrors.shadowRoot!), 'an error quoting the payload quotes it as text').to.contain(JSON.stringify(t.texts.get('d')));
    expectNothingRanOrLoaded();
  });
});
