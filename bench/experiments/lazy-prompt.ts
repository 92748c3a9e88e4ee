/**
 * Experiment, not shipped: what "lazy upgrade of off-screen prompts" (issue 5) would buy.
 * A subclass of the real `ChoicePrompt` registered as `choice-prompt` that renders nothing
 * until the prompt comes within 200px of the viewport (IntersectionObserver), then renders
 * exactly as the element does. Prompts still off screen are rendered in idle time, a few
 * per idle period, so every prompt reaches the accessibility tree shortly after the first
 * frame instead of waiting to be scrolled to. Until rendered, the host reserves space with
 * `content-visibility: auto` and `contain-intrinsic-size`, so the observer does not see a thousand empty prompts in view.
 *
 * The bench page loads it as `?variant=lazy`; the table labels it as an experiment.
 */
import { ChoicePrompt } from '../../src/index.js';

const pending = new Set<LazyPrompt>();
let idleScheduled = false;

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) if (entry.isIntersecting) (entry.target as LazyPrompt).reveal();
  },
  { rootMargin: '200px' },
);

function scheduleIdle(): void {
  if (idleScheduled || pending.size === 0) return;
  idleScheduled = true;
  requestIdleCallback((deadline) => {
    idleScheduled = false;
    for (const prompt of pending) {
      if (deadline.timeRemaining() < 2) break;
      prompt.reveal();
    }
    scheduleIdle();
  });
}

class LazyPrompt extends ChoicePrompt {
  #revealed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#revealed) return;
    pending.add(this);
    observer.observe(this);
    scheduleIdle();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    pending.delete(this);
    observer.unobserve(this);
  }

  reveal(): void {
    if (this.#revealed) return;
    this.#revealed = true;
    pending.delete(this);
    observer.unobserve(this);
    this.style.removeProperty('content-visibility');
    this.style.removeProperty('contain-intrinsic-size');
    this.requestUpdate();
  }

  protected override shouldUpdate(changed: Map<PropertyKey, unknown>): boolean {
    if (!this.#revealed) {
      // Reserve about a prompt's height (size containment makes the reserved size count),
      // so layout and the observer see where it will be.
      this.style.setProperty('content-visibility', 'auto');
      this.style.setProperty('contain-intrinsic-size', 'auto 180px');
      return false;
    }
    return super.shouldUpdate(changed);
  }
}

customElements.define('choice-prompt', LazyPrompt);
