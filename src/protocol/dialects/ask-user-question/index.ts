/**
 * `ask_user_question` (seed 001): 1–4 questions, each with 2–4 labelled options, answered
 * together as one tool result.
 *
 * Input (the tool arguments, as an object or JSON text):
 * `{ questions: [{ question, header, options: [{ label, description?, preview? }], multiSelect }] }`.
 * Every question also takes free text (REQ-AUQ-002, "free-text input as alternative").
 * Question texts must be unique within a request because the reply is keyed by them, and
 * labels unique within a question because the reply names options by label. `header` and
 * `multiSelect` are asked for by the tool schema but tolerated when missing (no header;
 * single select), since a host may relay payloads from agents that leave them out.
 *
 * Claude Code's conventions are read too: a label ending in " (Recommended)" shows without
 * the suffix, marked recommended, and is replied with the label exactly as given; an input
 * that already carries `answers` (and `annotations` notes), as a saved transcript does,
 * restores as answered (`ParseResult.response`).
 *
 * Reply: `AskUserQuestionReply` (`{answers}` keyed by question text; cancel and timeout
 * distinct), built in `reply.ts`.
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE, QUESTION_RANGE_MESSAGE } from '../../limits.js';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, childPath, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { randomId } from '../../ids.js';
import { checkVisibleLabels, visibleKey, type LabelAt } from '../../text.js';
import { encodeAskUserQuestion, type AskUserQuestionReply } from './reply.js';
import { answerFromText, answeredResponse, labelled } from '../shared/shapes.js';

export {
  CANCELLED_MESSAGE,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_DEFAULTS_MESSAGE,
  encodeAskUserQuestion,
  type AskUserQuestionReply,
} from './reply.js';

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const rawQuestions = r.array(root, 'questions', '$', {
    required: true,
    min: SEED_LIMITS.minQuestions,
    max: SEED_LIMITS.maxQuestions,
    rangeMessage: QUESTION_RANGE_MESSAGE,
  });
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
  const result = finishParse(r, () => ({ id: options.id ?? randomId('auq'), dialect: 'ask_user_question', questions }));
  if (!result.ok) return result;
  const response = readSaved(r, root, result.request);
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  return response ? { ...result, response } : result;
}

function readQuestion(r: Reader, raw: Json, path: string, index: number): ChoiceQuestion | undefined {
  const text = r.string(raw, 'question', path, { required: true, max: LIMITS.maxLongText });
  const header = r.string(raw, 'header', path);
  const multiple = r.boolean(raw, 'multiSelect', path) ?? false;
  const rawOptions = r.array(raw, 'options', path, {
    required: true,
    min: SEED_LIMITS.minOptions,
    max: SEED_LIMITS.maxOptions,
    rangeMessage: OPTION_RANGE_MESSAGE,
  });
  const options: ChoiceOption[] = [];
  const labels: LabelAt[] = [];
  const seenLabels = new Map<string, number>();
  rawOptions?.forEach((o, j) => {
    const op = childPath(`${path}.options`, j);
    if (!isRecord(o)) return r.fail(op, `Option ${j + 1} must be an object with a "label".`);
    const option = readOption(r, o, op, j);
    if (!option) return;
    labels.push({ label: option.label, path: `${op}.label`, index: j });
    // Compared as a person sees them: "Yes" and "Yes" with a zero-width space are one label.
    const key = visibleKey(option.label);
    const earlier = seenLabels.get(key);
    if (earlier !== undefined && key !== '') {
      r.fail(`${op}.label`, `Option ${j + 1} has the same label as option ${earlier + 1}; labels must be unique within a question.`);
    } else seenLabels.set(key, j);
    options.push(option);
  });
  checkVisibleLabels(r, labels, { distinct: false });
  if (text === undefined || rawOptions === undefined) return undefined;
  return {
    id: `q${index}`,
    text,
    ...(header !== undefined && { header }),
    options,
    multiple,
    allowOther: true,
    // Typed text stands in for the minimum (see answerProblem), so 1 holds even with free text.
    minSelections: 1,
    maxSelections: multiple ? options.length : 1,
    defaults: [],
  };
}

function readOption(r: Reader, raw: Json, path: string, index: number): ChoiceOption | undefined {
  const label = r.string(raw, 'label', path, { required: true });
  const description = r.string(raw, 'description', path, { max: LIMITS.maxLongText });
  const preview = r.string(raw, 'preview', path, { max: LIMITS.maxPreviewText });
  if (label === undefined) return undefined;
  return {
    id: `o${index}`,
    // The reply names options by label (seed 001), so the value is the label as given.
    ...labelled(label),
    ...(description !== undefined && { description }),
    ...(preview !== undefined && { preview }),
  };
}

/**
 * The answers a saved input already carries (Claude Code writes them into the tool input:
 * `answers` keyed by question text, `annotations` `{notes?, preview?}` keyed the same), as
 * the response the request restores to; `undefined` when it carries none.
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
    const answer = answerFromText(question, text);
    const note = notes && isRecord(own(notes, key)) ? r.string(own(notes, key) as Json, 'notes', childPath('$.annotations', key), { max: LIMITS.maxLongText }) : undefined;
    if (note !== undefined && answer.selected[0] !== undefined) {
      answer.optionNotes = { [answer.selected[0]]: note };
      withNotes = true;
    }
    answers.push([question.id, answer]);
  }
  if (withNotes) request.annotations = { perOption: true, global: false };
  return answeredResponse(request, answers);
}

export const askUserQuestion: Dialect<AskUserQuestionReply> = {
  name: 'ask_user_question',
  capabilities: { cancel: true, timeout: true },
  parse,
  encode: encodeAskUserQuestion,
};

// What loadDialect takes from this module (registry.ts).
export default askUserQuestion;
