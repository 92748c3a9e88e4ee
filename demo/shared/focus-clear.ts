/**
 * Keeps the focused element clear of a page's sticky bars (WCAG 2.2, 2.4.11 Focus Not
 * Obscured). `scroll-padding` serves the browser's own scrolling to a target (links,
 * `scrollIntoView`); and after every focus move the element is scrolled clear, because
 * Chromium's focus scrolling leaves an element alone while any of it is inside the viewport,
 * even when a sticky bar covers it.
 */

/** How much of the viewport the page's sticky bars cover, in CSS pixels, measured when asked. */
export interface StickyBars {
  top?(): number;
  bottom?(): number;
}

/** Room kept between a focused element and a bar. */
const ROOM = 8;

export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function keepFocusClear(bars: StickyBars): { update(): void } {
  const covered = () => ({ top: bars.top?.() ?? 0, bottom: bars.bottom?.() ?? 0 });
  const update = () => {
    const { top, bottom } = covered();
    document.documentElement.style.scrollPaddingTop = `${Math.ceil(top) + ROOM}px`;
    document.documentElement.style.scrollPaddingBottom = `${Math.ceil(bottom) + ROOM}px`;
  };
  const clear = () => {
    const active = deepActiveElement();
    if (!active || active === document.body || active === document.documentElement) return;
    const box = active.getBoundingClientRect();
    const { top, bottom } = covered();
    const bandTop = top + ROOM;
    const bandBottom = innerHeight - bottom - ROOM;
    // Entirely outside the viewport: the user scrolled away on purpose (or a host moved focus far off).
    if (box.bottom < 0 || box.top > innerHeight) return;
    if (box.top < bandTop) scrollBy({ top: box.top - bandTop, behavior: 'instant' });
    else if (box.bottom > bandBottom) scrollBy({ top: Math.min(box.bottom - bandBottom, box.top - bandTop), behavior: 'instant' });
  };
  // After the browser's own focus scrolling, which happens with the focus move. A move
  // between two controls of one shadow root sends no focusin to the document (both ends are
  // the same host there): those moves come from keys, so a key press checks too.
  // With smooth scrolling (the demo's, unless reduced motion is asked for) the browser's
  // scroll is still moving then: check again where it ends.
  let moved = false;
  const soon = () => {
    moved = true;
    requestAnimationFrame(clear);
  };
  document.addEventListener('focusin', soon);
  document.addEventListener('keydown', soon);
  addEventListener('scrollend', () => {
    if (!moved) return;
    moved = false;
    clear();
  });
  addEventListener('resize', update);
  update();
  return { update };
}
