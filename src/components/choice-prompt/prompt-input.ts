/**
 * What `<choice-prompt>` reads its question and earlier answer from: the `request`
 * property, a child JSON script, or the plain attributes of hand-written markup (read as
 * the `choices-block` they mirror), and for history, a restored `response` or `value`.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceResponse } from '../../protocol/model.js';
import { own } from '../../protocol/input.js';
import { readSource, type RequestSource, type ScriptInput } from '../request/request-source.js';
import { answerFromValue } from '../answer/wording.js';

/** One option given through the `options` attribute or property (the `choices-block` shape). */
export interface ChoicePromptOptionInput {
  label: string;
  value: string;
  description?: string;
  recommended?: boolean;
}

/** The element's inputs, as properties. */
export interface PromptInput {
  pending: boolean;
  request?: unknown;
  question?: string;
  options?: ChoicePromptOptionInput[];
  multiple: boolean;
  minSelections?: number;
  maxSelections?: number;
  allowOther: boolean;
  placeholder?: string;
}

/** The properties whose change means the request must be read again. */
export const SOURCE_PROPS: ReadonlyArray<keyof PromptInput> = [
  'request',
  'question',
  'options',
  'multiple',
  'minSelections',
  'maxSelections',
  'allowOther',
  'placeholder',
  'pending',
];

/** The request to show, from the first input present. */
export function promptSource(input: PromptInput, script: ScriptInput): RequestSource {
  // The attributes are read as they are: `sourceFromAttributes` takes only its own fields.
  const attributes = input.question !== undefined || input.options !== undefined ? input : undefined;
  return readSource({ pending: input.pending, request: input.request, script, attributes });
}

/**
 * The earlier answer to `question` a host restored, if any. A response restores exactly
 * what it holds (no answer for the question means none chosen); otherwise a `value` (the
 * reply once sent) is matched back to options and typed text.
 */
export function restoredAnswer(question: ChoiceQuestion, response: ChoiceResponse | undefined, value: string | undefined): ChoiceAnswer | undefined {
  if (response?.answers) return (own(response.answers, question.id) as ChoiceAnswer | undefined) ?? { selected: [] };
  return value ? answerFromValue(question, value) : undefined;
}
