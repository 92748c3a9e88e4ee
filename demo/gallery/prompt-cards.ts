/** The `<choice-prompt expanded>` cards: one per state of a single question. */
import { html } from 'lit';
import type { ChoiceResponse } from '../../src/protocol.js';
import { answered, askOne, block, clickOptions, clickPart, options, parse, provide, slug, type Card } from './fixtures.js';
import type { TextSet } from './texts.js';

/** Built with DOM calls: the JSON text sits in a script element, where templates may not bind. */
function malformed(t: TextSet): HTMLElement {
  const prompt = document.createElement('choice-prompt');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('dialect', 'choices-block');
  script.textContent = `{ "question": ${JSON.stringify(t.deploy.question)}, "options": [ { "label": ${JSON.stringify(t.deploy.options[0]!.label)} `;
  prompt.append(script);
  return prompt;
}

/** Gemini CLI's ask_user with one single-choice question: choosing sends, as in Gemini's own dialog. */
const lone = (t: TextSet) =>
  parse('gemini_ask_user', { questions: [{ question: t.deploy.question, header: t.deploy.header, type: 'choice', options: t.deploy.options.map((o) => ({ label: o.label, description: '' })) }] });

/** An MCP form of one single-choice field: a form is sent with its Submit. */
const oneField = (t: TextSet) =>
  parse('mcp_elicitation', {
    message: t.database.question,
    requestedSchema: { type: 'object', properties: { database: { type: 'string', enum: t.database.options.map((o) => o.label) } }, required: ['database'] },
  });

export const promptCards: Card[] = [
  {
    id: 'open',
    title: 'Open',
    how: 'choices-block: descriptions, a recommended option, and context in the long texts',
    render: (t) => html`<choice-prompt expanded .request=${block(t.database)}></choice-prompt>`,
  },
  {
    id: 'selected',
    title: 'Selected, not submitted',
    how: 'multiple: true; two options clicked',
    render: (t) => html`<choice-prompt expanded .request=${block(t.features, { multiple: true })}></choice-prompt>`,
    after: (el) => clickOptions(el, [0, 2]),
  },
  {
    id: 'selected-focus',
    title: 'Chosen option with keyboard focus',
    how: 'as "Selected", then Tab to a chosen option: the focus ring stands apart from the chosen border',
    render: (t) => html`<choice-prompt expanded .request=${block(t.features, { multiple: true })}></choice-prompt>`,
    after: (el) => clickOptions(el, [0, 2]),
    focusTarget: (el) => options(el)[0],
  },
  {
    id: 'refused',
    title: 'Submit refused',
    how: 'minSelections: 2; one option clicked, then Submit',
    render: (t) => html`<choice-prompt expanded .request=${block(t.features, { multiple: true, minSelections: 2 })}></choice-prompt>`,
    after: async (el) => {
      await clickOptions(el, [1]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'answered',
    title: 'Answered',
    how: 'answered, value="option-2" (restored from history)',
    render: (t) => html`<choice-prompt expanded .request=${block(t.database)} answered value="option-2"></choice-prompt>`,
  },
  {
    id: 'folded',
    title: 'Folded (history)',
    how: 'answered and restored without expanded: one line, "question → answer" (the question gives way on a short line, never the answer), a native disclosure that opens on demand',
    render: (t) => html`<choice-prompt .request=${block(t.database)} answered value="option-2"></choice-prompt>`,
  },
  {
    id: 'folded-open',
    title: 'Folded, opened',
    how: 'the same, its line pressed: the whole answered prompt under it',
    render: (t) => html`<choice-prompt .request=${block(t.database)} answered value="option-2"></choice-prompt>`,
    after: (el) => clickPart(el, 'fold'),
  },
  {
    id: 'outdated-chosen',
    title: 'Outdated, earlier choice kept',
    how: 'disabled, value="option-1": a later message exists',
    render: (t) => html`<choice-prompt expanded .request=${block(t.database)} disabled value="option-1"></choice-prompt>`,
  },
  {
    id: 'outdated',
    title: 'Outdated, never answered',
    how: 'disabled: the user typed something else',
    render: (t) => html`<choice-prompt expanded .request=${block(t.deploy)} disabled></choice-prompt>`,
  },
  {
    id: 'cancelled',
    title: 'Cancelled',
    how: 'ask_user_question; response.status "cancelled"',
    render: (t) => {
      const request = askOne(t.deploy);
      return html`<choice-prompt expanded .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }}></choice-prompt>`;
    },
  },
  {
    id: 'timeout',
    title: 'Timed out, default sent',
    how: 'provide_choice with default_selection_ids; response.status "timeout"',
    render: (t) => {
      const request = provide(t, t.database, { default_selection_ids: [slug(0)], single_submit_mode: false });
      const response: ChoiceResponse = { ...answered(request, () => [0]), status: 'timeout' };
      return html`<choice-prompt expanded .request=${request} .response=${response}></choice-prompt>`;
    },
  },
  {
    id: 'countdown',
    title: 'Answer within a time limit',
    how: 'provide_choice, timeout_seconds: 540, single_submit_mode: false',
    render: (t) =>
      html`<choice-prompt expanded .request=${provide(t, t.deploy, { timeout_seconds: 540, single_submit_mode: false, default_selection_ids: [slug(1)] })}></choice-prompt>`,
  },
  {
    id: 'pending',
    title: 'Streaming',
    how: 'pending: the block has not finished arriving',
    render: (t) => html`<choice-prompt expanded pending></choice-prompt>`,
  },
  {
    id: 'other',
    title: 'Free-text alternative',
    how: 'ask_user_question (always takes typed text); Cancel offered',
    render: (t) => html`<choice-prompt expanded .request=${askOne(t.deploy)}></choice-prompt>`,
  },
  {
    id: 'sends-set',
    title: 'Choosing sends, in a set',
    how: 'gemini_ask_user: one single-choice question, here in <question-set>: numbered keys and "Choosing an option sends your answer", as the same question in <choice-prompt>',
    render: (t) => html`<question-set expanded .request=${lone(t)}></question-set>`,
  },
  {
    id: 'sends-chosen',
    title: 'Choosing sent',
    how: 'the same, its second option clicked: sent at once; no key works any more, so the options show radios, the chosen one a ring and dot (never a checkbox\'s check)',
    render: (t) => html`<question-set expanded .request=${lone(t)}></question-set>`,
    after: (el) => clickOptions(el, [1]),
  },
  {
    id: 'submit-open',
    title: 'Choose, then Submit',
    how: 'mcp_elicitation: a form of one single-choice field: radios and Submit, in <choice-prompt> as in <question-set>',
    render: (t) => html`<choice-prompt expanded .request=${oneField(t)}></choice-prompt>`,
  },
  {
    id: 'submit-sent',
    title: 'Chosen, then submitted',
    how: 'the same, its second option chosen, then Submit: the radios stay',
    render: (t) => html`<choice-prompt expanded .request=${oneField(t)}></choice-prompt>`,
    after: async (el) => {
      await clickOptions(el, [1]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'in-form',
    title: 'In a form',
    how: 'the "Choosing sends" question inside a <form>: a form control, radios and no Submit or Cancel of its own; chosen, changed, and sent by the form\'s own button',
    render: (t) =>
      html`<form class="gallery-form" @submit=${(e: Event) => e.preventDefault()}>
        <choice-prompt expanded name="deploy" .request=${lone(t)}></choice-prompt>
        <button class="button primary">${t.strings?.submit ?? 'Submit'}</button>
      </form>`,
    after: (el) => clickOptions(el.querySelector('choice-prompt')!, [1]),
  },
  {
    id: 'text',
    title: 'Text only',
    how: 'provide_choice, selection_mode "text_input"',
    render: (t) =>
      html`<choice-prompt
        .request=${parse('provide_choice', { title: t.title, prompt: t.name.question, selection_mode: 'text_input', placeholder: t.name.placeholder })}
      ></choice-prompt>`,
  },
  {
    id: 'notes',
    title: 'Notes on options and on the answer',
    how: 'provide_choice, allow_option_notes and allow_global_annotation; one option chosen',
    render: (t) =>
      html`<choice-prompt
        .request=${provide(t, t.database, { allow_option_notes: true, allow_global_annotation: true, single_submit_mode: false })}
      ></choice-prompt>`,
    after: (el) => clickOptions(el, [0]),
  },
  {
    id: 'preview',
    title: 'Option preview',
    how: 'ask_user_question with option previews: the one of the option with focus or under the pointer (the first until then) shows under it',
    render: (t) => html`<choice-prompt expanded .request=${askOne(t.database, false, t.preview)}></choice-prompt>`,
  },
  {
    id: 'malformed',
    title: 'Malformed block',
    how: 'invalid JSON in the script child: shown as the raw code block',
    render: (t) => html`${malformed(t)}`,
  },
];
