/** What the unanswered-question tests share: Codex's own questions, and showing a request from a child script. */
import { fixture, html, waitUntil } from '@open-wc/testing';

// Codex's overlay tests' questions (codex-rs/tui/src/bottom_pane/request_user_input/mod.rs in
// openai/codex: question_with_options, question_without_options).
export const codex = {
  call_id: 'call-1',
  turn_id: 'turn-1',
  questions: [
    { id: 'q1', header: 'Pick one', question: 'Choose an option.', isOther: false, options: [{ label: 'Option 1', description: 'First choice.' }, { label: 'Option 2', description: 'Second choice.' }] },
    { id: 'q2', header: 'Notes', question: 'Share details.', isOther: false, options: null },
  ],
};

/** `<question-set>` (stacked: these tests reach every question at once) or `<choice-prompt>` showing `payload` of `dialect`, once it is open. */
export async function show<T extends HTMLElement>(tag: 'question-set' | 'choice-prompt', payload: unknown, dialect: string): Promise<T> {
  const el =
    tag === 'question-set'
      ? await fixture<T>(html`<question-set layout="stacked"><script type="application/json" dialect=${dialect}>${JSON.stringify(payload)}</script></question-set>`)
      : await fixture<T>(html`<choice-prompt><script type="application/json" dialect=${dialect}>${JSON.stringify(payload)}</script></choice-prompt>`);
  await waitUntil(() => el.getAttribute('state') === 'open', 'the request shows');
  return el;
}
