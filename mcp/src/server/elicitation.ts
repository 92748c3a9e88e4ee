/**
 * Asking through MCP elicitation (form mode): a `ChoiceRequest` as `elicitation/create`
 * params, and the `ElicitResult` back as a response for the session to check.
 *
 * A form has one field per question (option ids as the enum values, labels as their titles),
 * an extra text field where free text is allowed, and an optional note field for a global
 * annotation. What a flat form cannot carry is refused with a reason, and the caller uses
 * the browser instead: per-option notes, and multi-select before MCP 2025-11-25 (which
 * added array-of-enum fields). Forms have no room for descriptions, so the message carries
 * the question, each option's description and which option is recommended.
 */
import type { ElicitRequestFormParams, ElicitResult, PrimitiveSchemaDefinition } from '@modelcontextprotocol/server';
import { LIMITS, own, isRecord, setOwn } from 'choice-prompts/protocol.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest } from 'choice-prompts/protocol.js';

/** The first MCP revision with titled enums (`oneOf`) and multi-select (array) form fields. */
export const TITLED_ENUM_VERSION = '2025-11-25';

export const ANNOTATION_FIELD = 'annotation';
const otherField = (q: ChoiceQuestion) => `${q.id}_other`;

/**
 * What the session receives from a form: an answer to check, or no answer: `declined` (the
 * user chose Decline) or `cancelled` (the user dismissed the form).
 */
export type ElicitedResponse =
  | { status: 'answered'; answers: Record<string, ChoiceAnswer>; annotation?: string }
  | { status: 'declined' | 'cancelled'; answers: Record<string, never> };

export type FormMapping =
  | { ok: true; params: ElicitRequestFormParams; decode(result: ElicitResult): ElicitedResponse }
  | { ok: false; reason: string };

/**
 * The form for `request`, for a client that negotiated `protocolVersion`; `{ ok: false }`
 * with the reason when the request does not fit a form.
 */
export function toElicitationForm(request: ChoiceRequest, protocolVersion: string): FormMapping {
  const modern = protocolVersion >= TITLED_ENUM_VERSION;
  if (request.annotations?.perOption) return { ok: false, reason: 'notes on each chosen option do not fit an MCP form' };
  const properties: Record<string, PrimitiveSchemaDefinition> = {};
  const required: string[] = [];
  for (const q of request.questions) {
    if (q.multiple && !modern) return { ok: false, reason: `multi-select forms need MCP ${TITLED_ENUM_VERSION} (the client negotiated ${protocolVersion})` };
    const keys = [q.id, ...(q.allowOther && q.options.length > 0 ? [otherField(q)] : [])];
    if (keys.some((k) => k in properties || k === ANNOTATION_FIELD)) return { ok: false, reason: 'question ids clash with form field names' };
    setOwn(properties, q.id, fieldFor(request, q, modern));
    const mustAnswer = !q.optional && (q.options.length === 0 || !q.allowOther);
    if (mustAnswer) required.push(q.id);
    if (keys.length > 1) {
      setOwn(properties, otherField(q), {
        type: 'string',
        title: 'Or type your own answer',
        maxLength: LIMITS.maxLongText,
        ...(q.placeholder !== undefined && { description: q.placeholder }),
      });
    }
  }
  if (request.annotations?.global) {
    properties[ANNOTATION_FIELD] = { type: 'string', title: 'Note for the agent (optional)', maxLength: LIMITS.maxLongText };
  }
  return {
    ok: true,
    params: {
      mode: 'form',
      message: messageFor(request),
      requestedSchema: { type: 'object', properties, ...(required.length > 0 && { required }) },
    },
    decode: (result) => decode(request, result),
  };
}

function fieldTitle(request: ChoiceRequest, q: ChoiceQuestion): string {
  return q.header ?? (request.questions.length === 1 ? 'Your answer' : q.text);
}

function optionTitle(label: string, recommended: boolean | undefined): string {
  return recommended ? `${label} (recommended)` : label;
}

function fieldFor(request: ChoiceRequest, q: ChoiceQuestion, modern: boolean): PrimitiveSchemaDefinition {
  const title = fieldTitle(request, q);
  if (q.options.length === 0) {
    const description = q.placeholder;
    if (q.input === 'number' || q.input === 'integer') return { type: q.input, title, ...(description !== undefined && { description }) };
    return { type: 'string', title, maxLength: LIMITS.maxLongText, ...(description !== undefined && { description }) };
  }
  const titled = q.options.map((o) => ({ const: o.id, title: optionTitle(o.label, o.recommended) }));
  if (q.multiple) {
    return {
      type: 'array',
      title,
      items: { anyOf: titled },
      // Typed text stands in for the minimum, so with a text field the list may stay short.
      ...(!q.allowOther && !q.optional && q.minSelections > 0 && { minItems: q.minSelections }),
      maxItems: q.maxSelections,
      ...(q.defaults.length > 0 && { default: [...q.defaults] }),
    };
  }
  const fallback = q.defaults[0];
  if (modern) return { type: 'string', title, oneOf: titled, ...(fallback !== undefined && { default: fallback }) };
  return {
    type: 'string',
    title,
    enum: q.options.map((o) => o.id),
    enumNames: q.options.map((o) => optionTitle(o.label, o.recommended)),
    ...(fallback !== undefined && { default: fallback }),
  };
}

/** The message: title, each question with its context, and every option with its description. */
export function messageFor(request: ChoiceRequest): string {
  const blocks: string[] = [];
  if (request.title) blocks.push(request.title);
  for (const q of request.questions) {
    const lines = [...(q.context ? [q.context] : []), q.text];
    for (const o of q.options) {
      const name = optionTitle(o.label, o.recommended);
      lines.push(o.description ? `- ${name}: ${o.description}` : `- ${name}`);
    }
    if (q.multiple) lines.push(`Choose ${q.minSelections === q.maxSelections ? q.maxSelections : `${q.minSelections} to ${q.maxSelections}`}.`);
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function decode(request: ChoiceRequest, result: ElicitResult): ElicitedResponse {
  if (result.action === 'decline') return { status: 'declined', answers: {} };
  if (result.action !== 'accept') return { status: 'cancelled', answers: {} };
  const content = isRecord(result.content) ? result.content : {};
  const answers: Record<string, ChoiceAnswer> = {};
  for (const q of request.questions) {
    const value = own(content, q.id);
    const answer: ChoiceAnswer = { selected: [] };
    if (q.options.length === 0) {
      if (typeof value === 'string' || typeof value === 'number') answer.other = String(value);
    } else if (Array.isArray(value)) {
      answer.selected = value.filter((v): v is string => typeof v === 'string');
    } else if (typeof value === 'string' && value !== '') {
      answer.selected = [value];
    }
    const other = own(content, otherField(q));
    if (q.allowOther && q.options.length > 0 && typeof other === 'string' && other.trim() !== '') answer.other = other;
    // An untouched optional question stays unanswered rather than answered with nothing.
    if (answer.selected.length > 0 || answer.other !== undefined || !q.optional) setOwn(answers, q.id, answer);
  }
  const note = own(content, ANNOTATION_FIELD);
  return {
    status: 'answered',
    answers,
    ...(request.annotations?.global && typeof note === 'string' && note.trim() !== '' && { annotation: note }),
  };
}
