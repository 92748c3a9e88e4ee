/**
 * How the chat scrolls (WCAG 2.2, 2.4.11 Focus Not Obscured): the page keeps the end of the
 * conversation in view only while the reader is there, never scrolls the focused element or
 * the open question's start out of view to do so, keeps focus clear of the sticky message
 * box (`keepFocusClear`, measured as the box grows), and offers a control that jumps to the
 * open question whenever that question is out of view.
 */
import { deepActiveElement, keepFocusClear } from '../shared/focus-clear.js';

/** A question the user can still answer, last in the conversation. */
const OPEN = ':is(choice-prompt, question-set):is([state="open"], [state="selected"])';

/** How close to the end still counts as "at the end" (a line or two of slack). */
const SLACK = 48;

/** Room kept above anything the page scrolls to. */
const TOP_ROOM = 16;

export interface FollowOptions {
  /** The list of messages: its growth is what the page follows. */
  messages: HTMLElement;
  /** The sticky message box at the bottom of the viewport. */
  composer: HTMLElement;
  /** The controls that jump to the open question (shown only while it is out of view). */
  jumps: HTMLElement[];
}

export class ChatFollower {
  readonly #o: FollowOptions;
  /** The reader is at the end of the conversation: new content scrolls into view. */
  #following = true;
  #scheduled = false;
  /** The scroll position at the last scroll event. */
  #lastY = scrollY;
  /** The focused element when the page last looked. */
  #focused: Element | null = null;
  /**
   * Focus moved to a control above the view (Shift+Tab, say): the browser is scrolling up to
   * it, smoothly unless reduced motion is asked for. Following the end now would cancel that
   * scroll and leave the focused control off-screen; the page waits for the scroll to end.
   */
  #revealing = false;
  readonly #clear: { update(): void };

  constructor(options: FollowOptions) {
    this.#o = options;
    this.#clear = keepFocusClear({ bottom: () => options.composer.getBoundingClientRect().height });
    new ResizeObserver(() => this.#padForComposer()).observe(options.composer);
    new ResizeObserver(() => this.#schedule()).observe(options.messages);
    addEventListener('scroll', () => this.#onScroll(), { passive: true });
    addEventListener('scrollend', () => this.#onScrollEnd());
    addEventListener('resize', () => this.#schedule());
    // A question turning open or answered changes what the jump control points at.
    new MutationObserver(() => this.#schedule()).observe(options.messages, { subtree: true, attributes: true, attributeFilter: ['state'] });
    for (const jump of options.jumps) jump.addEventListener('click', (event) => this.#jump(event));
    this.#padForComposer();
  }

  /** The open question, if the conversation has one. */
  openQuestion(): HTMLElement | null {
    const open = this.#o.messages.querySelectorAll<HTMLElement>(OPEN);
    return open[open.length - 1] ?? null;
  }

  /** Scrolls to the end (as far as the focused element and the open question allow), and keeps following. */
  toEnd(): void {
    this.#following = true;
    this.#follow();
  }

  #padForComposer(): void {
    this.#clear.update();
    this.#schedule();
  }

  /**
   * At the end, the page follows again; it stops following only when the view moved up short
   * of the end. A move down is the follower's own scroll, or the browser keeping the reader's
   * place as content above grows (scroll anchoring): its event arrives a frame late, when the
   * page may have grown again, and says nothing of where the reader wants to be.
   */
  #onScroll(): void {
    this.#noticeFocusMove();
    const end = this.#end();
    if (this.#revealing) this.#following = false;
    else if (scrollY >= end - SLACK) this.#following = true;
    else if (scrollY < this.#lastY) this.#following = false;
    this.#lastY = scrollY;
    this.#schedule();
  }

  /**
   * The browser's scroll to the focused control ended (or was interrupted by the reader): the
   * usual rules apply again from where the view now is.
   */
  #onScrollEnd(): void {
    if (!this.#revealing) return;
    this.#revealing = false;
    this.#onScroll();
  }

  /**
   * A focus move into the conversation, to a control that starts above the view, is the
   * reader going back up. Noticed at the first scroll or frame after it: a move between two
   * controls of one element sends no focus event to the page.
   */
  #noticeFocusMove(): void {
    const active = deepActiveElement();
    if (active === this.#focused) return;
    this.#focused = active;
    const inConversation = !!document.activeElement && this.#o.messages.contains(document.activeElement);
    this.#revealing = inConversation && !!active && active.getBoundingClientRect().top < 0;
    if (this.#revealing) this.#following = false;
  }

  /** Layout changes come in bursts (a token, a prompt's render): act once per frame. */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    requestAnimationFrame(() => {
      this.#scheduled = false;
      this.#noticeFocusMove();
      if (this.#following) this.#follow();
      this.#showJumps();
    });
  }

  /**
   * Scrolls down towards the end, but not past the top of the focused element or of the
   * open question when they are in view or below it: the reader keeps the start of what
   * they are answering. Never scrolls up.
   */
  #follow(): void {
    let target = this.#end();
    const active = deepActiveElement();
    const keep = [this.openQuestion(), active && !this.#o.composer.contains(active) && active !== document.body ? active : null];
    for (const element of keep) {
      if (!element) continue;
      const top = element.getBoundingClientRect().top;
      if (top >= 0) target = Math.min(target, scrollY + top - TOP_ROOM);
    }
    if (target > scrollY + 1) scrollTo({ top: target, behavior: 'instant' });
  }

  /**
   * The scroll position at the end of the conversation: the bottom of the message box's column
   * at the bottom of the viewport. The page may go on below it (an agent list or a panel
   * longer than the conversation, or the panels in a row of their own on a narrower page),
   * and following the page's own end would scroll the conversation, and the question that
   * just arrived in it, off the top.
   */
  #end(): number {
    const column = this.#o.composer.parentElement ?? document.documentElement;
    const pageEnd = document.documentElement.scrollHeight - innerHeight;
    return Math.max(0, Math.min(pageEnd, scrollY + column.getBoundingClientRect().bottom - innerHeight));
  }

  /** The jump controls show while the open question is entirely outside the visible part of the page. */
  #showJumps(): void {
    const question = this.openQuestion();
    let hidden = true;
    if (question) {
      const box = question.getBoundingClientRect();
      const visibleBottom = this.#o.composer.getBoundingClientRect().top;
      hidden = box.bottom > 0 && box.top < visibleBottom - SLACK;
    }
    const up = !!question && question.getBoundingClientRect().bottom <= 0;
    for (const jump of this.#o.jumps) {
      jump.hidden = hidden;
      const arrow = jump.querySelector('.arrow');
      if (arrow) arrow.textContent = up ? '↑' : '↓';
    }
  }

  #jump(event: Event): void {
    event.preventDefault();
    const question = this.openQuestion();
    if (!question) return;
    question.scrollIntoView({ block: 'start', behavior: 'instant' });
    // The element puts focus on its first control (its tab stop).
    question.focus();
    this.#schedule();
  }
}
