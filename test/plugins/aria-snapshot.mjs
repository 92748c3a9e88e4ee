// Web Test Runner server plugin: the `aria-snapshot` command returns Playwright's ARIA
// snapshot (YAML: role "name" [state]) of one element on the test page. Unlike the
// deprecated `page.accessibility.snapshot()` behind `a11ySnapshot`, it follows open shadow
// roots and reports what Chromium computes (roles, accessible names, pressed, disabled,
// expanded, level), so tests can assert what a screen reader is given.
//
// Browser side: `ariaSnapshot(selector)` in test/helpers/aria.ts.

/** @typedef {{ selector: string, timeout?: number }} AriaSnapshotPayload */
/** @typedef {{ snapshot: string } | { error: string }} AriaSnapshotResult */

const COMMAND = 'aria-snapshot';

/**
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function ariaSnapshotPlugin() {
  return {
    name: 'aria-snapshot-command',
    async executeCommand({ command, payload, session }) {
      if (command !== COMMAND) return undefined;
      const { selector, timeout } = readPayload(payload);
      if (session.browser.type !== 'playwright') {
        throw new Error(`${COMMAND} needs the Playwright launcher, not "${session.browser.type}".`);
      }
      const page = session.browser.getPage(session.id);
      // Strict locator: a selector matching 0 or 2+ elements is an error in the test, not a
      // snapshot of whichever element came first. Such errors go back to the test as a value
      // (the helper throws them there) because a thrown error would also be logged by the
      // runner, cluttering the output of tests that expect it.
      try {
        return { snapshot: await page.locator(selector).ariaSnapshot({ timeout: timeout ?? 8000 }) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** @returns {AriaSnapshotPayload} */
function readPayload(payload) {
  if (payload == null || typeof payload !== 'object' || typeof payload.selector !== 'string' || payload.selector === '') {
    throw new Error(`${COMMAND} takes { selector: string, timeout?: number }.`);
  }
  if (payload.timeout !== undefined && !(Number.isFinite(payload.timeout) && payload.timeout > 0)) {
    throw new Error(`${COMMAND}: timeout must be a positive number of milliseconds.`);
  }
  return payload;
}
