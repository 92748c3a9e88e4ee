/**
 * `ask_user_question`: 1–4 questions of 2–4 labelled options, each also taking typed text;
 * Claude Code's " (Recommended)" labels and saved `answers` are read too.
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE } from '../../limits.js';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { visibleKey } from '../../text.js';
import { NOTES_ONLY, encodeAskUserQuestion, previewLayout, type AskUserQuestionReply } from './reply.js';
import { answerFromText, answeredResponse, labelled } from '../shared/shapes.js';
import { FLAG, readField, readOptions, requiredText, text, type OptionList } from '../shared/fields.js';
import { detectAskUserQuestion } from './detect.js';

export {
  NOTES_ONLY,
  CANCELLED_MESSAGE,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_DEFAULTS_MESSAGE,
  encodeAskUserQuestion,
  type AskUserQuestionReply,
} from './reply.js';

/** The tool arguments' fields: what the parser reads and the tool's schema states. */
export const ASK_USER_QUESTION_FIELDS = {
  questions: {
    type: 'array',
    minItems: SEED_LIMITS.minQuestions,
    maxItems: SEED_LIMITS.maxQuestions,
    items: {
      question: requiredText(LIMITS.maxLongText),
      // Asked for by the schema, tolerated when missing: a host may relay agents that leave them out.
      header: { type: 'string', minLength: 1, maxLength: LIMITS.maxShortText, required: 'asked' },
      options: {
        type: 'array',
        minItems: SEED_LIMITS.minOptions,
        maxItems: SEED_LIMITS.maxOptions,
        items: { label: requiredText(LIMITS.maxShortText), description: text(LIMITS.maxLongText), preview: text(LIMITS.maxPreviewText) },
        rangeMessage: OPTION_RANGE_MESSAGE,
        required: true,
      },
      multiSelect: { ...FLAG, required: 'asked' },
    },
    rangeMessage: `must have between ${SEED_LIMITS.minQuestions} and ${SEED_LIMITS.maxQuestions} questions`,
    required: true,
  },
} as const;

const QUESTION = ASK_USER_QUESTION_FIELDS.questions.items;

const OPTIONS: OptionList<typeof QUESTION.options.items> = {
  rule: QUESTION.options,
  notObject: (j) => `Option ${j + 1} must be an object with a "label".`,
  labelField: 'label',
  // Compared as a person sees them: "Yes" and "Yes" with a zero-width space are one label.
  alikeLabels: true,
  unique: {
    field: 'label',
    key: (_, option) => option && visibleKey(option.label),
    message: (j, earlier) => `Option ${j + 1} has the same label as option ${earlier + 1}; labels must be unique within a question.`,
  },
  option: ({ label, description, preview }, index) =>
    label === undefined
      ? undefined
      : {
          id: `o${index}`,
          // The reply names options by label, so the value is the label as given.
          ...labelled(label),
          ...(description !== undefined && { description }),
          ...(preview !== undefined && { preview }),
        },
};

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const rawQuestions = readField(r, root, '$', 'questions', ASK_USER_QUESTION_FIELDS.questions);
  const questions: ChoiceQuestion[] = [];
  const seenTexts = new Map<string, number>();
  rawQuestions?.forEach((raw, i) => {
    const path = childPath('$.questions', i);
    if (!isRecord(raw)) {
      return r.fail(path, `Question ${i + 1} must be an object with "question", "header", "options" and "multiSelect".`);
    }
    const question = readQuestion(r, raw, path, i);
    // Checked even when the rest of the question is wrong, so one reply lists every problem.
    const text = own(raw, 'question');
    if (typeof text === 'string' && text.trim() !== '') {
      const earlier = seenTexts.get(text.trim());
      if (earlier !== undefined) {
        r.fail(
          `${path}.question`,
          `Question ${i + 1} has the same text as question ${earlier + 1}; answers are keyed by question text, so each must be unique.`,
        );
      } else seenTexts.set(text.trim(), i);
    }
    if (question) questions.push(question);
  });
  // Claude Code's dialog goes to its Submit tab with questions unanswered (a set, a lone
  // multi-select) after its review warns "Some questions are unanswered"; a lone single choice
  // is sent as it is chosen.
  const skippable = questions.length > 1 || !!questions[0]?.multiple;
  for (const question of questions) {
    if (skippable) question.optional = true;
    if (options.previewFormat === 'html' && question.options.some((o) => o.preview !== undefined)) question.previewFormat = 'html';
  }
  const result = finishParse(r, () => ({
    id: options.id,
    dialect: 'ask_user_question',
    questions,
    ...(skippable && { confirmUnanswered: true }),
  }));
  if (!result.ok) return result;
  const response = readSaved(r, root, result.request);
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  return response ? { ...result, response } : result;
}

function readQuestion(r: Reader, raw: Json, path: string, index: number): ChoiceQuestion | undefined {
  const question = readField(r, raw, path, 'question', QUESTION.question);
  const header = readField(r, raw, path, 'header', QUESTION.header);
  const multiple = readField(r, raw, path, 'multiSelect', QUESTION.multiSelect) ?? false;
  const options = readOptions(r, raw, path, OPTIONS);
  if (question === undefined || options === undefined) return undefined;
  return {
    id: `q${index}`,
    text: question,
    ...(header !== undefined && { header }),
    // Claude Code's preview layout (a single choice with a preview) takes notes, which may be the whole answer.
    ...(previewLayout({ multiple, options }) && { noteField: 'notes' as const }),
    options,
    multiple,
    allowOther: true,
    // Typed text stands in for the minimum (see answerProblem), so 1 holds even with free text.
    minSelections: 1,
    maxSelections: multiple ? options.length : 1,
    defaults: [],
  };
}

/**
 * The answers a saved input already carries (Claude Code writes them into the tool input:
 * `answers` keyed by question text, `annotations` `{notes?, preview?}` keyed the same), as
 * the response the request restores to; `undefined` when it carries none. A question of the
 * preview layout keeps its notes as the answer's own (its `"(notes only)"` is notes alone).
 */
function readSaved(r: Reader, root: Json, request: ChoiceRequest): ChoiceResponse | undefined {
  const saved = r.record(root, 'answers', '$');
  const notes = r.record(root, 'annotations', '$');
  if (!saved) return undefined;
  const byText = new Map(request.questions.map((q) => [q.text, q]));
  const answers: Array<[string, ChoiceAnswer]> = [];
  let withNotes = false;
  for (const key of Object.keys(saved)) {
    const path = childPath('$.answers', key);
    const question = byText.get(key);
    const text = r.string(saved, key, '$.answers', { max: LIMITS.maxLongText });
    if (!question) {
      r.fail(path, `This answer names a question the input does not ask; answers are keyed by question text.`);
      continue;
    }
    if (text === undefined) continue;
    const note = notes && isRecord(own(notes, key)) ? r.string(own(notes, key) as Json, 'notes', childPath('$.annotations', key), { max: LIMITS.maxLongText }) : undefined;
    if (question.noteField === 'notes') {
      const answer = text === NOTES_ONLY ? { selected: [] } : answerFromText(question, text);
      answers.push([question.id, note === undefined ? answer : { ...answer, note }]);
      continue;
    }
    const answer = answerFromText(question, text);
    // The note is the question's: on its first chosen option, where the elements show notes;
    // on the answer itself when only text was typed ("Other"), so it is never dropped.
    if (note !== undefined && answer.selected[0] !== undefined) {
      answer.optionNotes = { [answer.selected[0]]: note };
      withNotes = true;
    } else if (note !== undefined) answer.note = note;
    answers.push([question.id, answer]);
  }
  if (withNotes) request.annotations = { perOption: true, global: false };
  return answeredResponse(request, answers);
}

export const askUserQuestion: Dialect<AskUserQuestionReply> = {
  name: 'ask_user_question',
  capabilities: { cancel: true, timeout: true, timeoutSendsChosen: true, escapeCancels: true },
  detect: detectAskUserQuestion,
  limits: SEED_LIMITS,
  tool: async () => (await import('./tool.js')).default,
  restores: true,
  parse,
  encode: encodeAskUserQuestion,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default askUserQuestion;
