/**
 * `langgraph_interrupt`: LangGraph's human-in-the-loop interrupt as the Agent Inbox and
 * `langgraph.prebuilt.interrupt` define it. One `HumanInterrupt`
 * `{action_request: {action, args}, config: {allow_accept, allow_edit, allow_respond,
 * allow_ignore}, description?}` or a list of them (as `interrupt([request])` sends), also
 * wrapped as LangGraph streams it: an `Interrupt` `{value, id?}` or `{__interrupt__: [Interrupt]}`.
 *
 * Each interrupt is one question offering only what its config allows: Accept, Edit and
 * Ignore as options, a typed reply when `allow_respond`. With only one of the three allowed,
 * the question is the typed reply (left empty, that action is sent), or, with no reply
 * allowed either, none: Submit sends that action. With `allow_edit` each argument is a
 * field of its own starting at its value, sent when the user chooses Edit.
 *
 * Reply: `HumanResponse[]`, one per interrupt in order, as the Agent Inbox resumes the
 * graph: `{type: "accept", args: null}`, `{type: "ignore", args: null}`,
 * `{type: "response", args: "<text>"}`, `{type: "edit", args: {action, args}}`. A chosen
 * option wins over text typed beside it. A field left as it started keeps its value; an
 * edited one is read as JSON when the original value was not a string and the text is
 * valid JSON, else kept as the text typed. `null`
 * when cancelled or timed out: the graph stays interrupted.
 */
import { LIMITS } from '../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, OptionTerm, ParseResult } from '../model.js';
import { Reader, childPath, isRecord, own, setOwn, type Json } from '../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../dialect.js';
import { randomId } from '../ids.js';
import { answerOf, argumentsText, choiceQuestion, chosenOption, jsonCopy, textQuestion } from './shapes.js';
import { answerText, questionKind } from '../kinds.js';

export type HumanResponseType = 'accept' | 'edit' | 'response' | 'ignore';

/** What the graph is resumed with, one per interrupt. */
export type LangGraphHumanResponse =
  | { type: 'accept' | 'ignore'; args: null }
  | { type: 'response'; args: string }
  | { type: 'edit'; args: { action: string; args: Record<string, unknown> } };

/** One interrupt as `request.meta.interrupts` keeps it for the encoder. */
export interface LangGraphInterruptMeta {
  action: string;
  args: Record<string, unknown>;
  /** The question id of each argument's field (Edit sends what they hold). */
  editFields?: { key: string; questionId: string }[];
  /** The one action the config allows besides a typed reply, if only one. */
  only?: HumanResponseType;
}

const ACTIONS: { type: HumanResponseType & OptionTerm; flag: string; label: string }[] = [
  { type: 'accept', flag: 'allow_accept', label: 'Accept' },
  { type: 'edit', flag: 'allow_edit', label: 'Edit' },
  { type: 'ignore', flag: 'allow_ignore', label: 'Ignore' },
];

/**
 * A field per argument, starting at its value (JSON for what is not a string), so Edit
 * sends what the fields then hold. An argument whose text would pass the long-text limit
 * gets no field: it is sent unchanged.
 */
function editFields(id: string, args: Record<string, unknown>): { key: string; question: ChoiceQuestion }[] {
  const fields: { key: string; question: ChoiceQuestion }[] = [];
  for (const key of Object.keys(args)) {
    const value = args[key];
    const shown = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    if (key.length > LIMITS.maxShortText || shown === undefined || shown.length > LIMITS.maxLongText) continue;
    fields.push({ key, question: textQuestion({ id: `${id}.args.${key}`, text: key, header: key, default: shown, optional: true }) });
  }
  return fields.length < LIMITS.maxQuestions ? fields : [];
}

/** The list of interrupts in any of the shapes LangGraph hands them over. */
function unwrap(r: Reader, root: unknown): { items: unknown[]; base: string } | undefined {
  if (Array.isArray(root)) return { items: root, base: '$' };
  if (!isRecord(root)) return r.fail('$', 'The interrupt must be an object or a list of them.');
  const streamed = own(root, '__interrupt__');
  if (streamed !== undefined) {
    if (!Array.isArray(streamed) || streamed.length !== 1 || !isRecord(streamed[0])) {
      return r.fail('$.__interrupt__', '"__interrupt__" must hold exactly one interrupt {value}; pass each one on its own.');
    }
    const value = own(streamed[0], 'value');
    return { items: Array.isArray(value) ? value : [value], base: '$.__interrupt__[0].value' };
  }
  if (own(root, 'action_request') === undefined && own(root, 'value') !== undefined) {
    const value = own(root, 'value');
    return { items: Array.isArray(value) ? value : [value], base: '$.value' };
  }
  return { items: [root], base: '' };
}

interface Built {
  questions: ChoiceQuestion[];
  meta: LangGraphInterruptMeta;
}

function readInterrupt(r: Reader, raw: unknown, path: string, index: number): Built | undefined {
  if (!isRecord(raw)) return r.fail(path, `Interrupt ${index + 1} must be an object with "action_request" and "config".`);
  const request = r.record(raw, 'action_request', path, { required: true });
  const config = r.record(raw, 'config', path, { required: true });
  const description = r.string(raw, 'description', path, { max: LIMITS.maxLongText });
  const action = request ? r.string(request, 'action', `${path}.action_request`, { required: true }) : undefined;
  const received = request ? (r.record(request, 'args', `${path}.action_request`) ?? {}) : {};
  // Kept for the edit reply, so it must be plain JSON (it is, from LangGraph).
  const args = jsonCopy(received) as Record<string, unknown> | undefined;
  if (!args) return r.fail(`${path}.action_request.args`, `"args" must be JSON data of at most ${LIMITS.maxPayloadChars} characters.`);
  const allowed = new Set<HumanResponseType>();
  if (config) {
    for (const { type, flag } of ACTIONS) if (r.boolean(config, flag, `${path}.config`)) allowed.add(type);
    if (r.boolean(config, 'allow_respond', `${path}.config`)) allowed.add('response');
    if (allowed.size === 0) r.fail(`${path}.config`, 'The config allows no response: at least one of allow_accept, allow_edit, allow_respond, allow_ignore must be true.');
  }
  if (action === undefined || !config || allowed.size === 0) return undefined;

  const id = `q${index}`;
  const actions = ACTIONS.filter((a) => allowed.has(a.type));
  const text = description ?? `Review the action "${action}".`;
  const textTerm = description === undefined ? { key: 'reviewAction' as const, name: action } : undefined;
  const context = argumentsText(args);
  const respond = allowed.has('response');
  const spec = { id, text, ...(textTerm && { textTerm }), header: action, ...(context !== undefined && { context }) };
  const meta: LangGraphInterruptMeta = { action, args };
  const questions: ChoiceQuestion[] = [];
  if (actions.length >= 2) {
    const options: ChoiceOption[] = actions.map((a) => ({ id: a.type, label: a.label, value: a.type, term: a.type }));
    questions.push(choiceQuestion({ ...spec, options, allowOther: respond }));
  } else {
    // One action (a choice has two options at least): a reply when one is typed, else that action;
    // with no reply allowed either, the request's Submit is that action.
    if (actions[0]) meta.only = actions[0].type;
    if (respond) questions.push(textQuestion({ ...spec, ...(actions[0] && { optional: true }) }));
  }
  if (allowed.has('edit')) {
    const fields = editFields(id, args);
    if (fields.length > 0) {
      meta.editFields = fields.map((f) => ({ key: f.key, questionId: f.question.id }));
      questions.push(...fields.map((f) => f.question));
    }
  }
  return { questions, meta };
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  let root: unknown = payload;
  // A list is a payload too, and Reader.root takes objects only: JSON text is read here.
  if (typeof payload === 'string') {
    if (payload.length > LIMITS.maxPayloadChars) return { ok: false, errors: [{ path: '$', message: `The interrupt is ${payload.length} characters long; the limit is ${LIMITS.maxPayloadChars}.` }] };
    try {
      root = JSON.parse(payload);
    } catch (error) {
      return { ok: false, errors: [{ path: '$', message: `The interrupt is not valid JSON (${error instanceof Error ? error.message : String(error)}).` }] };
    }
  }
  const list = unwrap(r, root);
  if (!list) return { ok: false, errors: r.errors };
  if (list.items.length < 1 || list.items.length > LIMITS.maxQuestions) {
    r.fail(list.base || '$', `An interrupt list must hold between 1 and ${LIMITS.maxQuestions} interrupts; it holds ${list.items.length}.`);
    return { ok: false, errors: r.errors };
  }
  const questions: ChoiceQuestion[] = [];
  const interrupts: LangGraphInterruptMeta[] = [];
  list.items.forEach((item, i) => {
    const path = list.base === '' ? '$' : childPath(list.base, i);
    const built = readInterrupt(r, item, path, i);
    if (built) {
      questions.push(...built.questions);
      interrupts.push(built.meta);
    }
  });
  return finishParse(r, () => ({
    id: options.id ?? randomId('interrupt'),
    dialect: 'langgraph_interrupt',
    questions,
    meta: { interrupts: interrupts as unknown as Json[] },
  }));
}

/** An edited argument: JSON when the original was not a string and the text parses, else the text. */
function editedValue(original: unknown, text: string): unknown {
  if (typeof original === 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function editedArgs(meta: LangGraphInterruptMeta, request: ChoiceRequest, response: ChoiceResponse): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const key of Object.keys(meta.args)) setOwn(args, key, meta.args[key]);
  for (const { key, questionId } of meta.editFields ?? []) {
    const question = request.questions.find((q) => q.id === questionId);
    const text = question && answerText(question, answerOf(response, questionId));
    // A field left as it started keeps the value exactly (a number stays a number).
    if (text !== undefined && text !== question!.default) setOwn(args, key, editedValue(meta.args[key], text));
  }
  return args;
}

/** `ChoiceResponse` → `HumanResponse[]` (see the module header); `null` when cancelled. */
export function encodeLangGraphInterrupt(request: ChoiceRequest, response: ChoiceResponse): LangGraphHumanResponse[] | null {
  // No reply resumes the graph: it stays interrupted (LangGraph has no deadline of its own).
  if (response.status !== 'answered') return null;
  const interrupts = (isRecord(request.meta) && Array.isArray(own(request.meta, 'interrupts')) ? own(request.meta, 'interrupts') : []) as LangGraphInterruptMeta[];
  const replies: LangGraphHumanResponse[] = [];
  interrupts.forEach((meta, i) => {
    const question = request.questions.find((q) => q.id === `q${i}`);
    const answer = question && answerOf(response, question.id);
    const typed = question && questionKind(question) === 'text' ? answerText(question, answer) : answer?.other?.trim() || undefined;
    const type = (question && (chosenOption(question, answer)?.value as HumanResponseType | undefined)) ?? (typed ? undefined : meta.only);
    const text = typed;
    if (type === 'edit') replies.push({ type, args: { action: meta.action, args: editedArgs(meta, request, response) } });
    else if (type === 'accept' || type === 'ignore') replies.push({ type, args: null });
    else if (text) replies.push({ type: 'response', args: text });
    else throw new TypeError(`Interrupt ${i + 1} of request "${request.id}" has no answer to encode.`);
  });
  return replies;
}

export const langGraphInterrupt: Dialect<LangGraphHumanResponse[] | null> = {
  name: 'langgraph_interrupt',
  capabilities: { cancel: true, timeout: false },
  parse,
  encode: encodeLangGraphInterrupt,
};
