// Proves the aria-snapshot command reports what Chromium computes inside shadow DOM: the
// group's name from an aria-labelledby reference in the same shadow root, button names,
// [pressed] and [disabled], and that an ambiguous or missing selector is an error rather
// than a snapshot of the wrong thing.
import { expect, fixture, html } from '@open-wc/testing';
import { ariaSnapshot } from './aria.js';

/** A hand-written stand-in with the ARIA shape DESIGN §4 asks of <choice-prompt>. */
class AriaFixture extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <h3 id="q">Which database?</h3>
      <div role="group" aria-labelledby="q">
        <button type="button" aria-pressed="true">PostgreSQL</button>
        <button type="button" aria-pressed="false" aria-describedby="rec">SQLite, recommended</button>
        <button type="button" aria-pressed="false" aria-disabled="true">MySQL</button>
        <span id="rec" hidden>Recommended</span>
      </div>
      <div role="status">Answered: PostgreSQL</div>`;
  }
}
customElements.define('aria-fixture', AriaFixture);

describe('ariaSnapshot (aria-snapshot server command)', () => {
  it('names a shadow-DOM group by its aria-labelledby heading and lists its buttons with state', async () => {
    await fixture(html`<aria-fixture></aria-fixture>`);
    const snapshot = await ariaSnapshot('aria-fixture [role=group]');
    expect(snapshot).to.equal(
      [
        '- group "Which database?":',
        '  - button "PostgreSQL" [pressed]',
        '  - button "SQLite, recommended"',
        '  - button "MySQL" [disabled]',
      ].join('\n'),
    );
  });

  it('follows live DOM changes: a pressed state that flips shows up in the next snapshot', async () => {
    const el = await fixture<AriaFixture>(html`<aria-fixture></aria-fixture>`);
    const buttons = el.shadowRoot!.querySelectorAll('button');
    buttons[0]!.setAttribute('aria-pressed', 'false');
    buttons[1]!.setAttribute('aria-pressed', 'true');
    const snapshot = await ariaSnapshot('aria-fixture [role=group]');
    expect(snapshot).to.contain('- button "PostgreSQL"\n');
    expect(snapshot).to.contain('- button "SQLite, recommended" [pressed]');
  });

  it('snapshots the host element with everything in its shadow root, live region included', async () => {
    await fixture(html`<aria-fixture></aria-fixture>`);
    const snapshot = await ariaSnapshot('aria-fixture');
    expect(snapshot).to.contain('- heading "Which database?" [level=3]');
    expect(snapshot).to.contain('- status: "Answered: PostgreSQL"');
  });

  it('rejects a selector that matches more than one element', async () => {
    await fixture(html`<div><aria-fixture></aria-fixture><aria-fixture></aria-fixture></div>`);
    let error: unknown;
    try {
      await ariaSnapshot('aria-fixture [role=group]');
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/strict mode violation/);
  });

  it('rejects a selector that matches nothing once the timeout passes', async () => {
    await fixture(html`<aria-fixture></aria-fixture>`);
    let error: unknown;
    try {
      await ariaSnapshot('aria-fixture [role=listbox]', 300);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/Timeout 300ms exceeded/);
  });
});
