/**
 * The one line a settled request folds to, and the native disclosure around it: what
 * `renderHTML` writes for a settled request and what the elements show once one folds.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest } from '../protocol/model.js';
import type { Lock } from '../components/answer/rules.js';
import { questionName, summarize } from '../components/answer/wording.js';
import { questionText } from '../components/answer/choices.js';
import { captionOf, spoken } from '../components/approval/subject-text.js';
import { foldStrings } from '../components/fold/fold-strings.js';
import { formatString, type ChoiceStrings } from '../components/strings/strings.js';
import { html, nothing, type Markup } from './markup.js';

/** What the line is drawn from: the request, what each question shows as chosen, and its state line. */
export interface FoldLineView {
  request: ChoiceRequest;
  shown(index: number): ChoiceAnswer;
  lock: Lock | null;
  /** The state line's text: the line's answer where nothing was answered ("Cancelled", "No longer active"). */
  status: string;
  strings: ChoiceStrings;
}

/**
 * `template` ("{question} → {answer}") as markup: each placeholder the markup `values` gives
 * it, each piece of text between them a span of its own (the line lays its pieces out as
 * flex items: only the question's gives way when the line is short).
 */
function fill(template: string, values: Record<string, Markup>): Markup {
  return html`${template.split(/(\{\w+\})/).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name && Object.prototype.hasOwnProperty.call(values, name)) return values[name];
    return piece ? html`<span class="fold-sep">${piece}</span>` : nothing;
  })}`;
}

/**
 * What an approval was about, for its line: the tool or action it names (else the subject's
 * caption) and the subject's first line ("Bash: rm -rf ./build"; a diff's file), so two
 * folded denials of different commands read differently.
 */
function subjectAbout(q: ChoiceQuestion, strings: ChoiceStrings): string {
  const subject = q.subject!;
  const lines = subject.text.split(/\r?\n/);
  const file = subject.kind === 'diff' ? lines.find((l) => l.startsWith('+++ '))?.slice(4).replace(/^b\//, '') : undefined;
  const first = file ?? lines.find((l) => l.trim()) ?? '';
  const texts = { ...foldStrings, ...strings };
  return formatString(texts.foldSubject, { name: q.textTerm?.name ?? captionOf(subject, strings), subject: spoken(first.trim()) });
}

/**
 * The line: a question and its answer ("Which database? → PostgreSQL"; an approval names what
 * it was about, "Bash: rm -rf ./build → Deny"), a set's answers one after the other
 * ("Database: PostgreSQL; Deploy: Yes"), or the state line where nothing was answered or the
 * person did not send it (timed out, no longer active, cancelled). The answers are what stays
 * in view: on a short line the question gives way (an ellipsis), not the answer. Its whole
 * text is the summary's name, so a screen reader hears it all.
 */
export function foldLineMarkup(v: FoldLineView): Markup {
  const { request, strings } = v;
  const texts = { ...foldStrings, ...strings };
  const questions = request.questions;
  const answerOf = (i: number) => summarize(questions[i], v.shown(i), strings);
  // Each text its own direction (`dir="auto"`): a command or an English label on a right-to-left
  // page lays out, and gives way at its end, left to right, never losing its beginning.
  const question = (text: string) => html`<span class="fold-question" dir="auto">${text}</span>`;
  const answer = (text: string) => html`<span class="fold-answer" dir="auto">${text}</span>`;
  // What shows as chosen was sent as the person's answer only when it was answered: else the
  // state line says what happened to it ("Timed out. Sent the default: Frankfurt", "No longer
  // active. Chosen: Tabs"), never the choice alone, which would read as an answer.
  const sent = v.lock === 'answered';
  if (questions.length === 1) {
    const q = questions[0]!;
    return fill(texts.foldSummary, { question: question(q.subject ? subjectAbout(q, strings) : questionText(q, strings)), answer: answer((sent && answerOf(0)) || v.status) });
  }
  const answered = sent ? questions.flatMap((_, i) => (answerOf(i) ? [i] : [])) : [];
  if (answered.length === 0) return answer(v.status);
  // A set's items: each name with what follows it up to the answer ("Database: ") gives way
  // first, to nothing, so that on a phone the line is its answers.
  const [before, after = ''] = texts.foldAnswer.split('{answer}');
  return html`${answered.map((i, n) => {
    const name = formatString(before!, { question: questionName(request, i, strings) });
    return html`${n > 0 ? html`<span class="fold-sep">${strings.answerSeparator}</span>` : nothing}${name ? html`<span class="fold-name" dir="auto">${name}</span>` : nothing}${answer(answerOf(i))}${
      after ? html`<span class="fold-sep">${formatString(after, { question: questionName(request, i, strings) })}</span>` : nothing
    }`;
  })}`;
}

/**
 * A settled request folded: a native disclosure (`<details>`) whose summary is the line and
 * whose body is the settled card, open when `open`. It opens and closes with no script, by
 * click, Enter or Space, and a screen reader hears it as a collapsed or expanded disclosure.
 */
export function foldedMarkup(line: Markup, card: Markup, open: boolean): Markup {
  return html`<details class="fold-box" open="${open ? '' : undefined}"><summary class="fold" part="fold"><span class="fold-text">${line}</span></summary>${card}</details>`;
}
