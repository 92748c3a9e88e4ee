// The start guard of the lazy upgrade's queue (src/components/reveal/schedule.ts): after a batch
// of prompts is placed, the next frame and a 200 ms fallback timer (for a page in the
// background, where frames stop) race to start the queue; whichever comes first starts it,
// the other does nothing, and a fallback timer left from an earlier batch never starts
// prompts placed since (they start after their own frame). Frames and that timer are driven
// by hand here; the prompts and the queue are the real ones.
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
    expect(frames.length, 'one frame requested for the first batch').to.equal(1);
    expect(fallbacks.length, 'one fallback timer for the first batch').to.equal(1);
    expect(started(a) || started(b)).to.equal(false);
    // A second batch while the first start is pending: nothing more is scheduled.
    const c = far();
    await task();
    expect(frames.length).to.equal(1);
    expect(fallbacks.length).to.equal(1);
    // The frame comes first: its task starts the queue (all three, well within a slice).
    frames.shift()!(performance.now());
    await task();
    await task();
    expect([a, b, c].map(started)).to.deep.equal([true, true, true]);
    // A later batch gets its own frame and timer.
    const d = far();
    await task();
    expect(frames.length).to.equal(1);
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
      frames.shift()!(0);
      await task();
    } finally {
      performance.now = realNow;
    }
    expect(slices, 'the frame after its timer ran no slice').to.equal(0);
    expect(frames.length + fallbacks.length, 'no start scheduled once the queue is empty').to.equal(0);
  });
});
