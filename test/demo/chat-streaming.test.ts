/**
 * The demo chat's streaming markdown (demo/chat/markdown.ts): a ```choices block nested in a
 * list renders with the list around it, and the message goes on after it. The prompt must
 * stay the element it was, where it was, while the rest arrives: a move takes focus from the
 * person answering it (the page used to move it on every token: 36 times in this message).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/choice-prompt.js';
import { StreamingMessage, tokens } from '../../demo/chat/markdown.js';

type Prompt = HTMLElement & { updateComplete: Promise<unknown> };

const block = [
  '```choices',
  JSON.stringify({ question: 'How often should I check?', options: [{ label: 'Every hour', value: 'hourly' }, { label: 'Once a day', value: 'daily' }] }),
  '```',
]
  .map((line) => `   ${line}\n`)
  .join('');
const head = '1. **How often to check.** Checking more often finds stories sooner.\n' + block;
const tail = '2. **What to do with new stories.** I will ask about that next, once this is set.\n';

/** Streams `text` into `stream` as a model does, a few characters at a time. */
function push(stream: StreamingMessage, text: string): void {
  for (const token of tokens(text)) stream.push(token);
}

/** Counts what would disturb the person answering `prompt`: its removal from the page (a move is one) and focus leaving it. */
function watch(target: HTMLElement, prompt: Element): { removed: number; focusLeft: number; stop(): void } {
  const count = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node === prompt || node.contains(prompt)) seen.removed++;
    }
  };
  // Records arrive in a microtask: stop() takes the ones not delivered yet before it disconnects.
  const seen = { removed: 0, focusLeft: 0, stop: () => (count(observer.takeRecords()), observer.disconnect()) };
  const observer = new MutationObserver(count);
  observer.observe(target, { subtree: true, childList: true });
  prompt.addEventListener('focusout', () => seen.focusLeft++);
  return seen;
}

const option = (prompt: Element, label: string) =>
  [...prompt.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((b) => b.textContent!.includes(label))!;

describe('demo chat: a question nested in a list while its message streams', () => {
  it('shows as pending until its block is complete, then as the question, in the list item', async () => {
    const target = await fixture<HTMLElement>(html`<div></div>`);
    const stream = new StreamingMessage(target, 4);
    const options = head.indexOf('"options"');
    push(stream, head.slice(0, options));
    const pending = target.querySelector('li choice-prompt[pending]');
    expect(pending, 'the half-received block shows as a pending prompt in its list item').to.exist;
    expect(target.textContent).not.to.include('"question"');
    // More of the block: the same pending prompt, so its "Loading question…" is said once.
    push(stream, head.slice(options, options + 30));
    expect(target.querySelector('choice-prompt[pending]')).to.equal(pending);

    push(stream, head.slice(options + 30));
    const prompts = target.querySelectorAll('choice-prompt');
    expect(prompts.length, 'the pending prompt gives way to the question').to.equal(1);
    expect(prompts[0]!.hasAttribute('pending')).to.be.false;
    expect(prompts[0]!.closest('li'), 'the question sits in its list item').to.exist;
    expect([prompts[0]!.getAttribute('data-message'), prompts[0]!.getAttribute('data-block')]).to.deep.equal(['4', '0']);
  });

  it('stays the same element, never moved, with focus on the option the person is on, while the rest streams in', async () => {
    const target = await fixture<HTMLElement>(html`<div></div>`);
    const offered: HTMLElement[] = [];
    const stream = new StreamingMessage(target, 4, (prompt) => offered.push(prompt));
    push(stream, head);
    const prompt = target.querySelector<Prompt>('choice-prompt:not([pending])')!;
    await prompt.updateComplete;
    option(prompt, 'Once a day').focus();
    expect(prompt.shadowRoot!.activeElement?.textContent).to.include('Once a day');
    expect(offered, 'a nested question is offered focus when the message ends, not before').to.deep.equal([]);

    const seen = watch(target, prompt);
    push(stream, tail);
    stream.end();
    seen.stop();

    expect(target.textContent).to.include('What to do with new stories');
    expect(target.querySelectorAll('choice-prompt').length).to.equal(1);
    expect(target.querySelector('choice-prompt'), 'the prompt on the page is the one made first').to.equal(prompt);
    expect(seen.removed, 'times the prompt left the page').to.equal(0);
    expect(seen.focusLeft, 'times focus left the prompt').to.equal(0);
    expect(prompt.shadowRoot!.activeElement?.textContent).to.include('Once a day');
    expect(offered).to.deep.equal([prompt]);
  });

  it('keeps an answer given before the message ends', async () => {
    const target = await fixture<HTMLElement>(html`<div></div>`);
    const stream = new StreamingMessage(target, 4);
    push(stream, head);
    const prompt = target.querySelector<Prompt>('choice-prompt:not([pending])')!;
    await prompt.updateComplete;
    option(prompt, 'Every hour').click();
    await prompt.updateComplete;
    expect(prompt.getAttribute('state')).to.equal('answered');

    push(stream, tail);
    stream.end();
    await prompt.updateComplete;
    expect(target.querySelector('choice-prompt')).to.equal(prompt);
    expect(prompt.getAttribute('state')).to.equal('answered');
    expect(option(prompt, 'Every hour').getAttribute('aria-pressed')).to.equal('true');
  });
});
