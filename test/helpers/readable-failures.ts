// Preloaded on every test page (web-test-runner.config.mjs, `runnerHtml`): a failed assertion
// about DOM nodes reports instead of hanging the run.
//
// chai keeps the values it compared on its AssertionError (`actual`, `expected`), and
// web-test-runner serializes the error to report it. A node never finished serializing (an
// element reaches its whole page through its properties, a Lit element its controllers too):
// `expect(document.activeElement).to.equal(button)` failing left the file running until
// `testsFinishTimeout`, five minutes, with no message at all. chai's message already names
// both values, so the nodes in them are replaced by their markup, cut short, before the error
// leaves the assertion.
import type { chai as Chai } from '@open-wc/testing';
// The entry without side effects (the same chai): the main one registers its fixtures'
// cleanup with mocha's `afterEach` as it loads, and mocha is not there yet on a page's first
// module, so it would never be registered. Its types leave out the `chai` it exports.
import * as pure from '@open-wc/testing/pure';

const { chai } = pure as unknown as { chai: typeof Chai };

/** How much of a node's markup stands for it. */
const MARKUP = 300;

/** `value` with every DOM node in it (itself, or in the arrays and plain objects it holds, a few levels down) replaced by its markup. */
export function withoutNodes(value: unknown, depth = 0): unknown {
  if (value instanceof Element) return value.outerHTML.length > MARKUP ? `${value.outerHTML.slice(0, MARKUP)}…` : value.outerHTML;
  if (value instanceof Node) return `#${value.nodeName.replace(/^#/, '')}`;
  if (depth >= 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNodes(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNodes(item, depth + 1)]));
}

type Assert = (this: unknown, ...args: unknown[]) => void;
const prototype = chai.Assertion.prototype as unknown as { assert: Assert };
const assert = prototype.assert;
prototype.assert = function (this: unknown, ...args: unknown[]): void {
  try {
    assert.apply(this, args);
  } catch (error) {
    if (error instanceof chai.AssertionError) {
      const failure = error as unknown as { actual?: unknown; expected?: unknown };
      failure.actual = withoutNodes(failure.actual);
      failure.expected = withoutNodes(failure.expected);
    }
    throw error;
  }
};
