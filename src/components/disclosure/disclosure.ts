/**
 * Questions shown by an option (`ChoiceQuestion.showWhen`): the drafts that know whether they
 * are asked, and the rule that nothing typed into a question hidden again is dropped silently.
 */
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import type { AnswerProblem } from '../../protocol/validate.js';
import { QuestionDraft } from '../answer/draft.js';
import { choicesOf } from '../answer/choices.js';
import { questionName } from '../answer/wording.js';
import type { FieldKinds } from '../fields/field-kinds.part.js';
import type { Parts } from '../internal/part-types.js';
import { formatList } from '../strings/locale-format.js';
import { sayDisclosure } from './disclosure-strings.js';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';

/**
 * The problem a question reports while a question it reveals, now hidden, holds what the
 * person typed: Submit refuses. It is not one of the protocol's `AnswerProblem`s (no answer
 * is wrong; something would be left behind), so only this part words it (`unsentText`).
 */
const UNSENT = { kind: 'unsent' } as unknown as AnswerProblem;

/** The answer a draft holds, to start its replacement from: none while it holds the defaults. */
const heldAnswer = (draft: QuestionDraft): ChoiceAnswer | undefined => (draft.origin === 'defaults' ? undefined : draft.answer);

/** A question that reveals others: Submit refuses while one of them, hidden, holds changes. */
export class RevealerDraft extends QuestionDraft {
  /** The questions its options reveal. */
  readonly revealed: RevealedDraft[] = [];
  /** Those shown when the person last changed it (so only newly shown ones are announced). */
  wasShown: RevealedDraft[] = [];

  /** The questions it reveals that are hidden now while holding what the person typed. */
  get unsent(): RevealedDraft[] {
    return this.revealed.filter((d) => d.unsent);
  }

  override get problem(): AnswerProblem | undefined {
    return this.unsent.length > 0 ? UNSENT : super.problem;
  }
}

/**
 * A question asked only while its revealer has one of `showWhen.options` chosen. Hidden, it
 * has no answer, no problem and is not touched; what was typed into it stays (so choosing
 * the option again shows it back) until the person discards it.
 */
export class RevealedDraft extends QuestionDraft {
  /** The answer it started with, as JSON: a change from it is the person's. */
  readonly #start: string;

  constructor(
    question: ChoiceQuestion,
    answer: ChoiceAnswer | undefined,
    fields: FieldKinds | undefined,
    readonly revealer: RevealerDraft,
  ) {
    super(question, answer, fields);
    this.#start = JSON.stringify(super.answer);
  }

  /** Whether the question is asked now. */
  get shown(): boolean {
    return this.question.showWhen!.options.some((id) => this.revealer.isSelected(id));
  }

  /** Hidden while holding what the person typed (not what it started with): Submit would not send it. */
  get unsent(): boolean {
    return !this.shown && this.origin === 'user' && JSON.stringify(super.answer) !== this.#start;
  }

  override get answer(): ChoiceAnswer {
    return this.shown ? super.answer : { selected: [] };
  }

  override get problem(): AnswerProblem | undefined {
    return this.shown ? super.problem : undefined;
  }

  override get touched(): boolean {
    return this.shown && super.touched;
  }
}

/**
 * Gives each question with a `showWhen` naming an earlier question of the request its own
 * draft, and that earlier question a revealer's (in place, in `drafts`). A `showWhen` that
 * names no earlier question, or a question itself revealed, is ignored: the question shows.
 */
export function linkDrafts(drafts: QuestionDraft[], parts: Parts): void {
  const ids = drafts.map((d) => d.question.id);
  drafts.forEach((draft, i) => {
    const when = draft.question.showWhen;
    const at = when && typeof when.question === 'string' && Array.isArray(when.options) ? ids.indexOf(when.question) : -1;
    const found = drafts[at];
    if (!found || at >= i || found instanceof RevealedDraft) return;
    const revealer = found instanceof RevealerDraft ? found : new RevealerDraft(found.question, heldAnswer(found), parts.fields);
    drafts[at] = revealer;
    const revealed = new RevealedDraft(draft.question, heldAnswer(draft), parts.fields, revealer);
    revealer.revealed.push(revealed);
    if (revealed.shown) revealer.wasShown.push(revealed);
    drafts[i] = revealed;
  });
}

/** Whether question `draft` is hidden now (not asked, not shown, not counted). */
export function isHidden(draft: QuestionDraft | undefined): boolean {
  return draft instanceof RevealedDraft && !draft.shown;
}

/** The labels of `draft`'s options among `ids`, in the element's words. */
function labels(draft: QuestionDraft, ids: (id: string) => boolean, strings: ChoiceStrings): string {
  return formatList(strings, choicesOf(draft.question, strings).filter((o) => ids(o.id)).map((o) => o.label));
}

/**
 * Why Submit refuses `revealer`'s answer: "Your changes are not sent with Ignore: to,
 * subject. Choose Edit to send them, or discard them." (The names come last: a field named
 * "to" read "Your changes to to".)
 */
export function unsentText(request: ChoiceRequest, revealer: RevealerDraft, strings: ChoiceStrings): string {
  const unsent = revealer.unsent;
  const names = unsent.map((d) => questionName(request, request.questions.indexOf(d.question), strings));
  const reveal = unsent[0]!.question.showWhen!.options[0];
  return sayDisclosure(strings, 'unsentChanges', {
    questions: formatList(strings, names),
    option: labels(revealer, (id) => revealer.isSelected(id), strings),
    reveal: labels(revealer, (id) => id === reveal, strings),
  });
}
