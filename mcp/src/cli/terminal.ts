/**
 * Asking a `ChoiceRequest` in the terminal with `@inquirer/prompts` (the terminal
 * transport): arrow keys move, Space toggles in a multi-select, Enter confirms, and each prompt
 * is cleared once answered, so only the caller's one-line summary stays on screen.
 *
 * Per question: a `select` (one option, plus "Other" where free text is allowed), a
 * `checkbox` (several, with the question's min/max enforced), or an `input` (text only);
 * then optional notes on each chosen option and on the whole answer when the request
 * allows them. Ctrl+C rejects with inquirer's `ExitPromptError` (the caller cancels);
 * aborting `signal` rejects with `AbortPromptError` (the session ended elsewhere).
 */
import { checkbox, input, select } from '@inquirer/prompts';
import { answerProblem, setOwn } from 'choice-prompts/protocol.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';
import { problemText, typedAnswer } from './text.js';

export interface TerminalIO {
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  signal?: AbortSignal;
}

/** A value no option id can take: option ids are non-empty strings from the payload. */
const OTHER = Symbol('other');
const SKIP = Symbol('skip');

function optionName(label: string, recommended: boolean | undefined): string {
  return recommended ? `${label} (recommended)` : label;
}

function messageFor(request: ChoiceRequest, q: ChoiceQuestion, index: number): string {
  const lead = index === 0 && request.title ? `${request.title}: ` : '';
  const count = request.questions.length > 1 ? ` (${index + 1}/${request.questions.length})` : '';
  return `${lead}${q.context ? `${q.context} ` : ''}${q.text}${count}`;
}

export async function askInTerminal(request: ChoiceRequest, io: TerminalIO = {}): Promise<ChoiceResponse> {
  const context = { ...io, clearPromptOnDone: true };
  const answers: Record<string, ChoiceAnswer> = {};
  for (const [index, q] of request.questions.entries()) {
    const answer = await askQuestion(messageFor(request, q, index), q, context);
    if (answer && request.annotations?.perOption) {
      for (const id of answer.selected) {
        const label = q.options.find((o) => o.id === id)?.label ?? id;
        const note = (await input({ message: `Note on "${label}" (optional, Enter to skip)` }, context)).trim();
        if (note) setOwn((answer.optionNotes ??= {}), id, note);
      }
    }
    if (answer) setOwn(answers, q.id, answer);
  }
  let annotation: string | undefined;
  if (request.annotations?.global) {
    annotation = (await input({ message: 'Note for the agent (optional, Enter to skip)' }, context)).trim() || undefined;
  }
  return { requestId: request.id, status: 'answered', answers, ...(annotation !== undefined && { annotation }) };
}

type Context = TerminalIO & { clearPromptOnDone: boolean };

async function askText(message: string, q: ChoiceQuestion, context: Context, selected: string[] = []): Promise<string> {
  const hint = q.placeholder ? ` (${q.placeholder})` : '';
  return input(
    {
      message: `${message}${hint}`,
      validate: (value) => {
        const problem = answerProblem(q, q.options.length === 0 ? typedAnswer(q, value) : { selected, other: value });
        return problem ? problemText(problem) : true;
      },
    },
    context,
  );
}

/** One question's answer, or `undefined` when an optional question was skipped. */
async function askQuestion(message: string, q: ChoiceQuestion, context: Context): Promise<ChoiceAnswer | undefined> {
  if (q.options.length === 0) {
    const typed = await askText(q.kind === 'boolean' ? `${message} (y/n)` : message, q, context);
    return typed.trim() ? typedAnswer(q, typed) : undefined;
  }
  const choices = q.options.map((o) => ({
    value: o.id as string | typeof OTHER | typeof SKIP,
    name: optionName(o.label, o.recommended),
    ...(o.description !== undefined && { description: o.description }),
  }));
  const otherChoice = { value: OTHER as typeof OTHER, name: 'Other: type your own answer' };

  if (!q.multiple) {
    const extra = [...(q.allowOther ? [otherChoice] : []), ...(q.optional ? [{ value: SKIP as typeof SKIP, name: 'Skip this question' }] : [])];
    const picked = await select({ message, choices: [...choices, ...extra], ...(q.defaults[0] !== undefined && { default: q.defaults[0] }) }, context);
    if (picked === SKIP) return undefined;
    if (picked === OTHER) return { selected: [], other: (await askText('Your answer', q, context)).trim() };
    return { selected: [picked as string] };
  }

  const picked = await checkbox(
    {
      message,
      choices: [...choices.map((c) => ({ ...c, checked: q.defaults.includes(c.value as string) })), ...(q.allowOther ? [otherChoice] : [])],
      validate: (items) => {
        const ids = items.map((i) => i.value).filter((v): v is string => typeof v === 'string');
        const wantsOther = items.some((i) => i.value === OTHER);
        // With "Other" ticked the typed text is checked next; here only the maximum applies.
        const problem = answerProblem(q, { selected: ids, ...(wantsOther && { other: 'pending' }) });
        return problem ? problemText(problem) : true;
      },
    },
    context,
  );
  const selected = q.options.filter((o) => picked.includes(o.id)).map((o) => o.id);
  if (!picked.includes(OTHER)) return selected.length > 0 || !q.optional ? { selected } : undefined;
  return { selected, other: (await askText('Your answer', q, context, selected)).trim() };
}

/** Whether `error` is inquirer's "the user pressed Ctrl+C" or "the prompt was aborted". */
export function isPromptExit(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError' || error.name === 'CancelPromptError');
}
