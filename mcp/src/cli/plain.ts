/**
 * `--plain`: the same questions as numbered lines, read one line at a time. No cursor
 * movement, no redrawing, no colour: every line printed stays where a screen reader or a
 * braille display read it, and answers are typed numbers ("2", or "1 3" for several).
 * "q" cancels, as do Ctrl+C and the end of input.
 */
import { createInterface } from 'node:readline/promises';
import { answerProblem, setOwn } from 'choice-prompts/protocol.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';
import { problemText } from './text.js';
import type { TerminalIO } from './terminal.js';

/** Thrown when the user cancels in plain mode (the caller cancels the session). */
export class PlainCancel extends Error {
  override name = 'ExitPromptError';
}

export async function askPlain(request: ChoiceRequest, io: TerminalIO = {}): Promise<ChoiceResponse> {
  const input = io.input ?? process.stdin;
  const output = io.output ?? process.stdout;
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const say = (text: string) => output.write(`${text}\n`);
  const ask = async (prompt: string): Promise<string> => {
    output.write(`${prompt}\n> `);
    const aborted = new Promise<never>((_, reject) => {
      if (io.signal?.aborted) reject(abortError());
      io.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    });
    const next = await Promise.race([lines.next(), aborted]);
    if (next.done) throw new PlainCancel('The input ended.');
    const text = next.value.trim();
    if (text.toLowerCase() === 'q') throw new PlainCancel('Cancelled.');
    return text;
  };
  try {
    if (request.title) say(request.title);
    const answers: Record<string, ChoiceAnswer> = {};
    for (const [index, q] of request.questions.entries()) {
      if (request.questions.length > 1) say(`Question ${index + 1} of ${request.questions.length}.`);
      const answer = await askQuestion(q, ask, say);
      if (answer && request.annotations?.perOption) {
        for (const id of answer.selected) {
          const label = q.options.find((o) => o.id === id)?.label ?? id;
          const note = await ask(`Note on "${label}", or press Enter to skip:`);
          if (note) setOwn((answer.optionNotes ??= {}), id, note);
        }
      }
      if (answer) setOwn(answers, q.id, answer);
    }
    const annotation = request.annotations?.global ? await ask('Note for the agent, or press Enter to skip:') : '';
    return { requestId: request.id, status: 'answered', answers, ...(annotation && { annotation }) };
  } finally {
    rl.close();
  }
}

function abortError(): Error {
  const error = new Error('The question ended elsewhere.');
  error.name = 'AbortPromptError';
  return error;
}

type Ask = (prompt: string) => Promise<string>;

async function askQuestion(q: ChoiceQuestion, ask: Ask, say: (text: string) => void): Promise<ChoiceAnswer | undefined> {
  say(q.context ? `${q.context}\n${q.text}` : q.text);
  if (q.options.length === 0) {
    for (;;) {
      const text = await ask(`Type your answer${q.placeholder ? ` (${q.placeholder})` : ''}${q.optional ? ', or press Enter to skip' : ''}, or q to cancel:`);
      const problem = answerProblem(q, { selected: [], other: text });
      if (!problem) return text ? { selected: [], other: text } : undefined;
      say(problemText(problem));
    }
  }
  const otherNumber = q.allowOther ? q.options.length + 1 : undefined;
  q.options.forEach((o, i) => say(`${i + 1}. ${o.label}${o.recommended ? ' (recommended)' : ''}${o.description ? `: ${o.description}` : ''}`));
  if (otherNumber) say(`${otherNumber}. Other: type your own answer`);
  const defaults = q.defaults.map((id) => q.options.findIndex((o) => o.id === id) + 1);
  const range = q.minSelections === q.maxSelections ? `${q.maxSelections}` : `${q.minSelections} to ${q.maxSelections}`;
  const instruction = q.multiple ? `Type the numbers of your choices (${range}), separated by spaces` : 'Type the number of your choice';
  const fallback = defaults.length > 0 ? `, press Enter for ${defaults.join(' ')}` : q.optional ? ', press Enter to skip' : '';
  for (;;) {
    const text = await ask(`${instruction}${fallback}, or q to cancel:`);
    const numbers = text === '' ? defaults : text.split(/[\s,]+/).map(Number);
    const valid = numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= (otherNumber ?? q.options.length));
    if (!valid) {
      say(`Type numbers from 1 to ${otherNumber ?? q.options.length}.`);
      continue;
    }
    if (!q.multiple && numbers.length > 1) {
      say('Choose one number.');
      continue;
    }
    const selected = q.options.filter((_, i) => numbers.includes(i + 1)).map((o) => o.id);
    const answer: ChoiceAnswer = { selected };
    if (otherNumber && numbers.includes(otherNumber)) answer.other = await ask('Type your answer:');
    if (selected.length === 0 && !answer.other && q.optional) return undefined;
    const problem = answerProblem(q, answer);
    if (!problem) return answer;
    say(problemText(problem));
  }
}
