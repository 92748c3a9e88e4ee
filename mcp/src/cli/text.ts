/**
 * Words the terminal clients print: why an answer cannot be sent yet, and the one summary
 * line left on screen after the prompt is cleared.
 */
// The rules of the question kinds besides `choice`, which answerProblem / describeAnswerProblem need.
import 'choice-prompts/kinds.js';
import { describeAnswerProblem, type AnswerProblem } from 'choice-prompts/protocol.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';

/** Why an answer cannot be sent yet, as one sentence. */
export function problemText(problem: AnswerProblem): string {
  const text = describeAnswerProblem(problem);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "✔ Use RSS feed", "✔ A, B; typed: …", "✖ Cancelled", "⏱ No answer in time: kept A". */
export function summaryLine(request: ChoiceRequest, response: ChoiceResponse): string {
  const parts: string[] = [];
  for (const q of request.questions) {
    const answer = Object.prototype.hasOwnProperty.call(response.answers, q.id) ? response.answers[q.id] : undefined;
    if (!answer) continue;
    const labels = q.options.filter((o) => answer.selected.includes(o.id)).map((o) => o.label);
    const other = answer.other?.trim();
    parts.push([...labels, ...(other ? [`typed "${other}"`] : []), ...typedValue(q, answer)].join(', '));
  }
  const what = parts.filter(Boolean).join('; ');
  switch (response.status) {
    case 'cancelled':
      return '✖ Cancelled';
    case 'declined':
      return '✖ Declined';
    case 'timeout':
      return what ? `⏱ No answer in time: kept ${what}` : '⏱ No answer in time';
    case 'answered':
      return `✔ ${what || 'Submitted without a choice'}`;
  }
}

/** A typed kind's value as the summary shows it (a secret never). */
function typedValue(q: ChoiceQuestion, answer: ChoiceAnswer): string[] {
  if (typeof answer.boolean === 'boolean') return [answer.boolean ? 'yes' : 'no'];
  if (typeof answer.number === 'number') return [String(answer.number)];
  if (answer.text?.trim()) return [q.secret ? 'typed a secret' : `typed "${answer.text.trim()}"`];
  return [];
}

/**
 * What a line typed at the terminal answers, by the question's kind: a text as typed (a
 * secret untrimmed), a number as its text (the protocol reads and checks it), a yes/no
 * question `y`/`yes`/`true` or `n`/`no`/`false`; anything else is a choice's own text.
 */
export function typedAnswer(q: ChoiceQuestion, typed: string): ChoiceAnswer {
  const text = typed.trim();
  switch (q.kind) {
    case 'text':
      return { selected: [], text: q.secret ? typed : text };
    case 'number':
    case 'integer':
      return { selected: [], text };
    case 'boolean': {
      const yes = /^(y|yes|true)$/i.test(text);
      return yes || /^(n|no|false)$/i.test(text) ? { selected: [], boolean: yes } : { selected: [] };
    }
    default:
      return { selected: [], other: text };
  }
}
