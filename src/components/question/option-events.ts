import type { ChoiceOption } from '../../protocol/model.js';
import type { RevealController } from '../reveal/reveal.controller.js';
import { digitShortcut } from '../answer/rules.js';
import type { RovingFocus } from './roving-focus.js';

export interface OptionEventsOptions {
  roving: RovingFocus;
  /** Which render shows; focus entering the light one shows the full one, with focus on the same option. */
  reveal: RevealController;
  /** The options question `index` shows (none before there is one). */
  choices(index: number): readonly ChoiceOption[];
  /** Whether a digit chooses an option of question `index` (not in an approval, where a stray key must not approve). */
  digits(index: number): boolean;
  /** Show option `option`'s preview in question `index` (some option has one: it follows focus and the pointer). */
  preview(index: number, option: number): void;
  /** The user chose option `option` of question `index` (click, Enter, Space or its digit). */
  choose(index: number, option: number): void;
}

/**
 * How pointer, keys and focus on the options reach the element, in every render (the light
 * one, the full one, a settled request's markup): one click, one focusin and one keydown
 * listener on the shadow root (focus moving between two options never reaches the host), and
 * the groups' pointerover handler, which the full template binds once. Nothing is bound per
 * option or per render, and a click anywhere on an option's card chooses it, so no overlay
 * has to stretch the button over it.
 */
export class OptionEvents {
  constructor(private readonly options: OptionEventsOptions) {}

  /** Listens for clicks, keys and focus on the options, on the element's shadow root. */
  listen(root: EventTarget): void {
    root.addEventListener('click', (event) => this.#onClick(event as MouseEvent));
    root.addEventListener('focusin', (event) => this.#onFocusin(event as FocusEvent));
    root.addEventListener('keydown', (event) => this.#onKeydown(event as KeyboardEvent));
  }

  /** Arrows, Home/End move between options; a digit chooses. Keys elsewhere (a field, a preview) are theirs. */
  #onKeydown(event: KeyboardEvent): void {
    const { roving } = this.options;
    if (roving.handleKeydown(event)) return;
    // Keys in an option's preview (a scrolling code block) are the preview's.
    if (!(event.target instanceof Element) || !event.target.matches('button.option')) return;
    const group = groupOf(event.target);
    if (!this.options.digits(group)) return;
    const index = digitShortcut(event, this.options.choices(group).length);
    if (index < 0) return;
    event.preventDefault();
    roving.setActive(group, index, true);
    this.options.choose(group, index);
  }

  /** The preview follows the pointer. Bound only when some option has one. */
  readonly pointerover = (event: PointerEvent): void => {
    const index = optionIndex(card(event));
    if (index >= 0) this.options.preview(groupOf(event.target), index);
  };

  /** A click on an option's card (its button, label, badge or description) chooses it. */
  #onClick(event: MouseEvent): void {
    const row = card(event);
    const index = optionIndex(row);
    if (index < 0) return;
    // A click on the button focuses it; one beside it, on the card, would leave focus where it was.
    if (!row!.matches(':focus-within')) row!.querySelector<HTMLElement>('button.option')?.focus();
    this.options.choose(groupOf(row), index);
  }

  #onFocusin(event: FocusEvent): void {
    const { roving, reveal } = this.options;
    const index = optionIndex(card(event));
    const group = groupOf(event.target);
    if (!reveal.revealed) {
      if (index >= 0) roving.setActive(group, index);
      reveal.revealForFocus(group);
      return;
    }
    if (index < 0) return;
    roving.handleFocusin(event);
    // Only a preview follows focus; otherwise there is nothing to render for it.
    if (this.options.choices(group).some((o) => o.preview)) this.options.preview(group, roving.activeIndex(group));
  }
}

/** The option card an event happened on, or null. */
function card(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest('.row') : null;
}

/** The index of the question an element of the render belongs to (`data-q` on its wrapper), or -1. */
export function groupOf(target: EventTarget | null): number {
  const item = target instanceof Element ? target.closest<HTMLElement>('[data-q]') : null;
  return item ? Number(item.dataset['q']) : -1;
}

/** The index of option card `row` among its group's cards (in the light and the full render alike), or -1. */
export function optionIndex(row: EventTarget | null): number {
  if (!(row instanceof Element) || !row.classList.contains('row')) return -1;
  let index = 0;
  for (let n = row.previousElementSibling; n; n = n.previousElementSibling) if (n.classList.contains('row')) index++;
  return index;
}
