import type { ReactiveController } from 'lit';
import type { AnswerController, AnswerHost } from '../answer/answer.controller.js';
import { sayPart } from '../strings/part-strings.js';
import { refusalState } from './undo.template.js';

/** How long a cancel can be undone when the host's config does not say (`ChoiceConfig.undoMs`). */
export const UNDO_MS = 6000;

/**
 * A cancel waiting out its undo window: the questions are inert, "Cancelled · Undo" shows in
 * place of the actions, and `choice-cancel` fires only when the window closes (its time is
 * up, or the page lets the element go). Undo gives every draft back untouched. Made by
 * `startCancel`, once per flow at a time.
 */
export class UndoWindow implements ReactiveController {
  readonly #timer: ReturnType<typeof setTimeout>;
  /** What had focus when Cancel was pressed (Cancel itself, or an option for Escape), to go back to on Undo. */
  readonly #from: Element | null;

  constructor(
    private readonly host: AnswerHost,
    private readonly flow: AnswerController,
    ms: number,
  ) {
    host.addController(this);
    windows.set(flow, this);
    this.#from = host.shadowRoot?.activeElement ?? null;
    this.#timer = setTimeout(() => this.close(true), ms);
    const state = flow.request ? refusalState(flow.request, flow.strings) : flow.strings.cancelled;
    flow.announcer.announce(sayPart(flow.strings, 'undoPossible', { state, seconds: Math.ceil(ms / 1000) }));
    // Cancel (or the option Escape was pressed on) goes inert: focus moves to Undo.
    if (this.#from) void host.updateComplete.then(() => host.shadowRoot?.querySelector<HTMLElement>('[part="undo-button"]')?.focus());
  }

  /** The page let the element go: nothing can be undone there, so the cancel is sent now. */
  hostDisconnected(): void {
    this.close(true);
  }

  /** Something else settled the request meanwhile (its clock ran out, the host marked it outdated): nothing is left to send. */
  hostUpdate(): void {
    if (this.flow.lock) this.close(false);
  }

  /** Ends the window: with `send`, the request settles as cancelled; without, the drafts stand again (Undo). */
  close(send: boolean): void {
    if (windows.get(this.flow) !== this) return;
    clearTimeout(this.#timer);
    windows.delete(this.flow);
    this.host.removeController(this);
    this.flow.announcer.clear();
    if (send) return this.flow.cancel();
    this.host.requestUpdate();
    // Back where the cancel came from: the option Escape was pressed on, or Cancel (drawn anew).
    const from = this.#from as HTMLElement | null;
    if (from) void this.host.updateComplete.then(() => (from.isConnected ? from : this.host.shadowRoot?.querySelector<HTMLElement>('[part="cancel"]'))?.focus());
  }
}

const windows = new WeakMap<AnswerController, UndoWindow>();

/** The undo window `flow` is in, if any. */
export function undoWindow(flow: AnswerController): UndoWindow | undefined {
  return windows.get(flow);
}

/**
 * Cancel pressed (or Escape where it cancels): the undo window opens for `given` ms (`UNDO_MS`
 * when it is not a duration a timer can wait) when something was chosen or typed, or the
 * request is a set of several questions (a Cancel among Previous and Next, or under a long
 * set, is easily pressed by mistake, and ends every question at once); otherwise, or when
 * `given` is 0, the cancel is sent at once.
 */
export function startCancel(host: AnswerHost, flow: AnswerController, given: number | undefined): void {
  if (windows.has(flow)) return;
  // A duration that is not a number of milliseconds a timer can wait is the default.
  const ms = typeof given === 'number' && given >= 0 && given <= 2 ** 31 - 1 ? given : UNDO_MS;
  if ((flow.state === 'selected' || (flow.request?.questions.length ?? 0) > 1) && ms > 0) new UndoWindow(host, flow, ms);
  else flow.cancel();
}
