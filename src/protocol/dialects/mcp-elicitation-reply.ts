/**
 * The `mcp_elicitation` reply (an MCP `ElicitResult`) and its encoder, apart from the parser
 * (which re-exports them; the dialect registers both).
 *
 * - answered → `{action: 'accept', content}`, each field under its property name with its
 *   JSON type: the chosen value (string), chosen values in option order (array), `true` /
 *   `false` (boolean), a number (number/integer), the typed text, trimmed (string).
 *   Unanswered optional fields are left out; an empty text field with a `default` sends the
 *   default. A value that breaks the field's own limits (`minimum`/`maximum`,
 *   `minLength`/`maxLength`, not a number) is never sent: the field is left out.
 * - cancelled → `{action: 'decline'}`: the user explicitly refused (MCP "decline").
 * - timeout → `{action: 'cancel'}`: dismissed without a choice (MCP "cancel").
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../model.js';
import { isRecord, own, setOwn } from '../input.js';
import { orderSelected } from '../validate.js';
import type { ElicitationField, ElicitationValue } from './mcp-elicitation-fields.js';

/** The reply: an MCP `ElicitResult`. */
export type ElicitationReply =
  | { action: 'accept'; content: Record<string, ElicitationValue> }
  | { action: 'decline' }
  | { action: 'cancel' };

/** What the parser keeps in `request.meta`: the fields in question order. */
export interface ElicitationMeta {
  fields: ElicitationField[];
}

/** The fields from `request.meta`, or, for a request built by hand, read off its questions. */
function fieldsOf(request: ChoiceRequest): ElicitationField[] {
  const fields = isRecord(request.meta) ? own(request.meta, 'fields') : undefined;
  if (Array.isArray(fields) && fields.length === request.questions.length) return fields as ElicitationField[];
  return request.questions.map((q) => ({
    name: q.id,
    kind: q.options.length === 0 ? (q.input ?? 'string') : q.multiple ? 'multi' : 'enum',
    required: !q.optional,
  })) as ElicitationField[];
}

/** The typed text as the field's value, or `undefined` when empty or outside the field's limits. */
function textValue(field: ElicitationField, typed: string | undefined): ElicitationValue | undefined {
  const text = typed?.trim() ?? '';
  if (text === '') return field.default;
  if (field.kind === 'string') {
    const length = [...text].length;
    if (length < (field.minLength ?? 0) || length > (field.maxLength ?? Infinity)) return undefined;
    return text;
  }
  const n = Number(text);
  if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n))) return undefined;
  if (n < (field.minimum ?? -Infinity) || n > (field.maximum ?? Infinity)) return undefined;
  return n;
}

function valueOf(field: ElicitationField, question: ChoiceQuestion, answer: ChoiceAnswer): ElicitationValue | undefined {
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
      return textValue(field, answer.other);
  }
}

/** `ChoiceResponse` → `ElicitationReply`, per the mapping in this module's header. */
export function encodeMcpElicitation(request: ChoiceRequest, response: ChoiceResponse): ElicitationReply {
  if (response.status === 'cancelled' || response.status === 'declined') return { action: 'decline' };
  if (response.status === 'timeout') return { action: 'cancel' };
  const fields = fieldsOf(request);
  const content: Record<string, ElicitationValue> = {};
  request.questions.forEach((question, i) => {
    // A question the response does not mention was left untouched: its defaults stand.
    const answer = (own(response.answers ?? {}, question.id) as ChoiceAnswer | undefined) ?? { selected: question.defaults };
    const value = valueOf(fields[i], question, answer);
    if (value !== undefined) setOwn(content, fields[i].name, value);
  });
  return { action: 'accept', content };
}
