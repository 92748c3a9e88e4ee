/**
 * `codex_request_user_input`: Codex's `request_user_input` (tool arguments, core event, or the
 * app server's `item/tool/requestUserInput` request or its params), replied as Codex's own
 * overlay fills `RequestUserInputResponse`.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, childPath, isRecord, own, setOwn, showValue, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { answerOf, answerParts, choiceQuestion, labelled, textQuestion } from '../shared/shapes.js';
import { APP_SERVER_METHOD, detectCodexRequestUserInput } from './detect.js';

/**
 * A question Codex does not wait on (`isBlocking: false`) resolves itself when left alone:
 * its overlay waits 60 seconds, counts down 60 more ("auto-resolves in 58s" …), then sends
 * `{"answers": {}}`. Seen so in Codex 0.171.0's TUI (the overlay its build places in
 * codex-rs/tui/src/bottom_pane/request_user_input/mod.rs, tag rust-v0.171.0): left alone, the
 * empty answer reached the model 120.2 s after the question.
 */
const NON_BLOCKING_MS = 120_000;

/** How Codex's overlay marks typed text (a note), and names its "Other" row. */
const CODEX_NOTE_PREFIX = 'user_note: ';
const CODEX_OTHER_LABEL = 'None of the above';

export interface CodexUserInputResponse {
  answers: Record<string, { answers: string[] }>;
}

function readOptions(r: Reader, raw: Json, path: string): ChoiceOption[] {
  const list = r.array(raw, 'options', path, { max: LIMITS.maxOptions, rangeMessage: `may hold at most ${LIMITS.maxOptions} options` });
  const options: ChoiceOption[] = [];
  list?.forEach((o, j) => {
    const op = childPath(`${path}.options`, j);
    if (!isRecord(o)) return r.fail(op, `Option ${j + 1} must be an object with "label" and "description".`);
    const label = r.string(o, 'label', op, { required: true });
    const description = r.string(o, 'description', op, { max: LIMITS.maxLongText });
    if (label !== undefined) options.push({ id: `o${j}`, ...labelled(label), ...(description !== undefined && { description }) });
  });
  return options;
}

/** The request's params: the payload itself, or the `params` of the app server's JSON-RPC request. */
function paramsOf(r: Reader, outer: Json): { root: Json; base: string } | undefined {
  const method = own(outer, 'method');
  if (method === undefined) return { root: outer, base: '$' };
  if (method !== APP_SERVER_METHOD) return r.fail('$.method', `"method" must be "${APP_SERVER_METHOD}", not ${showValue(method)}.`);
  const params = r.record(outer, 'params', '$', { required: true });
  return params && { root: params, base: '$.params' };
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const outer = r.root(payload, 'The request');
  if (!outer) return { ok: false, errors: r.errors };
  const unwrapped = paramsOf(r, outer);
  if (!unwrapped) return { ok: false, errors: r.errors };
  const { root, base } = unwrapped;
  const list = r.array(root, 'questions', base, {
    required: true,
    min: 1,
    max: LIMITS.maxQuestions,
    rangeMessage: `must have between 1 and ${LIMITS.maxQuestions} questions`,
  });
  // Codex waits unless told not to: its app server sends `isBlocking` with every request
  // (true in Plan mode, false in Default mode); one from before `isBlocking` has none, and
  // waits. `autoResolutionMs`, deprecated, is left alone: Codex sends it null.
  const blocking = r.boolean(root, 'isBlocking', base) ?? true;
  const questions: ChoiceQuestion[] = [];
  const ids: string[] = [];
  const others: boolean[] = [];
  list?.forEach((raw, i) => {
    const path = childPath(`${base}.questions`, i);
    if (!isRecord(raw)) return r.fail(path, `Question ${i + 1} must be an object with "id", "header" and "question".`);
    const id = r.string(raw, 'id', path, { required: true });
    const header = r.string(raw, 'header', path);
    const text = r.string(raw, 'question', path, { required: true, max: LIMITS.maxLongText });
    // Codex's handler sets it on every question with options, so free text is always taken;
    // only an explicit false leaves out the "None of the above" row a typed answer goes under.
    const isOther = r.boolean(raw, 'isOther', path) ?? true;
    const isSecret = r.boolean(raw, 'isSecret', path) ?? false;
    const opts = readOptions(r, raw, path);
    if (id !== undefined && ids.includes(id)) r.fail(`${path}.id`, `Question id "${id}" is used twice; answers are keyed by id, so each must be unique.`);
    if (id === undefined || text === undefined) return;
    ids.push(id);
    others.push(isOther);
    // Codex's overlay sends with any question unanswered (`answers: []`) once the user
    // confirms "Submit with unanswered questions?" (see confirmUnanswered below).
    const spec = { id: `q${i}`, text, ...(header !== undefined && { header }), optional: true };
    // Codex takes notes beside a chosen option (its TUI), so typed text is always accepted with options.
    // A lone option is the hint of a typed answer (a choice has two options at least).
    const typed = { ...spec, ...(opts[0] && { placeholder: opts[0].label }), ...(isSecret && { secret: true }) };
    questions.push(opts.length >= 2 ? choiceQuestion({ ...spec, options: opts, allowOther: true }) : textQuestion(typed));
  });
  return finishParse(r, () => ({
    id: options.id,
    dialect: 'codex_request_user_input',
    questions,
    confirmUnanswered: true,
    ...(!blocking && { timeoutMs: NON_BLOCKING_MS, timeoutAction: 'cancel' as const }),
    meta: { ids, others },
  }));
}

/** `ChoiceResponse` → `RequestUserInputResponse` (see the module header); `null` when cancelled. */
export function encodeCodexRequestUserInput(request: ChoiceRequest, response: ChoiceResponse): CodexUserInputResponse | null {
  if (cancelledOrDeclined(response.status)) return null;
  // Left alone until Codex resolves it: what its overlay sends then, no answers.
  if (response.status === 'timeout') return { answers: {} };
  const ids = isRecord(request.meta) && Array.isArray(request.meta['ids']) ? (request.meta['ids'] as string[]) : [];
  if (ids.length !== request.questions.length) {
    throw new TypeError(`Request "${request.id}" has no Codex question ids; encode only requests the codex_request_user_input parser built.`);
  }
  const others = isRecord(request.meta) && Array.isArray(request.meta['others']) ? (request.meta['others'] as unknown[]) : [];
  const answers: Record<string, { answers: string[] }> = {};
  request.questions.forEach((question, i) => {
    const answer = answerOf(response, question.id);
    const parts = answerParts(question, answer);
    // Every typed text is a note, trimmed, as Codex's overlay sends it with options or
    // without (the model reads a bare string beside options as one more label). The parts
    // end with it: a typed answer's text, or the text typed beside options.
    const typed = question.options.length === 0 || answer?.other?.trim() ? parts.pop()?.trim() : undefined;
    if (typed) {
      if (parts.length === 0 && question.options.length > 0 && others[i] !== false) parts.push(CODEX_OTHER_LABEL);
      parts.push(`${CODEX_NOTE_PREFIX}${typed}`);
    }
    setOwn(answers, ids[i]!, { answers: parts });
  });
  return { answers };
}

export const codexRequestUserInput: Dialect<CodexUserInputResponse | null> = {
  name: 'codex_request_user_input',
  // It times out only where Codex does not wait (`isBlocking: false`).
  capabilities: { cancel: true, timeout: true, escapeCancels: true },
  detect: detectCodexRequestUserInput,
  limits: { minQuestions: 1, maxQuestions: LIMITS.maxQuestions, minOptions: 0, maxOptions: LIMITS.maxOptions, note: 'no options: a typed answer' },
  parse,
  encode: encodeCodexRequestUserInput,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default codexRequestUserInput;
