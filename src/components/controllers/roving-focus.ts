/**
 * Roving tabindex for a group of option buttons (WAI-ARIA APG "keyboard navigation inside
 * components"): one option is the group's tab stop; arrows move focus and the tab stop
 * between options, wrapping at the ends; Home/End jump; Left/Right swap in right-to-left
 * text. Arrows only move; choosing stays with Enter/Space on the native button. With
 * `each`, every option is a tab stop and arrows still move (seed 000's Tab navigation).
 *
 * The host renders `tabindex=${roving.tabIndexFor(i)}` and hands the options' keydown and
 * focusin events to `handleKeydown` and `handleFocusin`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TabStops } from '../context.js';

export interface RovingFocusOptions {
  /** The option elements, in order. */
  items(): HTMLElement[];
  /** The tab-stop mode in force. */
  mode(): TabStops;
}

export class RovingFocusController implements ReactiveController {
  #active = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: RovingFocusOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The index of the option holding the tab stop. */
  get activeIndex(): number {
    return this.#active;
  }

  /** The option holding the tab stop, once rendered. */
  get activeItem(): HTMLElement | undefined {
    return this.options.items()[this.#active];
  }

  tabIndexFor(index: number): 0 | -1 {
    return this.options.mode() === 'each' || index === this.#active ? 0 : -1;
  }

  /** Moves the tab stop (and focus, when asked) to option `index`. */
  setActive(index: number, focus = false): void {
    const items = this.options.items();
    // Before the first render there are no items yet: keep the index, `clamp` bounds it.
    const next = items.length === 0 ? Math.max(index, 0) : Math.min(Math.max(index, 0), items.length - 1);
    if (next !== this.#active) {
      this.#active = next;
      this.host.requestUpdate();
    }
    if (focus) items[next]?.focus();
  }

  /** Puts the tab stop on option `index` of a group about to be rendered (nothing to look up or focus yet). */
  reset(index: number): void {
    this.#active = Math.max(0, index);
  }

  /** Keeps the tab stop inside the group when the options change in number. */
  clamp(count: number): void {
    if (this.#active >= count) this.#active = Math.max(0, count - 1);
  }

  /** Arrow/Home/End handling; returns whether the key was used. */
  readonly handleKeydown = (event: KeyboardEvent): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
    const items = this.options.items();
    const from = items.indexOf(event.target as HTMLElement);
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
    this.setActive((to + items.length) % items.length, true);
    return true;
  };

  /** Focus arriving on an option (click, Tab in `each` mode, a script) moves the tab stop there. */
  readonly handleFocusin = (event: FocusEvent): void => {
    const index = this.options.items().indexOf(event.target as HTMLElement);
    if (index >= 0) this.setActive(index);
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
