/**
 * `mcp_elicitation` (MCP 2025-06-18 and 2025-11-25, form mode): the params of an
 * `elicitation/create` request, `{message, requestedSchema: {type: 'object', properties,
 * required?}, mode?: 'form'}`, or the whole JSON-RPC request holding them (error paths then
 * start at `$.params`). Each property becomes one question (1–4 properties); the field
 * forms are listed in `mcp-elicitation-fields.ts`. A property not in `required` becomes an
 * optional question.
 *
 * `message` titles the request; a lone field without a `title` takes it as its question
 * instead (the request then has no title, so nothing is said twice).
 *
 * Reply (`ElicitationReply`, an MCP `ElicitResult`):
 * - answered → `{action: 'accept', content}`, each field under its property name with its
 *   JSON type: the chosen value (string), chosen values in option order (array), `true` /
 *   `false` (boolean), a number (number/integer), the typed text, trimmed (string).
 *   Unanswered optional fields are left out; an empty text field with a `default` sends the
 *   default. A value that breaks the field's own limits (`minimum`/`maximum`,
 *   `minLength`/`maxLength`, not a number) is never sent: the field is left out.
 * - cancelled → `{action: 'decline'}`: the user explicitly refused (MCP "decline").
 * - timeout → `{action: 'cancel'}`: dismissed without a choice (MCP "cancel").
 */
import { LIMITS, QUESTION_RANGE_MESSAGE } from '../limits.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../model.js';
import { Reader, childPath, describeType, isRecord, own, setOwn, showValue, type Json } from '../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../dialect.js';
import { randomId } from '../ids.js';
import { orderSelected } from '../validate.js';
import { readField, type ElicitationField, type ElicitationValue } from './mcp-elicitation-fields.js';

export type { ElicitationField, ElicitationFieldKind, ElicitationValue } from './mcp-elicitation-fields.js';

/** The reply: an MCP `ElicitResult`. */
export type ElicitationReply =
  | { action: 'accept'; content: Record<string, ElicitationValue> }
  | { action: 'decline' }
  | { action: 'cancel' };

/** What the parser keeps in `request.meta`: the fields in question order. */
export interface ElicitationMeta {
  fields: ElicitationField[];
}

const METHOD = 'elicitation/create';

/** The params object, unwrapped from a JSON-RPC request when given one. */
function paramsOf(r: Reader, root: Json): { params: Json; base: string } | undefined {
  const method = own(root, 'method');
  if (method === undefined) return { params: root, base: '$' };
  if (method !== METHOD) return r.fail('$.method', `"method" must be "${METHOD}", not ${showValue(method)}.`);
  const params = r.record(root, 'params', '$', { required: true });
  return params && { params, base: '$.params' };
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The elicitation request');
  const located = root && paramsOf(r, root);
  if (!located) return { ok: false, errors: r.errors };
  const { params, base } = located;

  const mode = own(params, 'mode');
  if (mode !== undefined && mode !== 'form') {
    const why = mode === 'url' ? 'a URL-mode elicitation sends the user to a web page and has no fields to answer here' : `not ${showValue(mode)}`;
    r.fail(`${base}.mode`, `"mode" must be "form" (or left out); ${why}.`);
  }
  const message = r.string(params, 'message', base, { required: true, max: LIMITS.maxLongText });
  const schemaPath = `${base}.requestedSchema`;
  const schema = r.record(params, 'requestedSchema', base, { required: true });
  if (!schema) return { ok: false, errors: r.errors };
  const type = own(schema, 'type');
  if (type !== undefined && type !== 'object') r.fail(`${schemaPath}.type`, `"type" must be "object", not ${showValue(type)}.`);
  const properties = r.record(schema, 'properties', schemaPath, { required: true });
  if (!properties) return { ok: false, errors: r.errors };

  const names = Object.keys(properties);
  if (names.length < LIMITS.minQuestions || names.length > LIMITS.maxQuestions) {
    r.fail(`${schemaPath}.properties`, `A form shows one question per field, and a request ${QUESTION_RANGE_MESSAGE}; "properties" has ${names.length} fields.`);
    return { ok: false, errors: r.errors };
  }
  const required = readRequired(r, schema, schemaPath, names);

  const questions: ChoiceQuestion[] = [];
  const fields: ElicitationField[] = [];
  let titled = true;
  names.forEach((name, index) => {
    const path = childPath(`${schemaPath}.properties`, name);
    if (name.length > LIMITS.maxShortText) return r.fail(path, `A field name is ${name.length} characters long; the limit is ${LIMITS.maxShortText}.`);
    const def = own(properties, name);
    if (!isRecord(def)) return r.fail(path, `Field "${name}" must be a schema object, not ${describeType(def)}.`);
    const read = readField(r, { name, def, path, index, required: required.has(name), only: names.length === 1, message: message ?? '' });
    if (!read) return;
    if (read.usedMessage) titled = false;
    questions.push(read.question);
    fields.push(read.field);
  });

  return finishParse(r, () => {
    const meta: ElicitationMeta = { fields };
    return {
      id: options.id ?? randomId('elicit'),
      dialect: 'mcp_elicitation',
      ...(titled && { title: message! }),
      questions,
      // Every form field is confirmed together with Submit, as an MCP client's form is.
      submitMode: 'confirm',
      meta: { ...meta },
    };
  });
}

function readRequired(r: Reader, schema: Json, schemaPath: string, names: string[]): Set<string> {
  const list = r.array(schema, 'required', schemaPath);
  const required = new Set<string>();
  list?.forEach((name, i) => {
    const p = childPath(`${schemaPath}.required`, i);
    if (typeof name !== 'string') return r.fail(p, `A required field name must be a string, not ${describeType(name)}.`);
    if (!names.includes(name)) return r.fail(p, `"${name}" is required but is not one of the properties.`);
    required.add(name);
  });
  return required;
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

function encode(request: ChoiceRequest, response: ChoiceResponse): ElicitationReply {
  if (response.status === 'cancelled') return { action: 'decline' };
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

export const mcpElicitation: Dialect<ElicitationReply> = {
  name: 'mcp_elicitation',
  parse,
  encode,
};
