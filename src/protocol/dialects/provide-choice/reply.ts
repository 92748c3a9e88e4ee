/**
 * The `provide_choice` reply (`ProvideChoiceResponse`): `action_status` and `selection`, as
 * `provideChoiceOutputSchema` states them.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { own, setOwn } from '../../input.js';
import { orderSelected } from '../../validate.js';

/** The statuses `encode` produces: the user's interaction is over. */
export type ProvideChoiceFinalStatus = 'selected' | 'custom_input' | 'cancelled' | 'timeout';
/** The statuses of a hand-off still waiting for its browser or terminal client. */
export type ProvideChoicePendingStatus = 'pending_terminal_launch' | 'pending_browser_launch';
export type ProvideChoiceActionStatus = ProvideChoiceFinalStatus | ProvideChoicePendingStatus;
/** Why a `cancelled` result has no answer: the user said no, or closed the question. */
export type ProvideChoiceCancelReason = 'declined' | 'dismissed';

export interface ProvideChoiceSelection {
  /** Chosen option ids, in option order. */
  selected_ids: string[];
  /** Their labels, in the same order. */
  selected_labels: string[];
  /** Text the user typed (trimmed), when they typed any. */
  custom_input?: string;
  /** Notes on chosen options, keyed by option id. */
  option_annotations?: Record<string, string>;
  /** The user's note on the whole answer. */
  global_annotation?: string;
  /** `cancelled` only: whether the user said no (`declined`) or closed the question without answering (`dismissed`). */
  reason?: ProvideChoiceCancelReason;
  /** One line a person can read: what happened and what was chosen. */
  summary: string;
}

/** The finished interaction: what `provideChoice.encode` returns. */
export interface ProvideChoiceResult {
  action_status: ProvideChoiceFinalStatus;
  selection: ProvideChoiceSelection;
  /** Set by the MCP server when the result answers a poll for a hand-off session. */
  session_id?: string;
}

/**
 * A hand-off waiting for its client (built by the MCP server, not by `encode`): `url` is
 * the launch address or command, `summary` says what to do with it, and `session_id` is
 * what a follow-up `provide_choice` call passes to collect the result. Sessions are
 * single-use.
 */
export interface ProvideChoicePending {
  action_status: ProvideChoicePendingStatus;
  selection: {
    selected_ids: [];
    selected_labels: [];
    url: string;
    summary: string;
  };
  session_id: string;
}

/** Every reply the `provide_choice` tool can give. */
export type ProvideChoiceResponse = ProvideChoiceResult | ProvideChoicePending;

const SUMMARY_TEXT_MAX = 80;

/** User text made safe for a one-line summary: whitespace collapsed, long text cut. */
function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > SUMMARY_TEXT_MAX ? `${flat.slice(0, SUMMARY_TEXT_MAX - 1)}…` : flat;
  return JSON.stringify(cut);
}

function chosenOf(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string[] {
  if (!answer || !Array.isArray(answer.selected)) return [];
  return orderSelected(question, answer.selected).slice(0, Math.max(question.maxSelections, 0));
}

function trimmed(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim();
  return t === '' ? undefined : t;
}

/** What the summary sentence tells: the outcome, what was chosen or typed, and how many notes came with it. */
interface SummaryFacts {
  status: ProvideChoiceFinalStatus;
  reason: ProvideChoiceCancelReason | undefined;
  labels: string[];
  custom: string | undefined;
  notes: number;
  annotated: boolean;
}

function summaryOf({ status, reason, labels, custom, notes, annotated }: SummaryFacts): string {
  const parts: string[] = [];
  if (labels.length > 0) parts.push(`${labels.length === 1 ? 'option' : 'options'} ${labels.map(quote).join(', ')}`);
  if (custom !== undefined) parts.push(`custom input ${quote(custom)}`);
  const what = parts.join(' and ');
  const extras = [
    ...(notes > 0 ? [`${notes} option ${notes === 1 ? 'note' : 'notes'}`] : []),
    ...(annotated ? ['an annotation'] : []),
  ];
  const tail = extras.length > 0 ? ` (with ${extras.join(' and ')})` : '';
  switch (status) {
    case 'cancelled':
      return reason === 'declined' ? `The user declined to answer${tail}.` : `The user dismissed the question without answering${tail}.`;
    case 'timeout':
      return what ? `No answer in time; kept the default ${what}${tail}.` : `No answer in time; nothing was chosen${tail}.`;
    case 'custom_input':
      return `The user typed a custom answer: ${quote(custom ?? '')}${tail}.`;
    case 'selected':
      return what ? `The user chose ${what}${tail}.` : `The user submitted no option${tail}.`;
  }
}

/** `ChoiceResponse` → `ProvideChoiceResult`, per the mapping in this module's header. */
export function encodeProvideChoice(request: ChoiceRequest, response: ChoiceResponse): ProvideChoiceResult {
  const question = request.questions[0];
  const given = own(response.answers ?? {}, question.id) as ChoiceAnswer | undefined;
  let answer: ChoiceAnswer | undefined;
  if (response.status === 'answered') {
    answer = given ?? { selected: question.defaults };
  } else if (response.status === 'timeout' && request.timeoutAction !== 'cancel') {
    answer = given ?? { selected: question.defaults };
  }

  const ids = chosenOf(question, answer);
  const labels = ids.map((id) => question.options.find((o) => o.id === id)!.label);
  const custom = question.allowOther ? trimmed(answer?.other) : undefined;

  const optionAnnotations: Record<string, string> = {};
  let noteCount = 0;
  if (request.annotations?.perOption && answer?.optionNotes) {
    for (const id of ids) {
      const note = trimmed(own(answer.optionNotes, id));
      if (note !== undefined) {
        setOwn(optionAnnotations, id, note);
        noteCount++;
      }
    }
  }
  const globalAnnotation = request.annotations?.global ? trimmed(response.annotation) : undefined;

  let status: ProvideChoiceFinalStatus;
  let reason: ProvideChoiceCancelReason | undefined;
  if (cancelledOrDeclined(response.status)) {
    status = 'cancelled';
    reason = response.status === 'declined' ? 'declined' : 'dismissed';
  } else if (response.status === 'timeout') status = 'timeout';
  else status = ids.length === 0 && custom !== undefined ? 'custom_input' : 'selected';

  return {
    action_status: status,
    selection: {
      selected_ids: ids,
      selected_labels: labels,
      ...(custom !== undefined && { custom_input: custom }),
      ...(noteCount > 0 && { option_annotations: optionAnnotations }),
      ...(globalAnnotation !== undefined && { global_annotation: globalAnnotation }),
      ...(reason !== undefined && { reason }),
      summary: summaryOf({ status, reason, labels, custom, notes: noteCount, annotated: globalAnnotation !== undefined }),
    },
  };
}
