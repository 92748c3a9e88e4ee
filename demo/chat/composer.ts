/**
 * The message box beside an open question: what is typed is never lost, and no question is
 * passed over without the person knowing. While a question waits and the box holds text, a
 * line under the box says what sending would do (spoken once, as it appears: a question that
 * arrives while the person types is news); Enter then asks first, and a second Enter (or
 * "Send anyway") sends. docs/usage.md, "A question and the message box", tells hosts why.
 */
import type { ChoiceRequest } from '../../src/protocol.js';

export interface ComposerOptions {
  form: HTMLFormElement;
  input: HTMLTextAreaElement;
  /** The line under the box: a `role="status"` region, always in the page (empty when it has nothing to say). */
  notice: HTMLElement;
  /** Shown while the person is asked: "Send anyway" and "Answer the question". */
  actions: HTMLElement;
  /** The list of messages, whose questions open and close (their `state`). */
  messages: HTMLElement;
  /** The open question, if any (`ChatFollower.openQuestion`). */
  openQuestion(): HTMLElement | null;
  /** Whether the agent is busy (nothing can be sent). */
  busy(): boolean;
  /** Sends the message. */
  send(text: string): void;
}

/**
 * How the notice names a question, and whether it is several: its text, a set's title, else how
 * many it asks. Read from the `request` a host gave, else from what the element shows (its
 * `question` parts: a ```choices block's prompt reads its request from its script).
 */
function questionName(element: HTMLElement): { name: string; several: boolean } {
  const request = (element as HTMLElement & { request?: ChoiceRequest }).request;
  const texts = request?.questions.map((q) => q.text) ?? [...(element.shadowRoot?.querySelectorAll('[part~="question"]') ?? [])].map((q) => q.textContent?.trim() ?? '');
  if (texts.length === 1) return { name: `“${texts[0]}”`, several: false };
  return request?.title ? { name: `“${request.title}”`, several: false } : { name: `${texts.length} questions`, several: true };
}

export class Composer {
  readonly #o: ComposerOptions;
  /** Enter was pressed with a question open: the next Enter sends. */
  #asking = false;

  constructor(options: ComposerOptions) {
    this.#o = options;
    const { form, input, actions, messages } = options;
    form.addEventListener('submit', (event) => this.#submit(event));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      } else if (event.key === 'Escape' && this.#asking) {
        event.preventDefault();
        this.#asking = false;
        this.#update();
      }
    });
    input.addEventListener('input', () => this.#update());
    actions.querySelector('[data-action="send"]')!.addEventListener('click', () => {
      this.#asking = true;
      form.requestSubmit();
    });
    actions.querySelector('[data-action="answer"]')!.addEventListener('click', () => this.#toQuestion());
    // A question opening (its block streamed in) or settling changes what sending would do.
    new MutationObserver(() => this.#update()).observe(messages, { subtree: true, attributes: true, attributeFilter: ['state'] });
    this.#update();
  }

  #submit(event: Event): void {
    event.preventDefault();
    const { input, openQuestion, busy, send } = this.#o;
    const text = input.value.trim();
    if (!text || busy()) return;
    // The first Enter with a question waiting asks; the second sends (the draft is never cleared by asking).
    if (openQuestion() && !this.#asking) {
      this.#asking = true;
      this.#update();
      return;
    }
    this.#asking = false;
    input.value = '';
    send(text);
    this.#update();
    input.focus();
  }

  /** The notice for the moment: nothing, what sending would do, or the question asked after Enter. */
  #update(): void {
    const { input, notice, actions, openQuestion } = this.#o;
    const question = openQuestion();
    if (!question || !input.value.trim()) this.#asking = false;
    const about = question && questionName(question);
    const text = !about || !input.value.trim() ? '' : this.#asking
      ? `Send anyway? ${about.name} will be left unanswered. Press Enter again to send, Escape to keep writing.`
      : `${about.name} ${about.several ? 'are' : 'is'} waiting above. Sending this message leaves ${about.several ? 'them' : 'it'} unanswered.`;
    // Written only when it changes: a live region reads every change, and typing changes nothing here.
    if (notice.textContent !== text) notice.textContent = text;
    actions.hidden = !this.#asking;
    if (text) input.setAttribute('aria-describedby', notice.id);
    else input.removeAttribute('aria-describedby');
  }

  /** "Answer the question": to the open question, with focus on its first control. */
  #toQuestion(): void {
    const question = this.#o.openQuestion();
    if (!question) return;
    this.#asking = false;
    this.#update();
    question.scrollIntoView({ block: 'start', behavior: 'instant' });
    question.focus();
  }
}
