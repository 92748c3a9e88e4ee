/**
 * The answer a user is composing for one question: chosen option ids, typed text and notes,
 * with the question's rules (single vs multiple, the maximum, text-only questions) applied
 * as it changes. The element renders from it and asks it whether Submit may send
 * (`answerProblem`, shared with the protocol so the rules are stated once).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import { answerProblem, orderSelected, type AnswerProblem } from '../../protocol/validate.js';
import { setOwn } from '../../protocol/input.js';

/** What activating an option did. */
export type ToggleResult = 'selected' | 'deselected' | 'unchanged' | 'at-limit';

/**
 * Whose answer the draft holds: the question's `defaults` (preselected, sent if the user
 * submits untouched, but not a choice anyone made), an answer restored from history or
 * sent by this prompt, or the user's own changes.
 */
export type DraftOrigin = 'defaults' | 'restored' | 'user';

export class AnswerDraftController implements ReactiveController {
  #question: ChoiceQuestion | undefined;
  #selected: string[] = [];
  #other = '';
  #notes: Record<string, string> = {};
  #origin: DraftOrigin = 'defaults';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  get question(): ChoiceQuestion | undefined {
    return this.#question;
  }

  /** Starts a fresh draft for `question` from its defaults, or from `answer` when restoring. */
  reset(question: ChoiceQuestion | undefined, answer?: ChoiceAnswer): void {
    this.#question = question;
    this.#origin = answer ? 'restored' : 'defaults';
    this.#selected = question ? orderSelected(question, answer ? answer.selected : question.defaults) : [];
    this.#other = answer?.other ?? '';
    this.#notes = {};
    if (answer?.optionNotes) {
      for (const id of Object.keys(answer.optionNotes)) setOwn(this.#notes, id, answer.optionNotes[id]!);
    }
    this.host.requestUpdate();
  }

  get origin(): DraftOrigin {
    return this.#origin;
  }

  get selected(): readonly string[] {
    return this.#selected;
  }

  get other(): string {
    return this.#other;
  }

  isSelected(optionId: string): boolean {
    return this.#selected.includes(optionId);
  }

  /** The index of the first chosen option, or -1. */
  get firstChosen(): number {
    return this.#question?.options.findIndex((o) => this.isSelected(o.id)) ?? -1;
  }

  /** Multi-select with the maximum reached: unchosen options cannot be added. */
  get atLimit(): boolean {
    const q = this.#question;
    return !!q && q.multiple && this.#selected.length >= q.maxSelections;
  }

  /**
   * Single select: chooses the option (choosing it again keeps it). Multiple: toggles it,
   * refusing to pass the maximum. A single choice replaces typed text, because a
   * single-select answer is one thing: an option or the user's own words.
   */
  activate(optionId: string): ToggleResult {
    const q = this.#question;
    if (!q || !q.options.some((o) => o.id === optionId)) return 'unchanged';
    if (!q.multiple) {
      if (this.#selected.length === 1 && this.#selected[0] === optionId && !this.#other) return 'unchanged';
      this.#selected = [optionId];
      this.#other = '';
    } else if (this.isSelected(optionId)) {
      this.#selected = this.#selected.filter((id) => id !== optionId);
      this.#changedByUser();
      return 'deselected';
    } else {
      if (this.atLimit) return 'at-limit';
      this.#selected = orderSelected(q, [...this.#selected, optionId]);
    }
    this.#changedByUser();
    return 'selected';
  }

  /** Typed text. In single select, typing replaces the chosen option (see `activate`). */
  setOther(text: string): void {
    if (text === this.#other) return;
    this.#other = text;
    if (text.trim() && this.#question && !this.#question.multiple) this.#selected = [];
    this.#changedByUser();
  }

  note(optionId: string): string {
    return Object.prototype.hasOwnProperty.call(this.#notes, optionId) ? this.#notes[optionId]! : '';
  }

  setNote(optionId: string, text: string): void {
    setOwn(this.#notes, optionId, text);
    this.#changedByUser();
  }

  #changedByUser(): void {
    this.#origin = 'user';
    this.host.requestUpdate();
  }

  /** The answer as the protocol models it: notes only for chosen options, blanks dropped. */
  get answer(): ChoiceAnswer {
    const answer: ChoiceAnswer = { selected: [...this.#selected] };
    const other = this.#other.trim();
    if (other) answer.other = other;
    const notes: Record<string, string> = {};
    for (const id of this.#selected) {
      const note = this.note(id).trim();
      if (note) setOwn(notes, id, note);
    }
    if (Object.keys(notes).length > 0) answer.optionNotes = notes;
    return answer;
  }

  get problem(): AnswerProblem | undefined {
    return this.#question ? answerProblem(this.#question, this.answer) : undefined;
  }

  /**
   * Whether the draft holds something someone chose (the `selected` state): options or
   * text the user picked or that were restored. Preselected defaults alone are not a choice.
   */
  get touched(): boolean {
    return this.#origin !== 'defaults' && (this.#selected.length > 0 || this.#other.trim() !== '');
  }
}
