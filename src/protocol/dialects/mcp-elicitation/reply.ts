/**
 * The `mcp_elicitation` reply, an `ElicitResult`: `accept` with each answer in its field's JSON
 * type (never a value its rules refuse), `decline`, or `cancel`.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { isRecord, own, setOwn } from '../../input.js';
import { answerProblem, defaultAnswer, orderSelected } from '../../validate.js';
import { answerNumber, answerText } from '../../kinds.js';
import { questionKind } from '../../kind-rules.js';
import type { ElicitationField, ElicitationValue } from './fields.js';
import { approvalReply } from './approval.js';
import type { InputRequiredMeta } from './input-required.js';

/** The reply: an MCP `ElicitResult` (with Codex's `_meta.persist` when a Codex approval is remembered). */
export type ElicitationReply =
  | { action: 'accept'; content?: Record<string, ElicitationValue> | null; _meta?: { persist: 'session' | 'always' } }
  | { action: 'decline' }
  | { action: 'cancel' };

/** What the parser keeps in `request.meta`: the fields in question order, and for URL mode its id when it has one. */
export interface ElicitationMeta {
  fields: ElicitationField[];
  /** `url` for a URL-mode elicitation (its reply carries no `content`); absent for a form. */
  mode?: 'url';
  /** A URL-mode elicitation's `elicitationId` (2025-11-25; the 2026-07-28 revision has none). */
  elicitationId?: string;
  /** A tool-call approval (a form without fields, as Codex sends): accepted with `content: null`. */
  approval?: true;
  /** An `openai/form` the kit cannot show: its one question is Decline or Cancel. */
  unshown?: true;
  /** Several requests asked at once (an `InputRequiredResult`, a task): replied under their keys. */
  inputRequired?: InputRequiredMeta;
}

/** The fields from `request.meta`, or, for a request built by hand, read off its questions. */
function fieldsOf(request: ChoiceRequest): ElicitationField[] {
  const fields = isRecord(request.meta) ? own(request.meta, 'fields') : undefined;
  if (Array.isArray(fields) && fields.length === request.questions.length) return fields as ElicitationField[];
  const kinds = { text: 'string', number: 'number', integer: 'integer', boolean: 'boolean' } as const;
  return request.questions.map((q) => {
    const kind = questionKind(q);
    const fieldKind = kind !== 'choice' ? kinds[kind] : q.options.length === 0 ? (q.input === undefined || q.input === 'text' ? 'string' : q.input) : q.multiple ? 'multi' : 'enum';
    return { name: q.id, kind: fieldKind, required: !q.optional };
  });
}

/** A legacy text-only question's typed text as the field's value, or `undefined` when empty or outside the field's limits. */
function legacyTextValue(field: ElicitationField, typed: string | undefined): ElicitationValue | undefined {
  const text = typed?.trim() ?? '';
  if (text === '') return field.default;
  if (field.kind === 'string') return text;
  const n = answerNumber({ selected: [], text });
  return n !== undefined && Number.isFinite(n) ? n : undefined;
}

function valueOf(field: ElicitationField, question: ChoiceQuestion, answer: ChoiceAnswer): ElicitationValue | undefined {
  // Never send what the question's own rules refuse (the elements do not let it be submitted).
  if (answerProblem(question, answer)) return undefined;
  switch (questionKind(question)) {
    case 'text':
      return answerText(question, answer);
    case 'number':
    case 'integer':
      return answerNumber(answer);
    case 'boolean':
      return answer.boolean;
  }
  const chosen = orderSelected(question, Array.isArray(answer.selected) ? answer.selected : []);
  const values = question.options.filter((o) => chosen.includes(o.id)).map((o) => o.value);
  switch (field.kind) {
    case 'enum':
      return values[0];
    case 'boolean':
      return values.length > 0 ? values[0] === 'true' : undefined;
    case 'multi': {
      const picked = values.slice(0, question.maxSelections);
      return picked.length > 0 || field.required ? picked : undefined;
    }
    default:
      return legacyTextValue(field, answer.other);
  }
}

/** `ChoiceResponse` → `ElicitationReply`, per the mapping in this module's header. */
export function encodeMcpElicitation(request: ChoiceRequest, response: ChoiceResponse): ElicitationReply {
  if (response.status === 'declined') return { action: 'decline' };
  if (response.status === 'cancelled' || response.status === 'timeout') return { action: 'cancel' };
  // URL mode: the user agreed to open the link; there is no form content.
  if (request.link !== undefined) return { action: 'accept' };
  if (isRecord(request.meta) && own(request.meta, 'approval') === true) return approvalReply(request, response);
  if (isRecord(request.meta) && own(request.meta, 'unshown') === true) {
    const chosen = (own(response.answers, 'q0') as ChoiceAnswer | undefined)?.selected ?? [];
    return { action: chosen.includes('cancel') ? 'cancel' : 'decline' };
  }
  const fields = fieldsOf(request);
  const content: Record<string, ElicitationValue> = {};
  request.questions.forEach((question, i) => {
    // A question the response does not mention was left untouched: its defaults stand.
    const answer = (own(response.answers ?? {}, question.id) as ChoiceAnswer | undefined) ?? defaultAnswer(question);
    const value = valueOf(fields[i], question, answer);
    if (value !== undefined) setOwn(content, fields[i].name, value);
  });
  return { action: 'accept', content };
}
