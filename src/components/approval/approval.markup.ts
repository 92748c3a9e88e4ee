/** An approval as markup (`subject.template.ts`, `decision.template.ts`, `option.template.ts`). */
import type { ChoiceOption, OptionTerm } from '../../protocol/model.js';
import { questionText } from '../answer/choices.js';
import { say } from '../strings/locale-format.js';
import { describesSubject, namesSubject } from '../question/question-view.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { checkIcon, crossIcon, repeatIcon } from '../../html/icons.js';
import type { OptionLook, QuestionMarkupView } from '../../html/question.js';
import { approvalLook, arrivalOption, escapeRefusal, refusalOf, refusesItself } from './approval.js';
import { HIDDEN, captionOf, codePoint, diffKind, spoken } from './subject-text.js';
import { approvalStrings } from './approval-strings.js';

/** `text` with each hidden character shown as a marked `U+XXXX`. */
function visible(text: string): Markup[] {
  const parts: Markup[] = [];
  let last = 0;
  for (const match of text.matchAll(HIDDEN)) {
    parts.push(html`${text.slice(last, match.index)}<span class="hidden-char">${codePoint(match[0])}</span>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return parts;
}

/** An approval's subject box, and a policy's decision after it (`subject.template.ts`, `decision.template.ts`). */
function subject(v: QuestionMarkupView): Markup {
  const subject = v.question.subject!;
  const caption = captionOf(subject, v.strings);
  const name = [questionText(v.question, v.strings), caption, namesSubject(v.question) && spoken(subject.text)].filter(Boolean).join(' ');
  const lines = subject.kind === 'diff' ? subject.text.split(/\r?\n/).map((line) => html`<span class="${`diff-line ${diffKind(line)}`}">${visible(line)}</span>`) : visible(subject.text);
  return html`<div part="subject" class="subject" id="${v.id('subject')}" role="group" tabindex="0" aria-label="${name}" aria-describedby="${describesSubject(v.question) ? v.id('context') : undefined}"><div class="subject-caption">${caption}</div><div part="subject-text" class="subject-text" id="${v.id('subject-code')}" dir="ltr" translate="no">${lines}</div></div>${
    subject.automatic ? decision(v) : nothing
  }`;
}

function decision(v: QuestionMarkupView): Markup {
  const { approved, reason } = v.question.subject!.automatic!;
  const text = say(v.strings, 'automaticDecision', { decision: approved === undefined ? '…' : approved ? v.strings.approve : v.strings.deny });
  const said = typeof reason === 'string' ? `${text}. ${reason}` : text;
  const look = approved === undefined ? '' : approved ? ' approve' : ' deny';
  return html`<div part="decision" class="${`decision${look}`}" id="${v.id('decision')}"><span class="indicator" aria-hidden="true">${
    approved === undefined ? nothing : approved ? checkIcon : crossIcon
  }</span><span class="decision-text" dir="auto"><span class="status-text">${said}</span></span></div>`;
}

/** How an option of an approval shows: a cross on a refusal, a check on an approval, Escape's key cap on the refusal Escape chooses. */
function option(v: QuestionMarkupView, term: OptionTerm | undefined, choice: ChoiceOption): OptionLook {
  const look = approvalLook(v.question, term);
  const escapes = v.escapes && !v.lock && v.question.options[refusalOf(v.question)]?.id === choice.id;
  return {
    look,
    icon: look === 'deny' ? crossIcon : look === 'approve' ? checkIcon : look === 'remember' ? repeatIcon : undefined,
    shortcut: escapes ? 'Escape' : undefined,
    keyCap: escapes ? html`<kbd class="kbd" aria-hidden="true">${v.strings.escapeKey}</kbd>` : nothing,
  };
}

export const approvalMarkup = { subject, option, arrivalOption, escapeRefusal, refusesItself, texts: approvalStrings };
