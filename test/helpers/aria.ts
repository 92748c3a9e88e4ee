// Browser-side helper for the `aria-snapshot` server command (test/plugins/aria-snapshot.mjs):
// the accessibility tree of one element as Playwright's ARIA snapshot YAML, e.g.
//   - group "Which database?":
//     - button "PostgreSQL" [pressed]
//     - button "SQLite" [disabled]
import { executeServerCommand } from '@web/test-runner-commands';

type AriaSnapshotResult = { snapshot: string } | { error: string };

/**
 * Playwright's ARIA snapshot of the single element matching `selector` on the test page.
 * CSS selectors pierce open shadow roots, so `choice-prompt [role=group]` works. Rejects when
 * the selector matches more than one element, or none within `timeoutMs` (default 8000: a backstop for a loaded machine; it resolves as soon as the element is there).
 */
export async function ariaSnapshot(selector: string, timeoutMs?: number): Promise<string> {
  const payload = timeoutMs === undefined ? { selector } : { selector, timeout: timeoutMs };
  const result = await executeServerCommand<AriaSnapshotResult, typeof payload>('aria-snapshot', payload);
  if ('error' in result) throw new Error(`ariaSnapshot(${JSON.stringify(selector)}): ${result.error}`);
  return result.snapshot;
}
