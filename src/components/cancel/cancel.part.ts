/**
 * The part of every request that can be cancelled: what Escape does, as the agent's own
 * client takes it, and the undo window a cancel with drafts waits out before it is sent.
 */
import type { TemplateResult } from 'lit';
import type { AnswerController, AnswerHost } from '../answer/answer.controller.js';
import type { ConfigController } from '../config/config.controller.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { cancelStyles as styles } from './cancel.styles.js';
import { escapeAction } from './escape.js';
import { startCancel, undoWindow } from './undo.controller.js';
import { renderUndo } from './undo.template.js';

/** A request element, as this part sees it: its answer flow and its configuration (`RequestElement`'s own, protected there). */
export interface CancelHost extends AnswerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}
type Internals = { flow: AnswerController; config: ConfigController };
const internals = (host: CancelHost) => host as unknown as Internals;

/** Cancel pressed: at once, or after the undo window the host's config allows (`ChoiceConfig.undoMs`). */
function cancel(host: CancelHost): void {
  const { flow, config } = internals(host);
  startCancel(host, flow, config.provided?.undoMs);
}

/**
 * Escape pressed in `host`: its approval's refusal is chosen (as a click on it would) and
 * focused (a field that takes Escape itself prevents it: "No, and tell Claude…"'s, holding text), or Cancel pressed, where the agent's own client does so; nothing while a cancel
 * waits to be undone.
 */
function escape(event: KeyboardEvent, host: CancelHost): void {
  const { flow } = internals(host);
  const request = flow.request;
  const action = request && !flow.lock && !undoWindow(flow) ? escapeAction(event, request, flow.showsCancel, flow.parts.approvals) : undefined;
  if (!action) return;
  event.preventDefault();
  if (action === 'cancel') return cancel(host);
  host.renderRoot.querySelectorAll<HTMLElement>(`[data-q="${action.question}"] button.option`)[action.option]?.click();
}

/** The undo line while `flow`'s cancel can be undone; `undefined` otherwise. */
function undoLine(flow: AnswerController, strings: ChoiceStrings): TemplateResult | undefined {
  const window = undoWindow(flow);
  return window && flow.request && renderUndo(window, flow.request, strings);
}

/** Whether a cancel of `flow` waits out its undo window: it came first, so nothing else settles the request meanwhile but the clock. */
const pending = (flow: AnswerController): boolean => !!undoWindow(flow);

const cancelPart = { styles, escape, undoLine, cancel, pending };

/** The part, as `parts.ts` takes it from the chunk. */
export default cancelPart;

export type CancelPart = typeof cancelPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** What Escape does, and the undo window of a cancel: every request that can be cancelled. */
    cancel?: CancelPart;
  }
}
