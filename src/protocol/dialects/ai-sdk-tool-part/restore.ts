/**
 * What an answered tool part (`output-available`) restores as: its `output` read back into the
 * answer through its tool's dialect, or nothing when the question cannot hold it.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from '../../model.js';
import { isRecord, own, setOwn, type Json } from '../../input.js';
import type { Dialect } from '../../dialect.js';
import { controlCharacterIn } from '../../text.js';
import { answerProblem, orderSelected } from '../../validate.js';
import { answerText } from '../../kinds.js';
import { answerFromText, answeredResponse } from '../shared/shapes.js';
import { askUserQuestion } from '../ask-user-question/index.js';
import type { ElicitationField } from '../mcp-elicitation/fields.js';
import { DISMISSED_OUTPUT, NOTHING_CHOSEN_OUTPUT } from './reply.js';

/**
 * An AskUserQuestion call answered earlier: its output's `answers` read back into the input,
 * as a saved input carries them (the parser restores those); `undefined` when the output
 * holds none, or they do not fit the questions (the call then shows as asked).
 */
export function parseAnswered(inner: Dialect, input: unknown, output: unknown, id: string): ParseResult | undefined {
  if (inner !== askUserQuestion || !isRecord(input) || !isRecord(output) || !isRecord(own(output, 'answers')) || own(output, 'cancelled') === true) return undefined;
  const result = inner.parse({ ...input, answers: own(output, 'answers') }, { id });
  if (!result.ok || !result.response) return undefined;
  // A timed-out call's answers were its defaults: it stays timed out.
  return own(output, 'timedOut') === true ? { ...result, response: { ...result.response, status: 'timeout' } } : result;
}

/** The response an answered question tool's `output` holds, per this module's header; `undefined` for none. */
export function restoredResponse(request: ChoiceRequest, dialect: DialectName, output: unknown): ChoiceResponse | undefined {
  if (output === DISMISSED_OUTPUT || (dialect === 'ask_user_question' && isRecord(output) && own(output, 'cancelled') === true)) {
    return { requestId: request.id, status: 'cancelled', answers: {} };
  }
  switch (dialect) {
    case 'present_choices':
    case 'request_user_choice':
      return restoredText(request, output);
    case 'provide_choice':
      return restoredProvideChoice(request, output);
    case 'mcp_elicitation':
      return restoredElicitation(request, output);
    default:
      return undefined;
  }
}

/** `value` when it is text a person could have typed: a string within the long-text limit, without control characters. */
function typedText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= LIMITS.maxLongText && !controlCharacterIn(value) ? value : undefined;
}

/** Typed text, trimmed, when it is not blank: as the encoders send a note or "Other" (left out when empty). */
const writtenText = (value: unknown) => typedText(value)?.trim() || undefined;

/** The dialects whose reply is the answer as text: the values named, typed text as typed. */
function restoredText(request: ChoiceRequest, output: unknown): ChoiceResponse | undefined {
  const question = request.questions[0];
  if (!question) return undefined;
  if (output === NOTHING_CHOSEN_OUTPUT) return answeredResponse(request, [[question.id, { selected: [] }]]);
  // Held to what a typed answer may be, as the output is read back into one.
  const text = typedText(output);
  if (text === undefined || text.trim() === '') return undefined;
  // Only an answer the question can hold: an output the host wrote itself ("Done"), or typed
  // text for a question without "Other", restores nothing rather than an answer never given.
  const answer = answerFromText(question, text);
  if ((answer.other && !question.allowOther) || answerProblem(question, answer)) return undefined;
  return answeredResponse(request, [[question.id, answer]]);
}

/** The `ProvideChoiceResult` an output holds: itself, or an MCP `CallToolResult`'s `structuredContent` (none when `isError`). */
function provideChoiceResult(output: unknown): Json | undefined {
  if (!isRecord(output)) return undefined;
  const structured = own(output, 'structuredContent');
  if (own(output, 'action_status') !== undefined || !isRecord(structured)) return output;
  return own(output, 'isError') === true ? undefined : structured;
}

/**
 * A `provide_choice` selection as the answer it encodes: known option ids (each once, at most
 * `maxSelections`), typed text only with a text field, notes only on chosen options when the
 * request takes them; `undefined` for anything else.
 */
function selectionAnswer(request: ChoiceRequest, question: ChoiceQuestion, selection: Json): ChoiceAnswer | undefined {
  const ids = own(selection, 'selected_ids');
  if (!Array.isArray(ids) || ids.length > question.maxSelections) return undefined;
  // An id twice, or one no option has, leaves `selected` shorter than the list.
  const selected = orderSelected(question, ids.filter((id): id is string => typeof id === 'string'));
  if (selected.length !== ids.length) return undefined;
  const answer: ChoiceAnswer = { selected };
  const custom = own(selection, 'custom_input');
  if (custom !== undefined) {
    const other = writtenText(custom);
    if (!question.allowOther || other === undefined) return undefined;
    answer.other = other;
  }
  const notes = own(selection, 'option_annotations');
  if (notes !== undefined) {
    if (!request.annotations?.perOption || !isRecord(notes)) return undefined;
    const noted = Object.keys(notes);
    if (noted.length === 0 || noted.some((id) => !selected.includes(id) || writtenText(own(notes, id)) === undefined)) return undefined;
    answer.optionNotes = {};
    for (const id of noted) setOwn(answer.optionNotes, id, writtenText(own(notes, id))!);
  }
  return answer;
}

/** A `ProvideChoiceResult` (provide-choice/reply.ts) read back: the inverse of `encodeProvideChoice`. */
function restoredProvideChoice(request: ChoiceRequest, output: unknown): ChoiceResponse | undefined {
  const result = provideChoiceResult(output);
  const selection = result && own(result, 'selection');
  const question = request.questions[0];
  if (!result || !isRecord(selection) || !question) return undefined;
  const answer = selectionAnswer(request, question, selection);
  const given = own(selection, 'global_annotation');
  const note = writtenText(given);
  if (!answer || (given !== undefined && (!request.annotations?.global || note === undefined))) return undefined;
  const settled = (status: ChoiceResponse['status'], answers: Record<string, ChoiceAnswer>): ChoiceResponse => ({
    requestId: request.id,
    status,
    answers,
    ...(note !== undefined && { annotation: note }),
  });
  const chose = answer.selected.length > 0 || answer.other !== undefined;
  const status = own(result, 'action_status');
  switch (status) {
    case 'cancelled': {
      // Results from before `reason` was sent say nothing more than "dismissed".
      const reason = own(selection, 'reason') ?? 'dismissed';
      if (chose || (reason !== 'declined' && reason !== 'dismissed')) return undefined;
      return settled(reason === 'declined' ? 'declined' : 'cancelled', {});
    }
    case 'timeout':
      // The defaults stood (whatever their count), or, with `timeout_action: cancel`, nothing.
      if (request.timeoutAction === 'cancel') return chose ? undefined : settled('timeout', {});
      return settled('timeout', { [question.id]: answer });
    case 'selected':
    case 'custom_input':
      // The encoder says `custom_input` exactly when typed text came without an option.
      if ((status === 'custom_input') !== (answer.selected.length === 0 && answer.other !== undefined)) return undefined;
      if (answerProblem(question, answer)) return undefined;
      return settled('answered', { [question.id]: answer });
    default:
      // A hand-off still pending (`pending_*_launch`) is no answer yet.
      return undefined;
  }
}

/** One form field's value in `content` as its question's answer; absent is unanswered. */
function fieldAnswer(question: ChoiceQuestion, field: ElicitationField, value: unknown): ChoiceAnswer | undefined {
  if (value === undefined) return { selected: [] };
  const idOf = (v: unknown) => question.options.find((o) => o.value === v)?.id;
  switch (field.kind) {
    case 'string': {
      const typed = typedText(value);
      if (typed === undefined) return undefined;
      // As the encoder sends it: trimmed (unless it spans lines), left out when empty.
      const text = answerText(question, { selected: [], text: typed });
      return text === undefined ? { selected: [] } : { selected: [], text };
    }
    case 'number':
    case 'integer':
      return typeof value === 'number' ? { selected: [], number: value } : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? { selected: [], boolean: value } : undefined;
    case 'enum': {
      const id = typeof value === 'string' ? idOf(value) : undefined;
      return id === undefined ? undefined : { selected: [id] };
    }
    case 'multi': {
      if (!Array.isArray(value) || value.length > question.maxSelections) return undefined;
      // A value twice, or one no option has, leaves `selected` shorter than the list.
      const ids = value.map((v) => (typeof v === 'string' ? idOf(v) : undefined));
      const selected = orderSelected(question, ids.filter((id): id is string => id !== undefined));
      return selected.length === value.length ? { selected } : undefined;
    }
    default:
      return undefined;
  }
}

/** An MCP `ElicitResult` (mcp-elicitation/reply.ts) read back: the inverse of `encodeMcpElicitation`. */
function restoredElicitation(request: ChoiceRequest, output: unknown): ChoiceResponse | undefined {
  if (!isRecord(output)) return undefined;
  const action = own(output, 'action');
  if (action === 'decline' || action === 'cancel') return { requestId: request.id, status: action === 'decline' ? 'declined' : 'cancelled', answers: {} };
  // A URL-mode accept has no content; a form's is an object of its fields' values.
  const given = own(output, 'content');
  const content = given === undefined ? {} : given;
  const fields = isRecord(request.meta) ? own(request.meta, 'fields') : undefined;
  if (action !== 'accept' || !isRecord(content) || !Array.isArray(fields) || fields.length !== request.questions.length) return undefined;
  const names = new Set((fields as ElicitationField[]).map((f) => f.name));
  // A key no field has is a value the form never asked for.
  if (Object.keys(content).some((key) => !names.has(key))) return undefined;
  const answers: Array<[string, ChoiceAnswer]> = [];
  for (const [i, question] of request.questions.entries()) {
    const field = fields[i] as ElicitationField;
    const answer = fieldAnswer(question, field, own(content, field.name));
    if (!answer || answerProblem(question, answer)) return undefined;
    answers.push([question.id, answer]);
  }
  return answeredResponse(request, answers);
}
