/**
 * A tool call's arguments as fields to edit before it runs (an interrupt's Edit), and the full
 * arguments an edit sends back: what a field still holds as it started keeps its value.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse, ShowWhen } from '../../model.js';
import { setOwn } from '../../input.js';
import { answerText } from '../../kinds.js';
import { answerOf, textQuestion } from './shapes.js';

/** Which field holds which argument. */
export interface EditField {
  key: string;
  questionId: string;
}

/**
 * A field per argument, starting at its value (JSON for what is not a string), so Edit
 * sends what the fields then hold. An argument whose text would pass the long-text limit
 * gets no field: it is sent unchanged.
 */
export function editFields(id: string, args: Record<string, unknown>, showWhen: ShowWhen | undefined): { key: string; question: ChoiceQuestion }[] {
  const fields: { key: string; question: ChoiceQuestion }[] = [];
  for (const key of Object.keys(args)) {
    const value = args[key];
    const shown = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    if (key.length > LIMITS.maxShortText || shown === undefined || shown.length > LIMITS.maxLongText) continue;
    const question = textQuestion({ id: `${id}.args.${key}`, text: key, header: key, default: shown, optional: true });
    fields.push({ key, question: showWhen ? { ...question, showWhen } : question });
  }
  return fields.length < LIMITS.maxQuestions ? fields : [];
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

/** The arguments in full, each edited field's value in place of the argument it started as. */
export function editedArgs(args: Record<string, unknown>, fields: readonly EditField[], request: ChoiceRequest, response: ChoiceResponse): Record<string, unknown> {
  const edited: Record<string, unknown> = {};
  for (const key of Object.keys(args)) setOwn(edited, key, args[key]);
  for (const { key, questionId } of fields) {
    const question = request.questions.find((q) => q.id === questionId);
    const answer = answerOf(response, questionId);
    // A field left as it started keeps the value exactly (a number stays a number), compared
    // before trimming: a file's content ending in a line break is not an edit of it.
    if (!question || answer?.text === question.default) continue;
    const text = answerText(question, answer);
    if (text !== undefined) setOwn(edited, key, editedValue(args[key], text));
  }
  return edited;
}

/** Whether any field holds something else than the argument it started as. */
export function argsEdited(args: Record<string, unknown>, fields: readonly EditField[] | undefined, request: ChoiceRequest, response: ChoiceResponse): boolean {
  return fields !== undefined && JSON.stringify(editedArgs(args, fields, request, response)) !== JSON.stringify(args);
}
