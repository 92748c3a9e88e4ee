/**
 * `vscode_ask_questions`: VS Code's `vscode_askQuestions` tool (Copilot Chat's "Ask Clarifying
 * Questions"), replied as its carousel's answers are converted for the model: keyed by header.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, setOwn, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { answerOf, choiceQuestion, textQuestion } from '../shared/shapes.js';
import { answerText } from '../../kinds.js';
import { detectVscodeAskQuestions } from './detect.js';

/** One question's answer as the tool gives it to the model (`IQuestionAnswer`). */
export interface VscodeQuestionAnswer {
  selected: string[];
  freeText: string | null;
  skipped: boolean;
}

/** The tool's result (`IAnswerResult`): every question's answer under its header. */
export interface VscodeAskQuestionsResult {
  answers: Record<string, VscodeQuestionAnswer>;
}

/** What `request.meta` keeps: each question's header as the agent wrote it (the reply's keys). */
export interface VscodeAskQuestionsMeta {
  headers: string[];
}

/** VS Code shows a header cut at 75 characters, with "..." (its `HardLimits.header`); the reply keeps it whole. */
const SHOWN_HEADER = 75;
const shownHeader = (header: string) => (header.length > SHOWN_HEADER ? `${header.slice(0, SHOWN_HEADER - 3)}...` : header);

const SKIPPED: VscodeQuestionAnswer = { selected: [], freeText: null, skipped: true };

function readOptions(r: Reader, raw: Json, path: string): ChoiceOption[] | undefined {
  const list = r.array(raw, 'options', path, { max: LIMITS.maxOptions, rangeMessage: `may hold at most ${LIMITS.maxOptions} options` });
  const options: ChoiceOption[] = [];
  list?.forEach((o, j) => {
    const op = childPath(`${path}.options`, j);
    if (!isRecord(o)) return r.fail(op, `Option ${j + 1} must be an object with "label".`);
    const label = r.string(o, 'label', op, { required: true });
    const description = r.string(o, 'description', op, { max: LIMITS.maxLongText });
    const recommended = r.boolean(o, 'recommended', op);
    if (label === undefined) return;
    if (options.some((p) => p.value === label)) return r.fail(`${op}.label`, `Option "${label}" is listed twice; answers name options by label.`);
    options.push({ id: `o${j}`, label, value: label, ...(description && { description }), ...(recommended && { recommended }) });
  });
  return list && options;
}

function readQuestion(r: Reader, raw: Json, path: string, index: number): { question: ChoiceQuestion; header: string } | undefined {
  const header = r.string(raw, 'header', path, { required: true, max: LIMITS.maxLongText });
  const text = r.string(raw, 'question', path, { required: true, max: LIMITS.maxLongText });
  // Markdown in VS Code, shown as text here (text from an agent is never markup).
  const message = r.string(raw, 'message', path, { max: LIMITS.maxLongText });
  const multiple = r.boolean(raw, 'multiSelect', path) ?? false;
  const allowed = r.boolean(raw, 'allowFreeformInput', path);
  // VS Code takes typed text unless told not to; a lone option only where it is said outright.
  const freeform = allowed ?? true;
  const listed = own(raw, 'options');
  const options = readOptions(r, raw, path) ?? [];
  // Counted as sent: an option refused on its own is not a lone option.
  if (Array.isArray(listed) && listed.length === 1 && allowed !== true) {
    r.fail(`${path}.options`, `Question "${header ?? index + 1}" must have at least two options, or set allowFreeformInput when providing a single option, or omit options for free text input.`);
  }
  if (header === undefined || text === undefined) return undefined;
  // Every question may be skipped: VS Code's carousel always allows it.
  const spec = { id: `q${index}`, text, header: shownHeader(header), ...(message !== undefined && { context: message }), optional: true };
  if (options.length < 2) {
    // A lone option is a typed answer's hint, the answer that names it sent as chosen (as VS Code reads a typed label).
    return { header, question: textQuestion({ ...spec, ...(options[0] && { placeholder: options[0].label }) }) };
  }
  // VS Code starts with its recommended options chosen (the carousel's default value).
  const recommended = options.filter((o) => o.recommended).map((o) => o.id);
  const question = choiceQuestion({ ...spec, options, multiple, allowOther: freeform });
  return { header, question: { ...question, defaults: multiple ? recommended : recommended.slice(0, 1) } };
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The tool input');
  if (!root) return { ok: false, errors: r.errors };
  const list = r.array(root, 'questions', '$', {
    required: true,
    min: 1,
    max: LIMITS.maxQuestions,
    rangeMessage: `must have between 1 and ${LIMITS.maxQuestions} questions`,
  });
  const questions: ChoiceQuestion[] = [];
  const headers: string[] = [];
  list?.forEach((raw, i) => {
    const path = childPath('$.questions', i);
    if (!isRecord(raw)) return r.fail(path, `Question ${i + 1} must be an object with "header" and "question".`);
    const read = readQuestion(r, raw, path, i);
    if (!read) return;
    if (headers.includes(read.header)) return r.fail(`${path}.header`, `Header "${read.header}" is used twice; answers are keyed by header, so each must be unique.`);
    headers.push(read.header);
    questions.push(read.question);
  });
  return finishParse(r, () => {
    const meta: VscodeAskQuestionsMeta = { headers };
    return { id: options.id, dialect: 'vscode_ask_questions', questions, meta: { ...meta } };
  });
}

/** One answer as VS Code converts its carousel's: chosen labels, typed text, or skipped. */
function answerFor(question: ChoiceQuestion, response: ChoiceResponse): VscodeQuestionAnswer {
  const answer = answerOf(response, question.id);
  if (!answer) return SKIPPED;
  if (question.options.length === 0) {
    const text = answerText(question, answer);
    if (!text) return SKIPPED;
    // Typed text that is the lone option's label is that option, chosen.
    return question.placeholder !== undefined && text === question.placeholder ? { selected: [text], freeText: null, skipped: false } : { selected: [], freeText: text, skipped: false };
  }
  const chosen = new Set(answer.selected);
  const selected = question.options.filter((o) => chosen.has(o.id)).map((o) => o.value);
  const typed = answer.other?.trim() || null;
  if (selected.length === 0 && !typed) return SKIPPED;
  // A single choice's typed text stands instead of the option, as VS Code reads its freeform value first.
  return { selected: question.multiple || !typed ? selected : [], freeText: typed, skipped: false };
}

/** `ChoiceResponse` → the tool's result: every header keyed; "Skip all" (a cancel) skips every question. */
export function encodeVscodeAskQuestions(request: ChoiceRequest, response: ChoiceResponse): VscodeAskQuestionsResult {
  const headers = isRecord(request.meta) && Array.isArray(own(request.meta, 'headers')) ? (own(request.meta, 'headers') as string[]) : request.questions.map((q) => q.header ?? q.id);
  const answers: Record<string, VscodeQuestionAnswer> = {};
  request.questions.forEach((question, i) => setOwn(answers, headers[i] ?? question.id, response.status === 'answered' ? answerFor(question, response) : { ...SKIPPED }));
  return { answers };
}

export const vscodeAskQuestions: Dialect<VscodeAskQuestionsResult> = {
  name: 'vscode_ask_questions',
  capabilities: { cancel: true, timeout: false },
  detect: detectVscodeAskQuestions,
  limits: { minQuestions: 1, maxQuestions: LIMITS.maxQuestions, minOptions: 0, maxOptions: LIMITS.maxOptions, note: 'no options, or one with free text: a typed answer' },
  parse,
  encode: encodeVscodeAskQuestions,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default vscodeAskQuestions;
