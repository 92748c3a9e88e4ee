// Browser-side helper for the `aria-snapshot` server command (test/plugins/aria-snapshot.mjs):
// the accessibility tree of one element as Playwright's ARIA snapshot YAML, e.g.
//   - group "Which database?":
//     - button "PostgreSQL" [pressed]
//     - button "SQLite" [disabled]
import { executeServerCommand } from '@web/test-runner-commands';

/**
 * Playwright's ARIA snapshot of the single element matching `selector` on the test page.
 * CSS selectors pierce open shadow roots, so `choice-prompt [role=group]` works. Fails when
 * the selector matches no element (after `timeoutMs`) or more than one.
 */
export function ariaSnapshot(selector: string, timeoutMs?: number): Promise<string> {
  const payload = timeoutMs === undefined ? { selector } : { selector, timeout: timeoutMs };
  return executeServerCommand<string, typeof payload>('aria-snapshot', payload, 'ariaSnapshotPlugin from test/plugins/aria-snapshot.mjs');
}
