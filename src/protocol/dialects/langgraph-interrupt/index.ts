/**
 * `langgraph_interrupt`: LangGraph's human-in-the-loop interrupts (the Agent Inbox's, LangChain
 * v1's in Python or JS casing), one question per interrupt or action.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, OptionTerm, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, showValue, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { answerOf, choiceQuestion, chosenOption, jsonObjectCopy, textQuestion } from '../shared/shapes.js';
import { toolSubject } from '../../subject.js';
import { answerText } from '../../kinds.js';
import { questionKind } from '../../kind-rules.js';
import { detectLangGraphInterrupt } from './detect.js';
import { argsEdited as argsEditedOf, editFields, editedArgs as editedArgsOf, type EditField } from '../shared/edit-fields.js';

export type HumanResponseType = 'accept' | 'edit' | 'response' | 'ignore';

/** What the graph is resumed with, one per interrupt. */
export type LangGraphHumanResponse =
  | { type: 'accept' | 'ignore'; args: null }
  | { type: 'response'; args: string }
  | { type: 'edit'; args: { action: string; args: Record<string, unknown> } };

type HitlEditedAction = { name: string; args?: Record<string, unknown>; arguments?: Record<string, unknown> };

/** A LangChain v1 `HumanInTheLoopMiddleware` decision (`editedAction` from LangChain JS). */
export type HitlDecision =
  | { type: 'approve' }
  | { type: 'edit'; edited_action: HitlEditedAction }
  | { type: 'edit'; editedAction: HitlEditedAction }
  | { type: 'reject'; message?: string }
  | { type: 'respond'; message: string };

/** What a LangChain v1 interrupt is resumed with. */
export interface HitlResponse {
  decisions: HitlDecision[];
}

/** One interrupt as `request.meta.interrupts` keeps it for the encoder. */
export interface LangGraphInterruptMeta {
  action: string;
  args: Record<string, unknown>;
  /** The question id of each argument's field (Edit sends what they hold). */
  editFields?: EditField[];
  /** The one action the config allows besides a typed reply, if only one. */
  only?: HumanResponseType | HitlDecisionType;
  /** A LangChain v1 action: the keys its arguments and an edit go under, and what typed text is. */
  hitl?: { argsKey: 'args' | 'arguments'; editKey?: 'edited_action' | 'editedAction'; typed?: 'respond' | 'reject' };
}

type HitlDecisionType = 'approve' | 'edit' | 'reject' | 'respond';

/** An option of an interrupt: the decision it sends (its id and value), its word in the strings table, its English label. */
interface ActionOption {
  type: string;
  term: OptionTerm;
  label: string;
}

/** LangChain v1's decisions, in the order they show (Respond only where `respond` is allowed). */
const HITL_OPTIONS: (ActionOption & { type: HitlDecisionType })[] = [
  { type: 'approve', term: 'approve', label: 'Approve' },
  { type: 'edit', term: 'edit', label: 'Edit' },
  { type: 'reject', term: 'reject', label: 'Reject' },
  { type: 'respond', term: 'respond', label: 'Respond' },
];
const HITL_DECISIONS: readonly string[] = ['approve', 'edit', 'reject', 'respond'];

/** The keys of a `HITLRequest` as Python writes them, and as LangChain JS does. */
const HITL_KEYS = {
  python: { requests: 'action_requests', configs: 'review_configs', actionName: 'action_name', allowed: 'allowed_decisions', edit: 'edited_action' },
  js: { requests: 'actionRequests', configs: 'reviewConfigs', actionName: 'actionName', allowed: 'allowedDecisions', edit: 'editedAction' },
} as const;

/** Which casing a `HITLRequest` is in, or undefined when it is none. */
function hitlKeys(value: unknown) {
  if (!isRecord(value)) return undefined;
  if (own(value, HITL_KEYS.python.requests) !== undefined) return HITL_KEYS.python;
  return own(value, HITL_KEYS.js.requests) !== undefined ? HITL_KEYS.js : undefined;
}

/** The Agent Inbox's responses, in the order they show, each with the config flag that allows it. */
const ACTIONS: (ActionOption & { type: HumanResponseType; flag: string })[] = [
  { type: 'accept', term: 'accept', flag: 'allow_accept', label: 'Accept' },
  { type: 'edit', term: 'edit', flag: 'allow_edit', label: 'Edit' },
  { type: 'response', term: 'respond', flag: 'allow_respond', label: 'Respond' },
  { type: 'ignore', term: 'ignore', flag: 'allow_ignore', label: 'Ignore' },
];

/** The list of interrupts in any of the shapes LangGraph hands them over. */
function unwrap(r: Reader, root: unknown): { items: unknown[]; base: string; list: boolean } | undefined {
  if (Array.isArray(root)) return { items: root, base: '$', list: true };
  if (!isRecord(root)) return r.fail('$', 'The interrupt must be an object or a list of them.');
  const streamed = own(root, '__interrupt__');
  if (streamed !== undefined) {
    if (!Array.isArray(streamed) || streamed.length !== 1 || !isRecord(streamed[0])) {
      return r.fail('$.__interrupt__', '"__interrupt__" must hold exactly one interrupt {value}; pass each one on its own.');
    }
    const value = own(streamed[0], 'value');
    return { items: Array.isArray(value) ? value : [value], base: '$.__interrupt__[0].value', list: Array.isArray(value) };
  }
  if (own(root, 'action_request') === undefined && own(root, 'value') !== undefined) {
    const value = own(root, 'value');
    return { items: Array.isArray(value) ? value : [value], base: '$.value', list: Array.isArray(value) };
  }
  return { items: [root], base: '', list: false };
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
  const args = jsonObjectCopy(received);
  if (!args) return r.fail(`${path}.action_request.args`, `"args" must be a JSON object of at most ${LIMITS.maxPayloadChars} characters.`);
  const allowed = new Set<HumanResponseType>();
  if (config) {
    for (const { type, flag } of ACTIONS) if (r.boolean(config, flag, `${path}.config`)) allowed.add(type);
    if (r.boolean(config, 'allow_respond', `${path}.config`)) allowed.add('response');
    if (allowed.size === 0) r.fail(`${path}.config`, 'The config allows no response: at least one of allow_accept, allow_edit, allow_respond, allow_ignore must be true.');
  }
  if (action === undefined || !config || allowed.size === 0) return undefined;

  const actions = ACTIONS.filter((a) => allowed.has(a.type));
  return buildInterrupt({ index, action, args, description, actions, reply: allowed.has('response') ? 'response' : undefined }, { action, args });
}

/**
 * The questions of one action under review, disclosed as the person decides: the decisions
 * its config allows as options; each argument a field shown once Edit is chosen; the Reply
 * shown once the decision that carries text is chosen (`reply`: Respond, or LangChain's Reject
 * where the config allows no Respond, whose message is optional). With a single decision no
 * choice is asked: a reply when one can be typed (falling back to that decision when left
 * empty), else nothing, the request's Submit being that decision; its fields then always show.
 */
function buildInterrupt(
  spec: { index: number; action: string; args: Record<string, unknown>; description: string | undefined; actions: ActionOption[]; reply: string | undefined },
  meta: LangGraphInterruptMeta,
): Built {
  const { index, action, args, description, actions, reply } = spec;
  const id = `q${index}`;
  const text = description ?? `Review the action "${action}".`;
  const textTerm = description === undefined ? { key: 'reviewAction' as const, name: action } : undefined;
  const question = { id, text, ...(textTerm && { textTerm }), header: action, subject: toolSubject(args) };
  const questions: ChoiceQuestion[] = [];
  const choice = actions.length >= 2;
  if (choice) {
    const options: ChoiceOption[] = actions.map((a) => ({ id: a.type, label: a.label, value: a.type, term: a.term }));
    questions.push(choiceQuestion({ ...question, options }));
  } else {
    // Respond alone is the reply itself; any other lone decision (a Reject's message is optional) is what Submit sends.
    const lone = actions[0];
    if (lone && (lone.type !== reply || reply === 'reject')) meta.only = lone.type as LangGraphInterruptMeta['only'];
    if (reply) questions.push(textQuestion({ ...question, ...(meta.only && { optional: true }) }));
  }
  if (actions.some((a) => a.type === 'edit')) {
    const fields = editFields(id, args, choice ? { question: id, options: ['edit'] } : undefined);
    if (fields.length > 0) {
      meta.editFields = fields.map((f) => ({ key: f.key, questionId: f.question.id }));
      questions.push(...fields.map((f) => f.question));
    }
  }
  if (choice && reply) {
    const field = textQuestion({ id: `${id}.reply`, text: 'Reply', textTerm: { key: 'reply' }, optional: reply === 'reject' });
    questions.push({ ...field, showWhen: { question: id, options: [reply] } });
  }
  return { questions, meta };
}

/** LangChain v1's `HITLRequest`: one question group per action request, each with its review config. */
function readHitlRequest(r: Reader, root: Json, base: string, keys: (typeof HITL_KEYS)[keyof typeof HITL_KEYS]): Built[] {
  const at = (key: string) => `${base || '$'}.${key}`;
  const requests = r.array(root, keys.requests, base || '$', { required: true, min: 1, max: LIMITS.maxQuestions, rangeMessage: `must hold between 1 and ${LIMITS.maxQuestions} actions` });
  const configs = r.array(root, keys.configs, base || '$', { required: true, max: LIMITS.maxQuestions, rangeMessage: `must hold at most ${LIMITS.maxQuestions} review configs` });
  if (!requests || !configs) return [];
  const built: Built[] = [];
  requests.forEach((raw, i) => {
    const path = childPath(at(keys.requests), i);
    if (!isRecord(raw)) return r.fail(path, `Action request ${i + 1} must be an object with "name" and "args".`);
    const name = r.string(raw, 'name', path, { required: true, max: LIMITS.maxShortText });
    const argsKey = own(raw, 'args') === undefined && own(raw, 'arguments') !== undefined ? 'arguments' : 'args';
    const args = jsonObjectCopy(r.record(raw, argsKey, path) ?? {});
    if (!args) return r.fail(`${path}.${argsKey}`, `"${argsKey}" must be a JSON object of at most ${LIMITS.maxPayloadChars} characters.`);
    if (name === undefined) return;
    // Matched by name, as the middleware writes one config per action; else by position.
    const byName = configs.findIndex((c) => isRecord(c) && own(c, keys.actionName) === name);
    const k = byName >= 0 ? byName : i;
    const configPath = childPath(at(keys.configs), k);
    const config = configs[k];
    if (!isRecord(config)) return r.fail(configPath, `No review config for the action "${name}": each action needs {${keys.actionName}, ${keys.allowed}}.`);
    const decisions = r.array(config, keys.allowed, configPath, { required: true, min: 1, max: HITL_DECISIONS.length, rangeMessage: 'must allow at least one decision' });
    const allowed = new Set<string>();
    decisions?.forEach((d, j) => {
      if (typeof d !== 'string' || !HITL_DECISIONS.includes(d)) {
        r.fail(childPath(`${configPath}.${keys.allowed}`, j), `A decision must be one of ${HITL_DECISIONS.map((t) => `"${t}"`).join(', ')}; got ${showValue(d)}.`);
      } else allowed.add(d);
    });
    const description = r.string(raw, 'description', path, { max: LIMITS.maxLongText }) ?? r.string(config, 'description', configPath, { max: LIMITS.maxLongText });
    if (allowed.size === 0) return;
    const typed = allowed.has('respond') ? 'respond' : allowed.has('reject') ? 'reject' : undefined;
    const actions = HITL_OPTIONS.filter((a) => allowed.has(a.type));
    const meta: LangGraphInterruptMeta = { action: name, args, hitl: { argsKey, editKey: keys.edit, ...(typed && { typed }) } };
    built.push(buildInterrupt({ index: i, action: name, args, description, actions, reply: typed }, meta));
  });
  return built;
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
  const add = (built: Built | undefined) => {
    if (!built) return;
    questions.push(...built.questions);
    interrupts.push(built.meta);
  };
  const only = list.items.length === 1 ? list.items[0] : undefined;
  const keys = hitlKeys(only);
  if (keys) {
    readHitlRequest(r, only as Json, list.list ? childPath(list.base, 0) : list.base, keys).forEach(add);
  } else {
    list.items.forEach((item, i) => add(readInterrupt(r, item, list.base === '' ? '$' : childPath(list.base, i), i)));
  }
  return finishParse(r, () => ({
    id: options.id,
    dialect: 'langgraph_interrupt',
    questions,
    meta: { interrupts: interrupts as unknown as Json[] },
  }));
}

/** The interrupt's arguments in full, as its Edit fields hold them. */
const editedArgs = (meta: LangGraphInterruptMeta, request: ChoiceRequest, response: ChoiceResponse) => editedArgsOf(meta.args, meta.editFields ?? [], request, response);
const argsEdited = (meta: LangGraphInterruptMeta, request: ChoiceRequest, response: ChoiceResponse) => argsEditedOf(meta.args, meta.editFields, request, response);

/**
 * What the user gave for interrupt `i` (question `q${i}`, if it has one): the chosen option's
 * value, and the typed text (the text question's answer, or the text typed beside the options).
 */
function interruptAnswer(request: ChoiceRequest, response: ChoiceResponse, i: number): { chosen?: string; typed?: string } {
  const question = request.questions.find((q) => q.id === `q${i}`);
  if (!question) return {};
  const answer = answerOf(response, question.id);
  // The Reply shown by its option; a request saved before it existed typed it beside the options.
  const reply = request.questions.find((q) => q.id === `q${i}.reply`);
  const typed = reply
    ? answerText(reply, answerOf(response, reply.id))
    : questionKind(question) === 'text'
      ? answerText(question, answer)
      : answer?.other?.trim() || undefined;
  return { chosen: chosenOption(question, answer)?.value, typed };
}

/**
 * The decision Accept (Approve) stands for: Edit once the arguments were edited, as the
 * Agent Inbox's Edit/Accept card submits an edit once edits are made, so an edit is never
 * dropped by accepting it.
 */
function accepting<T extends string>(type: T, edited: boolean, edit: T): T {
  return edited ? edit : type;
}

/** `ChoiceResponse` → `HumanResponse[]`, or LangChain v1's `{decisions}` (see the module header); `null` when cancelled. */
export function encodeLangGraphInterrupt(request: ChoiceRequest, response: ChoiceResponse): LangGraphHumanResponse[] | HitlResponse | null {
  // No reply resumes the graph: it stays interrupted (LangGraph has no deadline of its own).
  if (response.status !== 'answered') return null;
  const interrupts = (isRecord(request.meta) && Array.isArray(own(request.meta, 'interrupts')) ? own(request.meta, 'interrupts') : []) as LangGraphInterruptMeta[];
  if (interrupts[0]?.hitl) return { decisions: interrupts.map((meta, i) => hitlDecision(request, response, meta, i)) };
  const replies: LangGraphHumanResponse[] = [];
  interrupts.forEach((meta, i) => {
    const { chosen, typed } = interruptAnswer(request, response, i);
    const picked = (chosen as HumanResponseType | undefined) ?? (typed ? undefined : meta.only);
    const type = picked === 'accept' ? accepting<HumanResponseType>(picked, argsEdited(meta, request, response), 'edit') : picked;
    if (type === 'edit') replies.push({ type, args: { action: meta.action, args: editedArgs(meta, request, response) } });
    else if (type === 'accept' || type === 'ignore') replies.push({ type, args: null });
    else if (typed) replies.push({ type: 'response', args: typed });
    else throw new TypeError(`Interrupt ${i + 1} of request "${request.id}" has no answer to encode.`);
  });
  return replies;
}

/** One LangChain v1 decision: the chosen option; else typed text (a response, or a rejection's message); else the one action allowed. */
function hitlDecision(request: ChoiceRequest, response: ChoiceResponse, meta: LangGraphInterruptMeta, i: number): HitlDecision {
  const { chosen, typed } = interruptAnswer(request, response, i);
  const picked = (chosen as HitlDecisionType | undefined) ?? (typed ? meta.hitl!.typed : meta.only);
  const type = picked === 'approve' ? accepting<HitlDecisionType>(picked, argsEdited(meta, request, response), 'edit') : picked;
  if (type === 'approve') return { type };
  if (type === 'edit') {
    const edited = { name: meta.action, [meta.hitl!.argsKey]: editedArgs(meta, request, response) };
    // A meta without editKey (a request saved before it existed) is Python's.
    return meta.hitl!.editKey === 'editedAction' ? { type, editedAction: edited } : { type, edited_action: edited };
  }
  if (type === 'reject') return typed ? { type, message: typed } : { type };
  if (type === 'respond' && typed) return { type, message: typed };
  throw new TypeError(`Action ${i + 1} of request "${request.id}" has no decision to encode.`);
}

export const langGraphInterrupt: Dialect<LangGraphHumanResponse[] | HitlResponse | null> = {
  name: 'langgraph_interrupt',
  capabilities: { cancel: true, timeout: false },
  detect: detectLangGraphInterrupt,
  limits: { minQuestions: 1, maxQuestions: LIMITS.maxQuestions, minOptions: 1, maxOptions: 4, note: 'one question per interrupt or action; the options are the decisions its config allows' },
  parse,
  encode: encodeLangGraphInterrupt,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default langGraphInterrupt;
