// What a screen reader is given, read from Chromium's accessibility tree (ariaSnapshot: roles,
// names, [pressed], [disabled]) rather than from attributes: the group's name, each option's
// name and state, what describes an option (ariaSnapshot leaves descriptions out, so those are
// read from the aria-describedby targets), and which state lines are spoken (text inside the
// `status` live region) and which are only shown (plain text beside it).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { approvalRequest, liveStatusText, optionButtons, part, request, root, seedBlock, sleep, spokenStatus, statusText, textOf } from '../helpers.js';

const platforms = [
  { label: 'Linux', value: 'linux' },
  { label: 'macOS', value: 'macos' },
  { label: 'Windows', value: 'windows', description: 'Needs a signing certificate.' },
];

/** The accessible description of option `index`: its aria-describedby targets' text, in order. */
function description(el: ChoicePrompt, index: number): string {
  const ids = optionButtons(el)[index]!.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => textOf(el, id)).join(' ') : '';
}

describe('<choice-prompt expanded> in the accessibility tree', () => {
  it('open single-select: the question and that choosing sends name the group; options are unpressed toggle buttons; the recommendation is in the description', async () => {
    await fixture(html`<choice-prompt expanded id="p" question=${seedBlock.question} .options=${seedBlock.options}></choice-prompt>`);
    const el = document.querySelector<ChoicePrompt>('#p')!;
    expect(await ariaSnapshot('#p [role=group]')).to.equal(
      [
        '- group "How would you like to add this source? Choosing an option sends your answer.":',
        '  - button "Use RSS feed"',
        '  - text: Recommended Fast, summaries only.',
        '  - button "Use agentic extraction"',
      ].join('\n'),
    );
    expect(description(el, 0)).to.equal('Recommended Fast, summaries only.');
    expect(description(el, 1)).to.equal('');
    expect(await ariaSnapshot('#p [part~=status]'), 'the live region is in the tree, empty, before anything happens').to.equal('- status');
    await expect(el).to.be.accessible();
  });

  it("an approval: what would run names the subject box (the first focus) and the option group, so tabbing to Approve says what is approved; prose context does not", async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded id="p" .request=${approvalRequest('deleteFile', { path: 'src/legacy/old-api.ts' })}></choice-prompt>`);
    // ariaSnapshot quotes the line as YAML (the name holds quotes): read its parts.
    const subject = (await ariaSnapshot('#p [part=subject]')).split('\n')[0]!;
    expect(subject).to.include('group "Allow the tool').and.include('deleteFile').and.include('to run? Input path: src/legacy/old-api.ts');
    const name = (await ariaSnapshot('#p [part=group]')).split('\n')[0]!;
    expect(name).to.include('group "Allow the tool').and.include('deleteFile').and.include('to run? path: src/legacy/old-api.ts');
    await expect(el).to.be.accessible();

    // A long subject is read in the box only: not pages of it on every entry into the group.
    const big = await fixture<ChoicePrompt>(html`<choice-prompt expanded id="big" .request=${approvalRequest('writeFile', { path: 'notes.md', content: 'x'.repeat(5000) })}></choice-prompt>`);
    expect(part(big, 'subject-text')!.getAttribute('dir'), 'what would run reads left to right').to.equal('ltr');
    const bigName = (await ariaSnapshot('#big [part=group]')).split('\n')[0]!;
    expect(bigName).to.include('writeFile').and.not.include('notes.md');
    await expect(big).to.be.accessible();

    const prose = await fixture<ChoicePrompt>(html`<choice-prompt expanded id="prose"></choice-prompt>`);
    prose.request = { ...request({ dialect: 'choices-block' }), questions: [{ ...request({ dialect: 'choices-block' }).questions[0]!, context: 'We are setting up the feed.' }] };
    await prose.updateComplete;
    expect((await ariaSnapshot('#prose [role=group]')).split('\n')[0], 'prose context is read above, not in the name').to.equal(
      `- group "${prose.request.questions[0]!.text} Choosing an option sends your answer.":`,
    );
  });

  it('multi-select: the rule ("Choose 1 to 2") is part of the group name, so entering the group says several may be chosen', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded multiple max-selections="2" question="Which platforms?" .options=${platforms}></choice-prompt>`);
    el.id = 'p';
    expect((await ariaSnapshot('#p [role=group]')).split('\n')[0]).to.equal('- group "Which platforms? Choose 1 to 2":');
    expect(root(el).querySelector('[role=group]')!.hasAttribute('aria-describedby'), 'the rule is not read twice').to.equal(false);
    await expect(el).to.be.accessible();

    optionButtons(el)[0]!.click();
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const snapshot = await ariaSnapshot('#p [role=group]');
    expect(snapshot.split('\n')[0], 'the name stays short when the hint becomes the longer limit message').to.equal('- group "Which platforms? Choose 1 to 2":');
    expect(snapshot).to.contain('- button "Linux" [pressed]');
    expect(snapshot).to.contain('- button "macOS" [pressed]');
    expect(snapshot).to.contain('- button "Windows" [disabled]');
    expect(description(el, 2)).to.equal('Needs a signing certificate. Limit reached: choose up to 2. Deselect one to pick another.');
    const group = root(el).querySelector('[role=group]')!;
    expect(textOf(el, group.getAttribute('aria-describedby')!)).to.equal('Limit reached: choose up to 2. Deselect one to pick another.');
    await expect(el).to.be.accessible();
  });

  it('a single-select group says once, in its name, that choosing sends; one that waits for Submit, that one is chosen', async () => {
    await fixture(html`<choice-prompt expanded id="p" question="Pick one" .options=${platforms}></choice-prompt>`);
    expect((await ariaSnapshot('#p [role=group]')).split('\n')[0]).to.equal('- group "Pick one Choosing an option sends your answer.":');
    const el = document.querySelector<ChoicePrompt>('#p')!;
    expect(description(el, 0), 'not said again on each option').to.equal('');
    const form = await fixture<ChoicePrompt>(html`<choice-prompt expanded id="form" .request=${request({ submitMode: 'confirm' })}></choice-prompt>`);
    expect((await ariaSnapshot('#form [role=group]')).split('\n')[0]).to.equal(`- group "${form.request!.questions[0]!.text} Choose one":`);
  });

  it('answered by the user: every option disabled, the choice pressed, and "Answered: …" spoken through the live region', async () => {
    await fixture(html`<choice-prompt expanded id="p" question=${seedBlock.question} .options=${seedBlock.options}></choice-prompt>`);
    const el = document.querySelector<ChoicePrompt>('#p')!;
    const region = part(el, 'status')!.querySelector('[role=status]');
    expect(!!region, 'rendered before the answer').to.equal(true);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(await ariaSnapshot('#p [role=group]')).to.equal(
      [
        '- group "How would you like to add this source?":',
        '  - button "Use RSS feed" [disabled]',
        '  - text: Recommended Fast, summaries only.',
        '  - button "Use agentic extraction" [disabled] [pressed]',
      ].join('\n'),
    );
    expect(part(el, 'status')!.querySelector('[role=status]') === region, 'the same region, now filled').to.equal(true);
    expect(await ariaSnapshot('#p [part~=status]')).to.equal('- status: "Answered: Use agentic extraction"');
    await expect(el).to.be.accessible();
  });

  it('restored as answered (history): the state line is shown but not spoken', async () => {
    await fixture(html`<choice-prompt expanded id="p" answered value="rss" question=${seedBlock.question} .options=${seedBlock.options}></choice-prompt>`);
    const el = document.querySelector<ChoicePrompt>('#p')!;
    expect(statusText(el)).to.equal('Answered: Use RSS feed');
    expect(spokenStatus(el)).to.equal('');
    expect(await ariaSnapshot('#p [part~=status]')).to.equal('- text: "Answered: Use RSS feed"');
    expect(await ariaSnapshot('#p [role=group]')).to.contain('- button "Use RSS feed" [disabled] [pressed]');
    await expect(el).to.be.accessible();
  });

  it('restored as outdated, cancelled or timed out: shown, not spoken', async () => {
    const req = request({ dialect: 'provide_choice' });
    const restored = [
      html`<choice-prompt expanded disabled value="green" .request=${req}></choice-prompt>`,
      html`<choice-prompt expanded .request=${req} .response=${{ requestId: 'req-1', status: 'cancelled', answers: {} }}></choice-prompt>`,
      html`<choice-prompt expanded .request=${req} .response=${{ requestId: 'req-1', status: 'timeout', answers: { q0: { selected: ['o2'] } } }}></choice-prompt>`,
    ];
    const expected = ['No longer active. Chosen: Green', 'Cancelled', 'Timed out. Sent the default: Blue'];
    for (const [i, template] of restored.entries()) {
      const el = await fixture<ChoicePrompt>(template);
      expect(statusText(el)).to.equal(expected[i]);
      expect(spokenStatus(el), expected[i]).to.equal('');
      await expect(el).to.be.accessible();
    }
  });

  it('a prompt answered, then moved in the page, does not say its answer again', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><choice-prompt expanded .request=${request()}></choice-prompt><section></section></div>`);
    const el = wrapper.querySelector('choice-prompt')!;
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(liveStatusText(el)).to.equal('Answered: Red');
    wrapper.querySelector('section')!.append(el);
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: Red');
    expect(liveStatusText(el), 're-inserted with text in a live region, it would be read again').to.equal('');
  });

  it('a host marking an answered prompt outdated changes the line quietly', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()}></choice-prompt>`);
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    el.disabled = true;
    await el.updateComplete;
    expect(statusText(el)).to.equal('No longer active. Chosen: Blue');
    expect(liveStatusText(el)).to.equal('');
  });

  it('speaks a cancel and a timeout the user sees happen', async () => {
    const cancelling = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ dialect: 'provide_choice' })}></choice-prompt>`);
    part(cancelling, 'cancel')!.click();
    await cancelling.updateComplete;
    expect(liveStatusText(cancelling)).to.equal('Cancelled');
    await expect(cancelling).to.be.accessible();

    const timing = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ dialect: 'provide_choice', timeoutMs: 100 }, { defaults: ['o1'] })}></choice-prompt>`);
    expect(liveStatusText(timing)).to.equal('');
    await oneEvent(timing, 'choice-submit');
    await timing.updateComplete;
    expect(liveStatusText(timing)).to.equal('Timed out. Sent the default: Green');
    await sleep(0);
    await expect(timing).to.be.accessible();
  });
});
