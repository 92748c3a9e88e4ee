import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { optionButtons, part, request, root, seedBlock, seedJson, statusText, hintText } from '../helpers.js';

describe('<choice-prompt> input', () => {
  it('renders the plain attributes as a group labelled by the question, with native option buttons', async () => {
    const el = await fixture<ChoicePrompt>(html`
      <choice-prompt question="How would you like to add this source?" options=${JSON.stringify(seedBlock.options)}></choice-prompt>
    `);
    const group = root(el).querySelector('[role="group"]')!;
    // The question, then the hint that a choice sends at once.
    const labels = group.getAttribute('aria-labelledby')!.split(' ').map((id) => root(el).getElementById(id)!.textContent);
    expect(labels).to.deep.equal(['How would you like to add this source?', 'Choosing an option sends your answer.']);
    const buttons = optionButtons(el);
    expect(buttons.map((b) => b.localName)).to.deep.equal(['button', 'button']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false']);
    // Named by its content, which is the label alone: the description and badge sit beside it.
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['Use RSS feed', 'Use agentic extraction']);
    expect(el.getAttribute('state')).to.equal('open');
    await expect(el).to.be.accessible();
  });

  it('says a recommended option is recommended in its accessible description, with a visible badge', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt question="Q?" .options=${seedBlock.options}></choice-prompt>`);
    const [rss, agentic] = optionButtons(el);
    const ids = rss!.getAttribute('aria-describedby')!.split(' ');
    const described = ids.map((id) => root(el).getElementById(id)!.textContent).join(' ');
    expect(described).to.equal('Recommended Fast, summaries only.');
    expect(part(el, 'badge')!.textContent).to.equal('Recommended');
    expect(agentic!.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('reads a choices-block script child and replies with the chosen value (seed 003)', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    const { detail } = await submitted;
    expect(detail.reply).to.equal('rss');
    expect(detail.response.status).to.equal('answered');
    expect(detail.response.answers['q0']).to.deep.equal({ selected: ['o0'] });
  });

  it('reads other dialects from the script: ask_user_question replies with its answers record', async () => {
    const payload = {
      questions: [{ question: 'Which library?', header: 'Library', multiSelect: false, options: [{ label: 'date-fns' }, { label: 'Luxon' }] }],
    };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="ask_user_question">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    expect(part(el, 'header')!.textContent).to.equal('Library');
    expect(part(el, 'cancel'), 'a tool call waits on the answer, so Cancel is offered').to.exist;
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    expect((await submitted).detail.reply).to.deep.equal({ answers: { 'Which library?': 'Luxon' } });
  });

  it('reads the dialect from data-dialect too (the script attribute frameworks\' checkers accept), dialect winning when both are there', async () => {
    const payload = {
      questions: [{ question: 'Which library?', header: 'Library', multiSelect: false, options: [{ label: 'date-fns' }, { label: 'Luxon' }] }],
    };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" data-dialect="ask_user_question">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    expect(part(el, 'header')!.textContent).to.equal('Library');
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    expect((await submitted).detail.reply).to.deep.equal({ answers: { 'Which library?': 'date-fns' } });

    const both = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json" dialect="choices-block" data-dialect="ask_user_question">${seedJson}</script></choice-prompt>`);
    expect(both.state, 'read as the choices block dialect names').to.equal('open');
    expect(optionButtons(both)[0]!.textContent).to.contain('Use RSS feed');
    // Set later, as a framework sets attributes after creating the element.
    const late = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${JSON.stringify(payload)}</script></choice-prompt>`);
    expect(late.state).to.equal('invalid');
    late.querySelector('script')!.setAttribute('data-dialect', 'ask_user_question');
    await waitUntil(() => late.state === 'open');
    expect(part(late, 'header')!.textContent).to.equal('Library');
  });

  it('reads request_user_choice (seed 004) and replies with the option title', async () => {
    const payload = { question: 'Next step?', options: [{ title: 'Write tests', description: 'First', isRecommended: true }, { title: 'Ship it', description: 'Now' }] };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="request_user_choice">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    expect(part(el, 'badge')).to.exist;
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    expect((await submitted).detail.reply).to.equal('Write tests');
  });

  it('reads provide_choice and replies with its action_status contract', async () => {
    const payload = {
      title: 'Deploy',
      prompt: 'Where to?',
      selection_mode: 'single',
      options: [
        { id: 'stage', label: 'Staging', description: 'Safe', recommended: true },
        { id: 'prod', label: 'Production', description: 'Live', recommended: false },
      ],
    };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="provide_choice">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    expect(part(el, 'title')!.textContent).to.equal('Deploy');
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    const reply = (await submitted).detail.reply as { action_status: string; selection: { selected_ids: string[] } };
    expect(reply.action_status).to.equal('selected');
    expect(reply.selection.selected_ids).to.deep.equal(['prod']);
  });

  it('shows malformed JSON as a plain code block, rendering none of its markup (seed 000)', async () => {
    const text = '{"question": "Pick", "options": [{"label": "<img src=x onerror=alert(1)>", "value": 1}';
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${text}</script></choice-prompt>`);
    const code = root(el).querySelector('pre > code')!;
    expect(code.textContent).to.equal(text);
    expect(root(el).querySelector('img')).to.equal(null);
    expect(optionButtons(el)).to.have.length(0);
    expect(el.getAttribute('state')).to.equal('invalid');
    expect(el.validationErrors[0]!.path).to.equal('$');
    await expect(el).to.be.accessible();
  });

  it('shows valid JSON that breaks the rules (one option) as the raw block too', async () => {
    const text = JSON.stringify({ question: 'Q?', options: [{ label: 'Only', value: 'only' }] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${text}</script></choice-prompt>`);
    expect(root(el).querySelector('pre > code')!.textContent).to.equal(text);
    expect(el.validationErrors.map((e) => e.path)).to.include('$.options');
  });

  it('treats an unknown dialect as unreadable input', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json" dialect="nope">${seedJson}</script></choice-prompt>`);
    expect(root(el).querySelector('pre > code')!.textContent).to.equal(seedJson);
    expect(el.getAttribute('state')).to.equal('invalid');
  });

  it('explains an invalid request property instead of rendering it, with the reasons', async () => {
    const bad = request({}, { options: [{ id: 'o0', label: 'A', value: 'a' }] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${bad}></choice-prompt>`);
    expect(part(el, 'fallback')!.textContent).to.contain('This question could not be shown.');
    expect(root(el).querySelector('details li')!.textContent).to.contain('$.questions[0].options');
    expect(optionButtons(el)).to.have.length(0);
    expect(el.getAttribute('state')).to.equal('invalid');
    await expect(el).to.be.accessible();
  });

  it('refuses a multi-question request with a pointer to <question-set> rather than dropping questions', async () => {
    const two = request({ questions: [request().questions[0]!, { ...request().questions[0]!, id: 'q1', text: 'Second?' }] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${two}></choice-prompt>`);
    expect(part(el, 'fallback')!.textContent!.trim()).to.equal('This request has 2 questions; show it with <question-set>.');
    expect(el.getAttribute('state')).to.equal('invalid');
    expect(optionButtons(el)).to.have.length(0);
    // Its English comes with the fallbacks part; a table's entry wins, its number in the element's language.
    const translated = await fixture<ChoicePrompt>(html`<choice-prompt lang="ar-EG" strings=${JSON.stringify({ needsQuestionSet: 'يحتوي هذا الطلب على {count} أسئلة' })} .request=${two}></choice-prompt>`);
    expect(part(translated, 'fallback')!.textContent!.trim()).to.equal('يحتوي هذا الطلب على ٢ أسئلة');
  });

  it('prefers the request property over a script child and attributes', async () => {
    const el = await fixture<ChoicePrompt>(html`
      <choice-prompt question="From attributes" .options=${seedBlock.options} .request=${request()}>
        <script type="application/json">${seedJson}</script>
      </choice-prompt>
    `);
    expect(part(el, 'question')!.textContent).to.equal('Pick a colour');
  });

  it('shows a pending skeleton with a "Loading question…" status and never the partial JSON', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt pending><script type="application/json">{"question": "Half</script></choice-prompt>`);
    const status = part(el, 'status')!;
    expect(status.querySelector('[role="status"]'), 'a live region in the line').to.exist;
    expect(status.textContent).to.equal('Loading question…');
    expect(root(el).textContent).not.to.contain('Half');
    expect(el.getAttribute('state')).to.equal('pending');
    await expect(el).to.be.accessible();
    el.querySelector('script')!.textContent = seedJson;
    el.pending = false;
    await el.updateComplete;
    expect(optionButtons(el)).to.have.length(2);
    expect(el.getAttribute('state')).to.equal('open');
  });

  it('picks up a script that arrives after the element upgraded (streamed HTML)', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt></choice-prompt>`);
    expect(el.hasAttribute('state')).to.equal(false);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = seedJson;
    el.append(script);
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(optionButtons(el)).to.have.length(2);
  });

  it('replaces built-in strings from a partial table, as a property or JSON attribute', async () => {
    const el = await fixture<ChoicePrompt>(html`
      <choice-prompt multiple question="Q?" .options=${seedBlock.options} strings='{"submit":"Senden","recommended":"Empfohlen","chooseAtLeast":"Mindestens {min}"}'></choice-prompt>
    `);
    expect(part(el, 'submit')!.textContent).to.equal('Senden');
    expect(part(el, 'badge')!.textContent).to.equal('Empfohlen');
    expect(hintText(el)).to.equal('Mindestens 1');
    el.strings = { submit: 'Envoyer' };
    await el.updateComplete;
    expect(part(el, 'submit')!.textContent).to.equal('Envoyer');
    expect(part(el, 'badge')!.textContent).to.equal('Recommended');
  });

  it('survives a malformed strings attribute by keeping the defaults', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple question="Q?" .options=${seedBlock.options} strings="{oops"></choice-prompt>`);
    expect(part(el, 'submit')!.textContent).to.equal('Submit');
  });

  it('shows a malformed options attribute as an explained fallback, not a crash', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt question="Q?" options="[{oops"></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('invalid');
    expect(el.validationErrors[0]!.path).to.equal('$.options');
    expect(statusText(el)).to.equal('');
  });
});
