/**
 * `gemini_ask_user`: Gemini CLI's `ask_user` tool; the reply is what its dialog hands the tool,
 * answers keyed by question index.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, childPath, isRecord, setOwn, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { answerOf, answerParts, choiceQuestion, labelled, optionsFromStrings, textQuestion } from '../shared/shapes.js';
import { detectGeminiAskUser } from './detect.js';

/** Gemini CLI's own limits (its schema and `validateToolParamValues`). */
export const GEMINI_LIMITS = { minQuestions: 1, maxQuestions: 4, minOptions: 2, maxOptions: 4 } as const;

export type GeminiAskUserReply = { answers: Record<string, string> } | { dismissed: true; answers: Record<string, string> };

const TYPES = ['choice', 'text', 'yesno'] as const;

/** Gemini's own normalization: double-escaped line breaks become line breaks. */
const unescape = (text: string | undefined) => text?.replace(/\\r\\n/g, '\n').replace(/\\n/g, '\n');

function readQuestion(r: Reader, raw: Json, path: string, index: number, inSet: boolean): ChoiceQuestion | undefined {
  const text = unescape(r.string(raw, 'question', path, { required: true, max: LIMITS.maxLongText }));
  const header = unescape(r.string(raw, 'header', path));
  const placeholder = unescape(r.string(raw, 'placeholder', path, { max: LIMITS.maxLongText }));
  const multiple = r.boolean(raw, 'multiSelect', path) ?? false;
  const declared = r.oneOf(raw, 'type', path, TYPES);
  const rawOptions = r.array(raw, 'options', path);
  const type = declared ?? (rawOptions && rawOptions.length > 0 ? 'choice' : 'text');
  if (type === 'choice' && (!rawOptions || rawOptions.length < GEMINI_LIMITS.minOptions || rawOptions.length > GEMINI_LIMITS.maxOptions)) {
    r.fail(`${path}.options`, `A "choice" question needs between ${GEMINI_LIMITS.minOptions} and ${GEMINI_LIMITS.maxOptions} options; it has ${rawOptions?.length ?? 0}.`);
  }
  const options: ChoiceOption[] = [];
  if (type === 'choice') {
    rawOptions?.forEach((o, j) => {
      const op = childPath(`${path}.options`, j);
      if (!isRecord(o)) return r.fail(op, `Option ${j + 1} must be an object with "label" and "description".`);
      const label = unescape(r.string(o, 'label', op, { required: true }));
      const description = unescape(r.string(o, 'description', op, { max: LIMITS.maxLongText }));
      if (label !== undefined) options.push({ id: `o${j}`, ...labelled(label), ...(description && { description: description.trim() }) });
    });
  }
  if (text === undefined) return undefined;
  // What Gemini's dialog sends unanswered: in a set, any question (its review step warns of
  // them, then submits); alone, an empty text or a multi-select's Done with nothing checked.
  const optional = inSet || type === 'text' || (type === 'choice' && multiple);
  const spec = { id: `q${index}`, text, ...(header !== undefined && { header }), ...(placeholder !== undefined && { placeholder }), ...(optional && { optional }) };
  if (type === 'text') return textQuestion(spec);
  // Gemini's dialog shows a yes/no question as the rows Yes, No and its typed "Other" row.
  if (type === 'yesno') return choiceQuestion({ ...spec, options: optionsFromStrings(['Yes', 'No']), allowOther: true });
  const choice = choiceQuestion({ ...spec, options, multiple, allowOther: true });
  // Gemini's dialog offers "All of the above" after a multi-select's options (and sends their labels).
  if (multiple && options.length > 1) choice.selectAll = true;
  return choice;
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const list = r.array(root, 'questions', '$', {
    required: true,
    min: GEMINI_LIMITS.minQuestions,
    max: GEMINI_LIMITS.maxQuestions,
    rangeMessage: `must have between ${GEMINI_LIMITS.minQuestions} and ${GEMINI_LIMITS.maxQuestions} questions`,
  });
  const questions: ChoiceQuestion[] = [];
  list?.forEach((raw, i) => {
    const path = childPath('$.questions', i);
    if (!isRecord(raw)) return r.fail(path, `Question ${i + 1} must be an object with "question", "header" and "type".`);
    const question = readQuestion(r, raw, path, i, list.length > 1);
    if (question) questions.push(question);
  });
  const inSet = questions.length > 1;
  return finishParse(r, () => ({ id: options.id, dialect: 'gemini_ask_user', questions, ...(inSet && { confirmUnanswered: true }) }));
}

/** `ChoiceResponse` → `{answers}` keyed by question index (see the module header). */
export function encodeGeminiAskUser(request: ChoiceRequest, response: ChoiceResponse): GeminiAskUserReply {
  if (cancelledOrDeclined(response.status)) return { dismissed: true, answers: {} };
  const answers: Record<string, string> = {};
  request.questions.forEach((question, index) => {
    const text = answerParts(question, answerOf(response, question.id)).join(', ');
    if (text !== '') setOwn(answers, String(index), text);
  });
  return { answers };
}

export const geminiAskUser: Dialect<GeminiAskUserReply> = {
  name: 'gemini_ask_user',
  capabilities: { cancel: true, timeout: false, escapeCancels: true },
  detect: detectGeminiAskUser,
  limits: { ...GEMINI_LIMITS, note: 'options only for `type: "choice"`' },
  parse,
  encode: encodeGeminiAskUser,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default geminiAskUser;
