/**
 * How pointer, keys and focus on a prompt's options reach it, in the light render as in the
 * full one: one click and one focusin listener on the shadow root (focus moving between two
 * options never reaches the host) and the group's keydown and pointerover handlers, which
 * the full template binds once. Nothing is bound per option or per render, and a click
 * anywhere on an option's card chooses it, so no overlay has to stretch the button over it.
 */
import type { ChoiceQuestion } from '../../protocol/model.js';
import type { RevealController } from '../controllers/reveal.js';
import type { RovingFocusController } from '../controllers/roving-focus.js';
import { optionIndex } from './choice-prompt.template.js';
import { digitShortcut } from './prompt-rules.js';

export interface OptionEventsOptions {
  roving: RovingFocusController;
  /** Which render shows; focus entering the light one shows the full one, with focus on the same option. */
  reveal: RevealController;
  /** The question whose options these are, once there is one. */
  question(): ChoiceQuestion | undefined;
  /** Show option `index`'s preview (some option has one: it follows focus and the pointer). */
  preview(index: number): void;
  /** The user chose option `index` (click, Enter, Space or its digit). */
  choose(index: number): void;
}

export class OptionEvents {
  constructor(private readonly options: OptionEventsOptions) {}

  /** Listens for clicks and focus on the options, on the prompt's shadow root. */
  listen(root: EventTarget): void {
    root.addEventListener('click', (event) => this.#onClick(event as MouseEvent));
    root.addEventListener('focusin', (event) => this.#onFocusin(event as FocusEvent));
  }

  /** Arrows, Home/End move; a digit chooses. For the full template's option group. */
  readonly keydown = (event: KeyboardEvent): void => {
    const { roving } = this.options;
    if (roving.handleKeydown(event)) return;
    const index = digitShortcut(event, this.options.question()?.options.length ?? 0);
    if (index < 0) return;
    event.preventDefault();
    roving.setActive(index, true);
    this.options.choose(index);
  };

  /** The preview follows the pointer. Bound only when some option has one. */
  readonly pointerover = (event: PointerEvent): void => {
    const index = optionIndex(card(event));
    if (index >= 0) this.options.preview(index);
  };

  /** A click on an option's card (its button, label, badge or description) chooses it. */
  #onClick(event: MouseEvent): void {
    const row = card(event);
    const index = optionIndex(row);
    if (index < 0) return;
    // A click on the button focuses it; one beside it, on the card, would leave focus where it was.
    if (!row!.matches(':focus-within')) row!.querySelector<HTMLElement>('button.option')?.focus();
    this.options.choose(index);
  }

  #onFocusin(event: FocusEvent): void {
    const { roving, reveal } = this.options;
    const index = optionIndex(card(event));
    if (!reveal.revealed) {
      if (index >= 0) roving.setActive(index);
      reveal.revealForFocus();
      return;
    }
    if (index < 0) return;
    roving.handleFocusin(event);
    // Only a preview follows focus; otherwise there is nothing to render for it.
    if (this.options.question()?.options.some((o) => o.preview)) this.options.preview(roving.activeIndex);
  }
}

/** The option card an event happened on, or null. */
function card(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest('.row') : null;
}
