/**
 * Words the terminal clients print: why an answer cannot be sent yet, and the one summary
 * line left on screen after the prompt is cleared.
 */
import { describeAnswerProblem, type AnswerProblem } from 'choice-prompts/protocol.js';
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';

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
    parts.push([...labels, ...(other ? [`typed "${other}"`] : [])].join(', '));
  }
  const what = parts.filter(Boolean).join('; ');
  switch (response.status) {
    case 'cancelled':
      return '✖ Cancelled';
    case 'timeout':
      return what ? `⏱ No answer in time: kept ${what}` : '⏱ No answer in time';
    case 'answered':
      return `✔ ${what || 'Submitted without a choice'}`;
  }
}
