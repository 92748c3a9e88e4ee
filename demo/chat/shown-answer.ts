/**
 * What a person sees they sent: the labels they clicked, not the values the agent receives
 * ("Use RSS feed", where the user message the agent reads is "rss").
 */
import type { ChoiceRequest, ChoiceResponse } from '../../src/protocol.js';

/** The chosen options' labels in option order, then what was typed; one line per question answered. */
export function shownAnswer(request: ChoiceRequest, response: ChoiceResponse): string | undefined {
  const lines = request.questions.map((question) => {
    const answer = Object.hasOwn(response.answers, question.id) ? response.answers[question.id] : undefined;
    if (!answer) return '';
    const chosen = new Set(answer.selected);
    const parts = question.options.filter((option) => chosen.has(option.id)).map((option) => option.label);
    for (const typed of [answer.other, answer.text]) if (typed?.trim()) parts.push(typed.trim());
    return parts.join(', ');
  });
  const shown = lines.filter(Boolean).join('\n');
  return shown === '' ? undefined : shown;
}
