/**
 * Elicitations asked several at once (MCP 2026-07-28): an `InputRequiredResult`, answered by
 * the retry's `inputResponses`, and a Tasks-extension task in `input_required`, answered by
 * `tasks/update`. One request whose entries each settle on their own terms.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, setOwn, showValue, type Json } from '../../input.js';
import { finishParse } from '../../dialect.js';
import { METHOD, parseParams } from './params.js';
import { encodeMcpElicitation, type ElicitationMeta, type ElicitationReply } from './reply.js';

/** The requests an `InputRequiredResult` may hold besides elicitations: the host answers them, not a person. */
const HOST_METHODS = ['sampling/createMessage', 'roots/list'];
const TASKS_NOTIFICATION = 'notifications/tasks';

/** One entry of `inputRequests` that a person answers. */
export interface InputRequestEntry {
  /** Its key in `inputRequests`, and in the reply's `inputResponses`. */
  key: string;
  /** What its own elicitation needs to be encoded (its fields, URL mode, a tool approval). */
  elicitation: ElicitationMeta;
  /**
   * The id of the entry's own question that says whether it is answered (several entries),
   * whose options are accept and decline (a tool approval's own options); its other
   * questions' ids start with it and a dot. Absent for a lone entry, which is the whole request.
   */
  decision?: string;
  /** A URL-mode entry's address. */
  link?: string;
}

/** `request.meta.inputRequired`: where the reply goes and what each entry needs. */
export interface InputRequiredMeta {
  /** `result`: the retry's `{inputResponses}`; `task`: the `tasks/update` params. */
  form: 'result' | 'task';
  taskId?: string;
  entries: InputRequestEntry[];
  /** Requests the host answers itself (sampling, roots), never in the reply: the host adds their results under these keys. */
  hostRequests?: { key: string; method: string }[];
}

/** The reply to an `InputRequiredResult`: the retry's `inputResponses` (the host echoes `requestState` beside it). */
export interface InputResponsesReply {
  inputResponses: Record<string, ElicitationReply>;
}

/** The reply to a task in `input_required`: the `tasks/update` request's params. */
export interface TaskUpdateParams extends InputResponsesReply {
  taskId: string;
}

/** Where a payload holds several requests at once, if it does: the result or task object and its path. */
export function severalAtOnce(root: Json): { value: Json; base: string; form: InputRequiredMeta['form'] } | undefined {
  let value = root;
  let base = '$';
  const result = own(root, 'result');
  const params = own(root, 'params');
  if (isRecord(result) && (own(root, 'jsonrpc') !== undefined || own(root, 'id') !== undefined)) [value, base] = [result, '$.result'];
  else if (own(root, 'method') === TASKS_NOTIFICATION && isRecord(params)) [value, base] = [params, '$.params'];
  if (own(value, 'resultType') === 'input_required') return { value, base, form: 'result' };
  if (typeof own(value, 'taskId') === 'string' && own(value, 'status') !== undefined) return { value, base, form: 'task' };
  return undefined;
}

/** An entry read, before the requests are put together. */
interface Read {
  key: string;
  message: string;
  header: string;
  request: ChoiceRequest;
}

/** The answer to question `id`, read as an own property. */
const answerOf = (response: ChoiceResponse, id: string) => own(response.answers, id) as ChoiceResponse['answers'][string] | undefined;

const cut = (text: string) => (text.length > LIMITS.maxShortText ? `${text.slice(0, LIMITS.maxShortText - 1)}…` : text);

/** Reads each entry of `inputRequests`: the elicitations as requests, the host's requests by key. */
function readEntries(r: Reader, value: Json, base: string, id: string | undefined): { read: Read[]; host: { key: string; method: string }[] } {
  const read: Read[] = [];
  const host: { key: string; method: string }[] = [];
  const requestsPath = `${base}.inputRequests`;
  const requests = r.record(value, 'inputRequests', base);
  if (!requests) {
    // Absent (or null): a result holding only its requestState. Another type, Reader said why.
    if (own(value, 'inputRequests') == null) {
      r.fail(requestsPath, 'There is nothing to answer: without "inputRequests" the request is retried at once, with its "requestState".');
    }
    return { read, host };
  }
  for (const key of Object.keys(requests)) {
    const path = childPath(requestsPath, key);
    if (key.length > LIMITS.maxShortText) {
      r.fail(path, `A request key is ${key.length} characters long; the limit is ${LIMITS.maxShortText}.`);
      continue;
    }
    const entry = own(requests, key);
    if (!isRecord(entry)) {
      r.fail(path, `Request "${key}" must be an object {method, params}.`);
      continue;
    }
    const method = own(entry, 'method');
    if (typeof method === 'string' && HOST_METHODS.includes(method)) {
      host.push({ key, method });
      continue;
    }
    if (method !== METHOD) {
      r.fail(`${path}.method`, `"method" must be "${METHOD}", "${HOST_METHODS.join('" or "')}", not ${showValue(method)}.`);
      continue;
    }
    const params = r.record(entry, 'params', path, { required: true });
    if (!params) continue;
    const entryReader = new Reader();
    const result = parseParams(entryReader, params, `${path}.params`, id);
    if (!result.ok) {
      for (const error of result.errors) r.fail(error.path, error.message, error.code);
      continue;
    }
    // Each request is named by its own server (Codex's forwarded ones name it), else by its key;
    // the server every request comes from (a host may add it to the result) heads the set.
    const named = own(params, 'serverName');
    read.push({ key, message: own(params, 'message') as string, header: cut(typeof named === 'string' && named.trim() !== '' ? named : key), request: result.request });
  }
  if (read.length === 0 && r.errors.length === 0) {
    const what = host.length > 0 ? `only ${host.map((h) => `"${h.method}"`).join(', ')}, which the host answers, not a person` : 'no request';
    r.fail(requestsPath, `Nothing here is for a person to answer: "inputRequests" holds ${what}.`);
  }
  return { read, host };
}

const ACCEPT = 'accept';
const DECLINE = 'decline';
/** An entry's choice in a set, in MCP's words: accept it (its fields then show), or decline it. */
const DECISION: ChoiceOption[] = [
  { id: ACCEPT, label: 'Accept', value: ACCEPT, term: 'accept' },
  { id: DECLINE, label: 'Decline', value: DECLINE, term: 'decline' },
];

/**
 * The questions of entry `i` in a set: its decision first (the entry's message, headed by its
 * server or key), then its fields, shown once Accept is chosen. A tool approval's own options
 * are its decision. Left undecided, the entry is sent as cancelled (the set asks first).
 */
function entryQuestions(entry: Read, i: number): { questions: ChoiceQuestion[]; decision: string } {
  const decision = `e${i}`;
  const asked = entry.request.questions;
  if (isRecord(entry.request.meta) && entry.request.meta['approval'] === true) {
    return { decision, questions: [{ ...asked[0]!, id: decision, header: entry.header, optional: true }] };
  }
  const question: ChoiceQuestion = {
    id: decision,
    text: entry.message,
    header: entry.header,
    // A URL-mode entry shows where it goes: its full address.
    ...(entry.request.link !== undefined && { context: entry.request.link }),
    optional: true,
    options: DECISION,
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
  };
  const names = (entry.request.meta as unknown as ElicitationMeta).fields;
  // A lone untitled field asks the form's message, which its decision already asks: it takes its name.
  const text = (q: ChoiceQuestion, j: number) => (q.text === entry.message && names[j] ? names[j]!.name : q.text);
  const fields = asked.map((q, j) => ({ ...q, id: `${decision}.${q.id}`, text: text(q, j), showWhen: { question: decision, options: [ACCEPT] } }));
  return { decision, questions: [question, ...fields] };
}

/** An `InputRequiredResult` or a task in `input_required` (located by `severalAtOnce`) as one request. */
export function parseSeveral(r: Reader, located: NonNullable<ReturnType<typeof severalAtOnce>>, id: string | undefined): ParseResult {
  const { value, base, form } = located;
  let taskId: string | undefined;
  if (form === 'task') {
    taskId = r.string(value, 'taskId', base, { required: true, max: LIMITS.maxLongText });
    const status = own(value, 'status');
    if (status !== 'input_required') {
      r.fail(`${base}.status`, `The task is ${showValue(status)}: it asks for input only while its status is "input_required".`);
      return { ok: false, errors: r.errors };
    }
  }
  const { read, host } = readEntries(r, value, base, id);
  const total = read.length === 1 ? read[0]!.request.questions.length : read.reduce((n, e) => n + 1 + (e.request.meta?.['approval'] === true ? 0 : e.request.questions.length), 0);
  if (total > LIMITS.maxQuestions) r.fail(`${base}.inputRequests`, `These requests need ${total} questions (one per request and per field); at most ${LIMITS.maxQuestions} are shown.`);
  if (r.errors.length > 0) return { ok: false, errors: r.errors };

  const meta = (entries: InputRequestEntry[]): InputRequiredMeta => ({ form, ...(taskId !== undefined && { taskId }), entries, ...(host.length > 0 && { hostRequests: host }) });
  const entryMeta = (e: Read) => ({ key: e.key, elicitation: e.request.meta as unknown as ElicitationMeta, ...(e.request.link !== undefined && { link: e.request.link }) });
  if (read.length === 1) {
    const lone = read[0]!;
    return finishParse(r, () => ({ ...lone.request, id, meta: { ...lone.request.meta, inputRequired: meta([entryMeta(lone)]) } }));
  }
  const questions: ChoiceQuestion[] = [];
  const entries = read.map((e, i) => {
    const built = entryQuestions(e, i);
    questions.push(...built.questions);
    return { ...entryMeta(e), decision: built.decision };
  });
  const statusMessage = form === 'task' ? r.string(value, 'statusMessage', base, { max: LIMITS.maxLongText }) : undefined;
  const title = statusMessage ?? r.string(value, 'serverName', base);
  return finishParse(r, () => ({
    id,
    dialect: 'mcp_elicitation',
    ...(title !== undefined && { title }),
    questions,
    submitMode: 'confirm',
    // An entry left undecided is sent as cancelled, once the person confirms.
    confirmUnanswered: true,
    meta: { fields: [], inputRequired: meta(entries) as unknown as Json },
  }));
}

/** Entry `entry` of a set as the lone request its own elicitation was: its questions under their own ids. */
function entryRequest(request: ChoiceRequest, response: ChoiceResponse, entry: InputRequestEntry): [ChoiceRequest, ChoiceResponse] {
  const prefix = `${entry.decision}.`;
  const approval = entry.elicitation.approval === true;
  const questions = request.questions
    .filter((q) => (approval ? q.id === entry.decision : q.id.startsWith(prefix)))
    .map(({ showWhen: _shown, ...q }) => ({ ...q, id: approval ? 'q0' : q.id.slice(prefix.length) }));
  const answers: ChoiceResponse['answers'] = {};
  for (const q of request.questions) {
    const answer = answerOf(response, q.id);
    if (!answer) continue;
    if (approval && q.id === entry.decision) setOwn(answers, 'q0', answer);
    else if (!approval && q.id.startsWith(prefix)) setOwn(answers, q.id.slice(prefix.length), answer);
  }
  const meta = { ...entry.elicitation } as unknown as Json;
  return [
    { id: request.id, dialect: 'mcp_elicitation', questions, ...(entry.link !== undefined && { link: entry.link }), meta },
    { requestId: request.id, status: 'answered', answers },
  ];
}

/** One entry's `ElicitResult`: the request's decline or cancel for all, else the entry's own decision and answers. */
function entryReply(request: ChoiceRequest, response: ChoiceResponse, entry: InputRequestEntry): ElicitationReply {
  if (response.status === 'declined') return { action: 'decline' };
  if (response.status !== 'answered') return { action: 'cancel' };
  // A lone entry is the whole request.
  if (entry.decision === undefined) return encodeMcpElicitation({ ...request, meta: { ...entry.elicitation } as unknown as Json }, response);
  const chosen = answerOf(response, entry.decision)?.selected ?? [];
  // Undecided (the person confirmed sending it so): dismissed, as MCP's cancel means.
  if (chosen.length === 0) return { action: 'cancel' };
  if (entry.elicitation.approval !== true && !chosen.includes(ACCEPT)) return { action: 'decline' };
  return encodeMcpElicitation(...entryRequest(request, response, entry));
}

/** The reply to a request `parseSeveral` built: each entry's `ElicitResult` under its key (with the task's id). */
export function encodeSeveral(request: ChoiceRequest, response: ChoiceResponse, meta: InputRequiredMeta): InputResponsesReply | TaskUpdateParams {
  const inputResponses: Record<string, ElicitationReply> = {};
  for (const entry of meta.entries) setOwn(inputResponses, entry.key, entryReply(request, response, entry));
  return meta.form === 'task' ? { taskId: meta.taskId!, inputResponses } : { inputResponses };
}
