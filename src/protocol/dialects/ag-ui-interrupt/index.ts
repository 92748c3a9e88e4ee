/**
 * `ag_ui_interrupt`: an AG-UI run that ended on interrupts (`RUN_FINISHED` with `outcome:
 * {type: "interrupt", interrupts}`), replied with the next run's `resume` list.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceQuestion, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, showValue, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { approvalQuestion } from '../shared/approval.js';
import { jsonObjectCopy } from '../shared/shapes.js';
import { editFields } from '../shared/edit-fields.js';
import { readField } from '../mcp-elicitation/fields.js';
import { detectAgUiInterrupt } from './detect.js';
import { APPROVE, EDIT, encodeAgUiInterrupt, type AgUiInterruptMeta, type AgUiResumeEntry } from './reply.js';

export { encodeAgUiInterrupt, type AgUiInterruptMeta, type AgUiResumeEntry } from './reply.js';

/** The interrupts wherever the payload holds them: the event, its outcome, or the list itself. */
function interruptsOf(r: Reader, root: unknown): { items: unknown[]; base: string } | undefined {
  if (Array.isArray(root)) return { items: root, base: '$' };
  if (!isRecord(root)) return r.fail('$', 'The run outcome must be an object: a RUN_FINISHED event, its outcome, or its interrupts.');
  let outcome: Json | undefined = root;
  let base = '$';
  if (own(root, 'type') === 'RUN_FINISHED') {
    outcome = r.record(root, 'outcome', '$', { required: true });
    base = '$.outcome';
  }
  if (!outcome) return undefined;
  const type = own(outcome, 'type');
  if (type !== 'interrupt') return r.fail(`${base}.type`, `The run ended with outcome ${showValue(type)}: only an "interrupt" outcome asks anything.`);
  const items = r.array(outcome, 'interrupts', base, { required: true, min: 1, max: LIMITS.maxQuestions, rangeMessage: `must hold between 1 and ${LIMITS.maxQuestions} interrupts` });
  return items && { items, base: `${base}.interrupts` };
}

/** What a schema asks for: `approved` (a tool approval), an object's fields, or one value. */
function schemaKind(schema: Json | undefined, reason: string): AgUiInterruptMeta['kind'] {
  const properties = schema && own(schema, 'properties');
  if (isRecord(properties) && isRecord(own(properties, 'approved'))) return 'approval';
  if (!schema) return reason === 'tool_call' ? 'approval' : 'value';
  return own(schema, 'type') === 'object' || isRecord(properties) ? 'form' : 'value';
}

interface Read {
  questions: ChoiceQuestion[];
  meta: AgUiInterruptMeta;
}

/**
 * The fields of an approval's Edit, shown once it is chosen: the call's arguments where they
 * are known (Strands puts them in `metadata.tool_input`), each starting at its value; else
 * `editedArgs`' own properties, each to be given (the arguments are replaced whole).
 */
function editOf(r: Reader, qid: string, args: Record<string, unknown> | undefined, editedArgs: Json, path: string): Pick<Read, 'questions'> & { edit: NonNullable<AgUiInterruptMeta['edit']> } | undefined {
  const showWhen = { question: qid, options: [EDIT] };
  if (args) {
    const fields = editFields(qid, args, showWhen);
    return fields.length > 0 ? { questions: fields.map((f) => f.question), edit: { args, fields: fields.map((f) => ({ key: f.key, questionId: f.question.id })) } } : undefined;
  }
  const properties = own(editedArgs, 'properties');
  if (!isRecord(properties) || Object.keys(properties).length === 0) return undefined;
  const read = Object.entries(properties).map(([name, def], index) => {
    const at = childPath(`${path}.responseSchema.properties.editedArgs.properties`, name);
    return isRecord(def) ? readField(r, { name, def, path: at, index, required: true, only: false, message: name }) : r.fail(at, `Field "${name}" must be a schema object.`);
  });
  if (read.some((f) => !f)) return undefined;
  const questions = read.map((f, i) => ({ ...f!.question, id: `${qid}.edit.q${i}`, showWhen }));
  return { questions, edit: { schema: read.map((f) => f!.field) } };
}

/**
 * A tool call's approval: Approve or Deny, and Edit where the schema takes `editedArgs` (see
 * `editOf`), sent as the whole arguments. Left unanswered, the interrupt is cancelled.
 */
function approval(r: Reader, spec: { id: string; question: string; message?: string; schema?: Json; metadata?: Json; path: string }): Read | undefined {
  const { question: qid, schema, metadata, path } = spec;
  const properties = schema ? (own(schema, 'properties') as Json | undefined) : undefined;
  const required = schema && Array.isArray(own(schema, 'required')) ? (own(schema, 'required') as unknown[]) : [];
  const other = required.find((key) => key !== 'approved' && key !== 'editedArgs');
  if (other !== undefined) return r.fail(`${path}.responseSchema.required`, `An approval is answered with "approved" (and "editedArgs"); required ${showValue(other)} cannot be given here.`);
  const toolName = metadata && typeof own(metadata, 'tool_name') === 'string' ? (own(metadata, 'tool_name') as string) : '';
  const args = metadata ? jsonObjectCopy(own(metadata, 'tool_input')) : undefined;
  const question = { ...approvalQuestion(toolName, args ?? {}, spec.message !== undefined ? { text: spec.message } : {}), id: qid, optional: true };
  if (!args) delete question.subject;
  const editedArgs = isRecord(properties) ? own(properties, 'editedArgs') : undefined;
  const edit = isRecord(editedArgs) ? editOf(r, qid, args, editedArgs, path) : undefined;
  if (edit) question.options = [question.options[0]!, { id: EDIT, label: 'Edit', value: EDIT, term: 'edit' }, ...question.options.slice(1)];
  return { questions: [question, ...(edit?.questions ?? [])], meta: { id: spec.id, kind: 'approval', question: qid, ...(edit && { edit: edit.edit }) } };
}

/** One value, or an object's fields, read as an MCP form's fields (JSON Schema, the same keywords). */
function fields(r: Reader, spec: { id: string; question: string; message?: string; reason: string; schema?: Json; kind: 'value' | 'form'; path: string }): Read | undefined {
  const { question: qid, schema, path, kind } = spec;
  const message = spec.message ?? (schema && typeof own(schema, 'description') === 'string' ? (own(schema, 'description') as string) : spec.reason);
  // No schema: a confirmation is a yes or no (AG-UI's default for one), anything else typed text.
  const single = schema ?? { type: spec.reason === 'confirmation' ? 'boolean' : 'string' };
  const entries: [string, unknown, string][] =
    kind === 'value' ? [['value', single, `${path}.responseSchema`]] : Object.entries((own(single, 'properties') as Json | undefined) ?? {}).map(([name, def]) => [name, def, childPath(`${path}.responseSchema.properties`, name)]);
  if (kind === 'form' && entries.length === 0) return r.fail(`${path}.responseSchema`, 'An object schema needs "properties" to be answered here.');
  const required = new Set(Array.isArray(own(single, 'required')) ? (own(single, 'required') as unknown[]) : []);
  const before = r.errors.length;
  const read = entries.map(([name, def, at], index) => {
    if (!isRecord(def)) return r.fail(at, `Field "${name}" must be a schema object.`);
    return readField(r, { name, def, path: at, index, required: kind === 'value' || required.has(name), only: entries.length === 1, message });
  });
  if (r.errors.length > before) return undefined;
  const questions = read.map((f, i) => {
    const q = { ...f!.question, id: kind === 'value' ? qid : `${qid}.q${i}` };
    // One question stands for the interrupt: left unanswered, it is cancelled.
    return kind === 'value' ? { ...q, optional: true } : q;
  });
  // The message heads what a form asks.
  if (kind === 'form' && !questions[0]!.context && questions[0]!.text !== message) questions[0] = { ...questions[0]!, context: message };
  return { questions, meta: { id: spec.id, kind, question: qid, fields: read.map((f) => f!.field) } };
}

function readInterrupt(r: Reader, raw: unknown, path: string, index: number, ids: Set<string>): Read & { expires?: number } | undefined {
  if (!isRecord(raw)) return r.fail(path, `Interrupt ${index + 1} must be an object with "id" and "reason".`);
  const id = r.string(raw, 'id', path, { required: true });
  const reason = r.string(raw, 'reason', path, { required: true });
  const message = r.string(raw, 'message', path, { max: LIMITS.maxLongText });
  r.string(raw, 'toolCallId', path);
  const schema = r.record(raw, 'responseSchema', path);
  const metadata = r.record(raw, 'metadata', path);
  const expiresAt = r.string(raw, 'expiresAt', path);
  const expires = expiresAt === undefined ? undefined : Date.parse(expiresAt);
  if (expires !== undefined && Number.isNaN(expires)) r.fail(`${path}.expiresAt`, `"expiresAt" must be an ISO 8601 date and time, not ${showValue(expiresAt)}.`);
  if (id !== undefined && ids.has(id)) r.fail(`${path}.id`, `Interrupt id "${id}" is used twice; the resume names each interrupt by its id.`);
  if (id === undefined || reason === undefined) return undefined;
  ids.add(id);
  const kind = schemaKind(schema, reason);
  const question = `i${index}`;
  const spec = { id, question, ...(message !== undefined && { message }), path };
  const read = kind === 'approval' ? approval(r, { ...spec, ...(schema && { schema }), ...(metadata && { metadata }) }) : fields(r, { ...spec, reason, ...(schema && { schema }), kind });
  return read && { ...read, ...(expires !== undefined && { expires }) };
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  let root: unknown = payload;
  // A list of interrupts is a payload too, and Reader.root takes objects only: JSON text is read here.
  if (typeof payload === 'string') {
    if (payload.length > LIMITS.maxPayloadChars) return { ok: false, errors: [{ path: '$', message: `The run outcome is ${payload.length} characters long; the limit is ${LIMITS.maxPayloadChars}.` }] };
    try {
      root = JSON.parse(payload);
    } catch (error) {
      return { ok: false, errors: [{ path: '$', message: `The run outcome is not valid JSON (${error instanceof Error ? error.message : String(error)}).` }] };
    }
  }
  const located = interruptsOf(r, root);
  if (!located) return { ok: false, errors: r.errors };
  if (located.items.length === 0 || located.items.length > LIMITS.maxQuestions) {
    r.fail(located.base, `An interrupt list must hold between 1 and ${LIMITS.maxQuestions} interrupts; it holds ${located.items.length}.`);
  }
  const ids = new Set<string>();
  // Array.from visits a sparse list's holes, which map skips: each is refused like any non-object.
  const read = Array.from(located.items, (raw, i) => readInterrupt(r, raw, childPath(located.base, i), i, ids));
  const questions = read.flatMap((x) => x?.questions ?? []);
  if (questions.length > LIMITS.maxQuestions) r.fail(located.base, `These interrupts need ${questions.length} questions; at most ${LIMITS.maxQuestions} are shown.`);
  // The resume must reach the agent before the first interrupt expires (past it, the agent takes none).
  const expiries = read.flatMap((x) => (x?.expires === undefined ? [] : [x.expires]));
  const left = expiries.length > 0 ? Math.min(...expiries) - Date.now() : undefined;
  return finishParse(r, () => ({
    id: options.id,
    dialect: 'ag_ui_interrupt',
    questions,
    submitMode: 'confirm',
    confirmUnanswered: true,
    // Already past: at once (the request shows it cannot be answered); further than a day, no countdown.
    ...(left !== undefined && left <= LIMITS.maxTimeoutMs && { timeoutMs: Math.max(1, Math.floor(left)), timeoutAction: 'cancel' as const }),
    meta: { interrupts: read.map((x) => x!.meta) as unknown as Json[] },
  }));
}

export const agUiInterrupt: Dialect<AgUiResumeEntry[] | null> = {
  name: 'ag_ui_interrupt',
  // Timed out: the agent refuses a resume past an interrupt's expiresAt, so nothing is sent.
  capabilities: { cancel: true, timeout: true },
  detect: detectAgUiInterrupt,
  limits: { minQuestions: 1, maxQuestions: LIMITS.maxQuestions, minOptions: 0, maxOptions: LIMITS.maxOptions, note: 'one question per interrupt, or per field of its responseSchema' },
  parse,
  encode: encodeAgUiInterrupt,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default agUiInterrupt;
