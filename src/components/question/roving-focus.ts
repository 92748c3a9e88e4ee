import type { ReactiveControllerHost } from 'lit';
import type { TabStops } from '../config/config.js';

export interface RovingFocusOptions {
  /** The option elements of group `group`, in order. */
  items(group: number): HTMLElement[];
  /** The group an option element belongs to, or -1. */
  groupOf(item: Element): number;
  /** The tab-stop mode in force. */
  mode(): TabStops;
}

/**
 * Roving tabindex for each group of option buttons in a shadow root (WAI-ARIA APG "keyboard navigation inside
 * components"): one option is the group's tab stop; arrows move focus and the tab stop
 * between options, wrapping at the ends; Home/End jump; Left/Right swap in right-to-left
 * text. Arrows only move; choosing stays with Enter/Space on the native button. With
 * `each`, every option is a tab stop and arrows still move (Tab moves between options).
 *
 * A request of several questions has one group per question, each with its own tab stop. The
 * host renders `tabindex=${roving.tabIndexFor(group, i)}` and hands the options' keydown and
 * focusin events to `handleKeydown` and `handleFocusin`.
 */
export class RovingFocus {
  /** Each group's tab stop (groups not in it have theirs on the first option). */
  #active: number[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: RovingFocusOptions,
  ) {}

  /** The index of the option holding group `group`'s tab stop. */
  activeIndex(group: number): number {
    return this.#active[group] ?? 0;
  }

  /** The option holding group `group`'s tab stop, once rendered. */
  activeItem(group: number): HTMLElement | undefined {
    return this.options.items(group)[this.activeIndex(group)];
  }

  tabIndexFor(group: number, index: number): 0 | -1 {
    return this.options.mode() === 'each' || index === this.activeIndex(group) ? 0 : -1;
  }

  /** Moves group `group`'s tab stop (and focus, when asked) to option `index`. */
  setActive(group: number, index: number, focus = false): void {
    const items = this.options.items(group);
    // Before the first render there are no items yet: keep the index, `clamp` bounds it.
    const next = items.length === 0 ? Math.max(index, 0) : Math.min(Math.max(index, 0), items.length - 1);
    if (next !== this.activeIndex(group)) {
      this.#active[group] = next;
      // Written at once as well as rendered: a settled card is renderHTML's markup, which no
      // render touches (fold.part.ts), and Tab must leave from where the arrows went.
      items.forEach((item, i) => (item.tabIndex = this.tabIndexFor(group, i)));
      this.host.requestUpdate();
    }
    if (focus) items[next]?.focus();
  }

  /** Puts each group's tab stop on the option `indexes` gives (-1: the first) of groups about to be rendered. */
  reset(indexes: number[]): void {
    this.#active = indexes.map((i) => Math.max(0, i));
  }

  /** Keeps group `group`'s tab stop inside it when its options change in number. */
  clamp(group: number, count: number): void {
    if (this.activeIndex(group) >= count) this.#active[group] = Math.max(0, count - 1);
  }

  /** Arrow/Home/End handling; returns whether the key was used. */
  readonly handleKeydown = (event: KeyboardEvent): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
    const target = event.target as HTMLElement;
    const group = this.options.groupOf(target);
    const items = group < 0 ? [] : this.options.items(group);
    const from = items.indexOf(target);
    if (from < 0) return false;
    const rtl = isRightToLeft(this.host);
    let to: number;
    switch (event.key) {
      case 'ArrowDown':
        to = from + 1;
        break;
      case 'ArrowUp':
        to = from - 1;
        break;
      case 'ArrowRight':
        to = rtl ? from - 1 : from + 1;
        break;
      case 'ArrowLeft':
        to = rtl ? from + 1 : from - 1;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = items.length - 1;
        break;
      default:
        return false;
    }
    event.preventDefault();
    this.setActive(group, (to + items.length) % items.length, true);
    return true;
  };

  /** Focus arriving on an option (click, Tab in `each` mode, a script) moves its group's tab stop there. */
  readonly handleFocusin = (event: FocusEvent): void => {
    const target = event.target as HTMLElement;
    const group = this.options.groupOf(target);
    const index = group < 0 ? -1 : this.options.items(group).indexOf(target);
    if (index >= 0) this.setActive(group, index);
  };
}

/** Whether `el` lays out right to left, from `dir` attributes or CSS `direction`. */
export function isRightToLeft(el: Element): boolean {
  try {
    if (el.matches(':dir(rtl)')) return true;
  } catch {
    // `:dir()` unsupported: fall through to the computed style.
  }
  return getComputedStyle(el).direction === 'rtl';
}
