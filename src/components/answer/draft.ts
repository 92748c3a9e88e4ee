import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion } from '../../protocol/model.js';
import { answerProblem, defaultAnswer, orderSelected, type AnswerProblem } from '../../protocol/validate.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { setOwn } from '../../protocol/input.js';
import { choicesOf } from './choices.js';

/** What a draft asks of the question fields part (whose type it does not take, so the parts' imports stay one way). */
export interface TypedKinds {
  /** A typed question's draft from `from`: its chosen buttons (a boolean's) and its typed text. */
  typedDraft(question: ChoiceQuestion, from: ChoiceAnswer): [selected: string[], typed: string];
  /** The draft as the model has it (`text`, `number`, `boolean`). */
  typedAnswer(question: ChoiceQuestion, selected: readonly string[], typed: string): ChoiceAnswer;
}

/** What activating an option did. */
export type ToggleResult = 'selected' | 'deselected' | 'unchanged' | 'at-limit';

/**
 * Whose answer the draft holds: the question's `defaults` (preselected, sent if the user
 * submits untouched, but not a choice anyone made), an answer restored from history or
 * sent by this prompt, or the user's own changes.
 */
export type DraftOrigin = 'defaults' | 'restored' | 'user';

/**
 * The answer a user is composing for one question: chosen option ids, typed text and notes,
 * with the question's rules (single vs multiple, the maximum, text-only questions) applied
 * as it changes. The answer controller keeps one per question and asks it whether Submit
 * may send (`answerProblem`, shared with the protocol so the rules are stated once).
 *
 * Every kind is held the same way, as the controls show it: a boolean as the chosen one of
 * its two buttons (`choices.ts`), a text or number as the typed text. `answer` gives it in
 * the model's form (`text`, `number`, `boolean`); `view` as the controls show it.
 */
export class QuestionDraft {
  #selected: string[] = [];
  #other = '';
  #notes: Record<string, string> = {};
  /** The note on the answer as a whole (`ChoiceAnswer.note`: a question's note field). */
  #note = '';
  #origin: DraftOrigin = 'defaults';

  /**
   * A draft of `question` from its defaults, or from `answer` when restoring; `fields` is the
   * question fields part, which a question of another kind than `choice` needs.
   */
  constructor(
    readonly question: ChoiceQuestion,
    answer?: ChoiceAnswer,
    private readonly fields?: TypedKinds,
  ) {
    this.reset(answer);
  }

  /** Starts over from the question's defaults, or from `answer` when restoring. */
  reset(answer?: ChoiceAnswer): void {
    this.#origin = answer ? 'restored' : 'defaults';
    const from = answer ?? defaultAnswer(this.question);
    const typed = questionKind(this.question) !== 'choice' && this.fields;
    if (typed) [this.#selected, this.#other] = typed.typedDraft(this.question, from);
    else {
      this.#selected = orderSelected(this.question, Array.isArray(from.selected) ? from.selected : []);
      this.#other = from.other ?? '';
    }
    this.#notes = {};
    this.#note = answer?.note ?? '';
    if (answer?.optionNotes) {
      for (const id of Object.keys(answer.optionNotes)) setOwn(this.#notes, id, answer.optionNotes[id]!);
    }
  }

  get origin(): DraftOrigin {
    return this.#origin;
  }

  /** The options the question shows (a boolean's two). */
  get options(): readonly ChoiceOption[] {
    return choicesOf(this.question);
  }

  get other(): string {
    return this.#other;
  }

  isSelected(optionId: string): boolean {
    return this.#selected.includes(optionId);
  }

  /** The index of the first chosen option, or -1. */
  get firstChosen(): number {
    return this.options.findIndex((o) => this.isSelected(o.id));
  }

  /** Multi-select with the maximum reached: unchosen options cannot be added. */
  get atLimit(): boolean {
    return this.question.multiple && this.#selected.length >= this.question.maxSelections;
  }

  /**
   * Single select: chooses the option (choosing it again keeps it). Multiple: toggles it,
   * refusing to pass the maximum. A single-select answer is one thing, an option or the user's
   * own words: a chosen option is the answer, and text typed before stays in its field, kept
   * but not sent (`view`), until typing there makes it the answer again (`setOther`).
   */
  activate(optionId: string): ToggleResult {
    const q = this.question;
    if (!this.options.some((o) => o.id === optionId)) return 'unchanged';
    if (!q.multiple) {
      if (this.#selected.length === 1 && this.#selected[0] === optionId) return 'unchanged';
      this.#selected = [optionId];
    } else if (this.isSelected(optionId)) {
      this.#selected = this.#selected.filter((id) => id !== optionId);
      this.#origin = 'user';
      return 'deselected';
    } else {
      if (this.atLimit) return 'at-limit';
      this.#selected = orderSelected(q, [...this.#selected, optionId]);
    }
    this.#origin = 'user';
    return 'selected';
  }

  /** Typed text. In single select, typing makes it the answer in place of the chosen option (see `activate`). */
  setOther(text: string): void {
    if (text === this.#other) return;
    this.#other = text;
    if (text.trim() && !this.question.multiple) this.#selected = [];
    this.#origin = 'user';
  }

  note(optionId: string): string {
    return Object.prototype.hasOwnProperty.call(this.#notes, optionId) ? this.#notes[optionId]! : '';
  }

  /** The note on option `optionId`, or with `undefined` the note on the answer as a whole. */
  setNote(optionId: string | undefined, text: string): void {
    if (optionId === undefined) this.#note = text;
    else setOwn(this.#notes, optionId, text);
    this.#origin = 'user';
  }

  /** The note on the answer as a whole, as typed. */
  get answerNote(): string {
    return this.#note;
  }

  /**
   * The answer as the protocol models it: notes only for chosen options, blanks dropped; a
   * text trimmed (a secret as typed), a number once it reads as one (until then the typed
   * `text`, which `answerProblem` refuses), a boolean from its chosen button.
   */
  get answer(): ChoiceAnswer {
    const typed = questionKind(this.question) !== 'choice' && this.fields;
    return typed ? typed.typedAnswer(this.question, this.#selected, this.#other) : this.view;
  }

  /** Text typed in a single choice whose option is chosen since: kept in its field, not sent. */
  get otherKept(): boolean {
    return !this.question.multiple && this.#selected.length > 0 && !!this.#other.trim();
  }

  /** The answer as the controls show it: chosen option ids (a boolean's too), typed text (unless kept), notes. */
  get view(): ChoiceAnswer {
    const answer: ChoiceAnswer = { selected: [...this.#selected] };
    const other = this.#other.trim();
    if (other && !this.otherKept) answer.other = other;
    const notes: Record<string, string> = {};
    for (const id of this.#selected) {
      const note = this.note(id).trim();
      if (note) setOwn(notes, id, note);
    }
    if (Object.keys(notes).length > 0) answer.optionNotes = notes;
    const note = this.#note.trim();
    if (note) answer.note = note;
    return answer;
  }

  get problem(): AnswerProblem | undefined {
    return answerProblem(this.question, this.answer);
  }

  /**
   * Whether the draft holds something someone chose (the `selected` state): options or
   * text the user picked or that were restored. Preselected defaults alone are not a choice.
   */
  get touched(): boolean {
    return this.#origin !== 'defaults' && (this.#selected.length > 0 || this.#other.trim() !== '');
  }
}
