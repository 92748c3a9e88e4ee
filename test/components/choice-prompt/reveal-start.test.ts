// The lazy upgrade's schedule (src/components/reveal/schedule.ts), with frames and the start's
// fallback timer driven by hand; the prompts and the queues are the real ones.
// - The start guard: after a batch of prompts is placed, the next frame and a 200 ms fallback
//   timer (for a page in the background, where frames stop) race to start the queue;
//   whichever comes first starts it, the other does nothing, and a fallback timer left from
//   an earlier batch never starts prompts placed since (they start after their own frame).
// - Placement: the first batch of a frame is placed a microtask after it connects; hosts that
//   connect in later tasks before the next frame (a page parsing prompts one by one after
//   the elements were defined) are placed together in that frame, one layout for all; a
//   page turning hidden before that frame (it then runs none) places them at once.
import { expect } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import { seedJson } from '../helpers.js';

const started = (el: Element) => !!el.shadowRoot && !el.shadowRoot.querySelector('.deferred') && !!el.shadowRoot.firstElementChild;

describe('reveal start guard', () => {
  const frames: FrameRequestCallback[] = [];
  const fallbacks: Array<() => void> = [];
  const realRaf = window.requestAnimationFrame;
  const realTimeout = window.setTimeout;
  let host: HTMLDivElement;
  before(() => {
    window.requestAnimationFrame = (cb) => (frames.push(cb), 1);
    window.setTimeout = ((cb: () => void, ms?: number, ...rest: unknown[]) =>
      ms === 200 ? (fallbacks.push(cb), 1) : realTimeout(cb, ms, ...rest)) as typeof setTimeout;
    window.requestIdleCallback = () => 1; // no idle reveal during the test
  });
  after(() => {
    window.requestAnimationFrame = realRaf;
    window.setTimeout = realTimeout;
    host?.remove();
  });

  const task = () => new Promise((r) => realTimeout(r, 30));
  /** A frame: every callback requested before it, in order (those they request wait for the next). */
  const frame = (time = performance.now()) => frames.splice(0).forEach((cb) => cb(time));
  function far(): HTMLElement {
    const el = document.createElement('choice-prompt');
    el.innerHTML = `<script type="application/json">${seedJson}</script>`;
    host.append(el);
    return el;
  }

  it('one start per batch; a stale fallback timer does not start hosts placed later', async () => {
    host = document.createElement('div');
    host.innerHTML = '<div style="height: 8000px"></div>';
    document.body.append(host);
    const a = far();
    const b = far();
    await task();
    expect(fallbacks.length, 'one fallback timer for the first batch').to.equal(1);
    expect(started(a) || started(b)).to.equal(false);
    // A second batch while the first start is pending: no timer more (it is placed at the frame).
    const c = far();
    await task();
    expect(fallbacks.length).to.equal(1);
    // The frame comes first: its task starts the queue (all three, well within a slice).
    frame();
    await task();
    await task();
    expect([a, b, c].map(started)).to.deep.equal([true, true, true]);
    // A later batch, after a frame, gets its own frame and timer.
    frame();
    const d = far();
    await task();
    expect(fallbacks.length).to.equal(2);
    // The first batch's timer fires late: stale, it must not start d.
    fallbacks.shift()!();
    await task();
    await task();
    expect(started(d), 'a stale timer started a later batch').to.equal(false);
    // Its own timer, before its frame: starts it; the frame then does nothing more.
    fallbacks.shift()!();
    await task();
    await task();
    expect(started(d)).to.equal(true);
    const realNow = performance.now;
    let slices = 0;
    performance.now = () => (slices++, realNow.call(performance));
    try {
      frame(0);
      await task();
    } finally {
      performance.now = realNow;
    }
    expect(slices, 'the frame after its timer ran no slice').to.equal(0);
    expect(frames.length + fallbacks.length, 'no start scheduled once the queue is empty').to.equal(0);
  });

  it('hosts connecting one task at a time between two frames are placed together, in the next frame', async () => {
    host.replaceChildren(Object.assign(document.createElement('div'), { style: 'height: 8000px' }));
    frame();
    const measured: Array<[Element, number]> = [];
    let turn = 0;
    const realRect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.localName === 'choice-prompt') measured.push([this, turn]);
      return realRect.call(this);
    };
    try {
      const first = far();
      await task();
      expect(measured.map(([el]) => el), 'the first batch of a frame is placed at once').to.deep.equal([first]);
      const later: HTMLElement[] = [];
      for (let i = 0; i < 3; i++) {
        turn++;
        later.push(far());
        await task();
      }
      expect(measured.length, 'later hosts wait for the frame').to.equal(1);
      turn++;
      frame();
      expect(measured.slice(1).map(([el]) => el)).to.deep.equal(later);
      expect(new Set(measured.slice(1).map(([, t]) => t)), 'in one batch').to.deep.equal(new Set([turn]));
      // And after that frame, the next host to connect is placed at once again.
      frame();
      const next = far();
      await task();
      expect(measured.at(-1)?.[0]).to.equal(next);
    } finally {
      Element.prototype.getBoundingClientRect = realRect;
      frame();
      for (const f of fallbacks.splice(0)) f();
      await task();
    }
  });

  it('hosts waiting for the next frame are placed as the page turns hidden, which runs no frames', async () => {
    host.replaceChildren(Object.assign(document.createElement('div'), { style: 'height: 8000px' }));
    frame();
    const measured: Element[] = [];
    const realRect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.localName === 'choice-prompt') measured.push(this);
      return realRect.call(this);
    };
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    try {
      far();
      await task();
      const later = far();
      await task();
      expect(measured, 'the later host waits for the frame').to.have.length(1);
      hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(measured.at(-1), 'placed as the page turns hidden').to.equal(later);
      // The frame, when the page shows again, places nothing twice.
      hidden = false;
      frame();
      expect(measured).to.have.length(2);
      // Nor does the page turning hidden again.
      document.dispatchEvent(new Event('visibilitychange'));
      expect(measured).to.have.length(2);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      Element.prototype.getBoundingClientRect = realRect;
      frame();
      for (const f of fallbacks.splice(0)) f();
      await task();
    }
  });
});
