import { html, nothing, type TemplateResult } from 'lit';
import type { QuestionSubject } from '../../protocol/model.js';
import { describesSubject, idOf, namesSubject, type QuestionView } from '../question/question-view.js';
import { questionText } from '../answer/choices.js';
import { renderDecision } from './decision.template.js';
import { approvalStrings } from './approval-strings.js';
import { HIDDEN, captionOf, codePoint, diffKind, spoken } from './subject-text.js';

/** What a screen reader is told of a subject (`<choice-queue>`'s confirmation lists it too). */
export { spoken };

/** `text` with each hidden character shown as a marked `U+XXXX`. */
function visible(text: string): (string | TemplateResult)[] {
  const parts: (string | TemplateResult)[] = [];
  let last = 0;
  for (const match of text.matchAll(HIDDEN)) {
    parts.push(text.slice(last, match.index), html`<span class="hidden-char">${codePoint(match[0])}</span>`);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** A diff's lines, each marked as a file name, a removal or an addition by its first characters (the signs stay). */
function diffLines(text: string): TemplateResult[] {
  return text.split(/\r?\n/).map((line) => html`<span class=${`diff-line ${diffKind(line)}`}>${visible(line)}</span>`);
}

/** Each subject's lines, built once: arrow keys and the countdown re-render the element, and a diff may be long. */
const built = new WeakMap<QuestionSubject, (string | TemplateResult)[]>();
function subjectLines(subject: QuestionSubject): (string | TemplateResult)[] {
  let lines = built.get(subject);
  if (!lines) built.set(subject, (lines = subject.kind === 'diff' ? diffLines(subject.text) : visible(subject.text)));
  return lines;
}

/**
 * An approval's subject: what will run (a command, a diff, a tool's input) in a monospace
 * box, in full, before the question. The box is the question's first focus: a group named by
 * the question, the box's caption and (when short) the text itself, so a screen reader says
 * what is asked and what would run, and Enter there chooses nothing. What the agent says it
 * does (a command's description, the question's context under the box) is its description.
 *
 * The box is the focusable, scrolling group, its caption a header that stays in view while it
 * scrolls. Its name is the question, the caption and (when short) the text, written out as
 * `aria-label`: labelled by those elements, Orca read them in no fixed order ("…to run?
 * rm -rf ./build Command" as often as "…to run? Command rm -rf ./build"). The text is
 * `translate="no"`: a page translator must not change a command.
 *
 * An approval a policy decides has its decision after the box, in place of the options
 * (approval.styles.ts hides them and shows the decision last).
 */
export function renderSubject(v: QuestionView): TemplateResult {
  return html`${subjectBox(v, describesSubject(v.question) ? idOf(v.index, 'context') : undefined)}${v.question.subject!.automatic ? renderDecision(v) : nothing}`;
}

/**
 * The subject box alone, its IDs those of question `v.index` (`<choice-queue>`'s review of
 * several approvals lists these too, without the question's context: no `describedBy` there).
 */
export function subjectBox(v: Pick<QuestionView, 'index' | 'question' | 'strings'>, describedBy?: string): TemplateResult {
  const subject = v.question.subject!;
  const id = (name: string) => idOf(v.index, name);
  const caption = captionOf(subject, { ...approvalStrings, ...v.strings });
  const name = [questionText(v.question, v.strings), caption, namesSubject(v.question) && spoken(subject.text)].filter(Boolean).join(' ');
  return html`<div part="subject" class="subject" id=${id('subject')} role="group" tabindex="0" aria-label=${name} aria-describedby=${describedBy ?? nothing}
      ><div class="subject-caption">${caption}</div
      ><div part="subject-text" class="subject-text" id=${id('subject-code')} dir="ltr" translate="no"
        >${subjectLines(subject)}</div
      ></div
    >`;
}
