/**
 * One `elicitation/create` request's params as a request: a form (one question per field), a
 * Codex tool approval, or URL mode. The dialect's parser reads a lone request with it, and
 * each entry of a result that asks several at once.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceQuestion, ParseResult } from '../../model.js';
import { Reader, childPath, describeType, isRecord, own, showValue, type Json } from '../../input.js';
import { finishParse } from '../../dialect.js';
import { isWebLink } from '../../validate.js';
import { readField, type ElicitationField } from './fields.js';
import type { ElicitationMeta } from './reply.js';
import { approvalQuestion, isToolApproval } from './approval.js';

export const METHOD = 'elicitation/create';
/** Codex's app server forwards an MCP server's elicitation to its client under this method. */
export const CODEX_METHOD = 'mcpServer/elicitation/request';

/** The params object, unwrapped from a JSON-RPC request when given one. */
export function paramsOf(r: Reader, root: Json): { params: Json; base: string } | undefined {
  const method = own(root, 'method');
  if (method === undefined) return { params: root, base: '$' };
  if (method !== METHOD && method !== CODEX_METHOD) return r.fail('$.method', `"method" must be "${METHOD}" (or Codex's "${CODEX_METHOD}"), not ${showValue(method)}.`);
  const params = r.record(root, 'params', '$', { required: true });
  return params && { params, base: '$.params' };
}

/**
 * Codex's extended form (its app server's `openai/form` mode, or the same under the name
 * `openaiForm`, which its schema lists too): any JSON Schema, which a client opts into.
 */
const OPENAI_FORM = 'openai/form';
const OPENAI_FORM_MODES: readonly unknown[] = [OPENAI_FORM, 'openaiForm'];

/** The request `params` (at `base` in the payload) ask for, with `id`. */
export function parseParams(r: Reader, params: Json, base: string, id: string | undefined): ParseResult {
  const mode = own(params, 'mode');
  if (mode === 'url') return parseUrlMode(r, params, base, id);
  if (OPENAI_FORM_MODES.includes(mode)) {
    // Shown as a form where its fields are ones the kit reads; otherwise the person can only refuse it.
    const form = parseParams(new Reader(), { ...params, mode: 'form' }, base, id);
    return form.ok || r.errors.length > 0 ? form : unshownForm(r, params, base, id);
  }
  if (mode !== undefined && mode !== 'form') r.fail(`${base}.mode`, `"mode" must be "form" (or left out), "url" or "${OPENAI_FORM}", not ${showValue(mode)}.`);
  const message = r.string(params, 'message', base, { required: true, max: LIMITS.maxLongText });
  if (isToolApproval(params)) return parseApproval(r, params, message, id);
  const schemaPath = `${base}.requestedSchema`;
  const schema = r.record(params, 'requestedSchema', base, { required: true });
  if (!schema) return { ok: false, errors: r.errors };
  const type = own(schema, 'type');
  if (type !== undefined && type !== 'object') r.fail(`${schemaPath}.type`, `"type" must be "object", not ${showValue(type)}.`);
  const properties = r.record(schema, 'properties', schemaPath, { required: true });
  if (!properties) return { ok: false, errors: r.errors };

  const names = Object.keys(properties);
  if (names.length > LIMITS.maxQuestions) {
    r.fail(`${schemaPath}.properties`, `A form shows one question per field, at most ${LIMITS.maxQuestions}; "properties" has ${names.length}.`);
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
      id,
      dialect: 'mcp_elicitation',
      ...(titled && { title: message! }),
      questions,
      // Every form field is confirmed together with Submit, as an MCP client's form is.
      submitMode: 'confirm',
      meta: { ...meta },
    };
  });
}

/**
 * An `openai/form` whose schema asks for what the kit cannot show (nested objects, arrays of
 * objects, a schema that is not an object's): the server's message and the kit's "This
 * question could not be shown.", answered by Decline or Cancel, as an MCP client may always
 * answer; never an error the person cannot act on.
 */
function unshownForm(r: Reader, params: Json, base: string, id: string | undefined): ParseResult {
  const message = r.string(params, 'message', base, { required: true, max: LIMITS.maxLongText });
  const server = own(params, 'serverName');
  return finishParse(r, () => {
    const meta: ElicitationMeta = { fields: [], unshown: true };
    const question: ChoiceQuestion = {
      id: 'q0',
      text: 'This question could not be shown.',
      textTerm: { key: 'invalid' },
      context: message!,
      ...(typeof server === 'string' && server.trim() !== '' && server.length <= LIMITS.maxShortText && { header: server }),
      options: [
        { id: 'decline', label: 'Decline', value: 'decline', term: 'decline' },
        { id: 'cancel', label: 'Cancel', value: 'cancel', term: 'cancel' },
      ],
      multiple: false,
      allowOther: false,
      minSelections: 1,
      maxSelections: 1,
      defaults: [],
    };
    return { id, dialect: 'mcp_elicitation', questions: [question], submitMode: 'confirm', meta: { ...meta } };
  });
}

/** A tool-call approval (see approval.ts): one question, in Codex's words. */
function parseApproval(r: Reader, params: Json, message: string | undefined, id: string | undefined): ParseResult {
  return finishParse(r, () => {
    const meta: ElicitationMeta = { fields: [], approval: true };
    return { id, dialect: 'mcp_elicitation', questions: [approvalQuestion(params, message!)], meta: { ...meta } };
  });
}

/**
 * URL mode: the message and a link to open, no questions. `elicitationId` is read when given
 * (2025-11-25 requires it) and not asked for (the 2026-07-28 revision removed it).
 */
function parseUrlMode(r: Reader, params: Json, base: string, id: string | undefined): ParseResult {
  const message = r.string(params, 'message', base, { required: true, max: LIMITS.maxLongText });
  const elicitationId = r.string(params, 'elicitationId', base);
  const url = r.string(params, 'url', base, { required: true, max: LIMITS.maxLongText });
  if (url !== undefined && !isWebLink(url)) r.fail(`${base}.url`, '"url" must be an absolute https: (or http:) address; other schemes are never opened.');
  return finishParse(r, () => {
    const meta: ElicitationMeta = { fields: [], mode: 'url', ...(elicitationId !== undefined && { elicitationId }) };
    return {
      id,
      dialect: 'mcp_elicitation',
      title: message!,
      questions: [],
      link: url!,
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
