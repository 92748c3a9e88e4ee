// test/helpers/readable-failures.ts, preloaded on every test page: an assertion that fails on
// DOM nodes throws an error that names them by their markup, which web-test-runner can report
// (with the nodes themselves on it, the file hung until its five-minute limit).
import { expect } from '@open-wc/testing';
import '../../src/choice-prompt.js';
import { seedJson } from '../components/helpers.js';

/** The AssertionError `assertion` throws. */
function failure(assertion: () => void): { message: string; actual?: unknown; expected?: unknown } {
  try {
    assertion();
  } catch (error) {
    return error as { message: string; actual?: unknown; expected?: unknown };
  }
  throw new Error('the assertion did not fail');
}

describe('failed assertions about DOM nodes', () => {
  it('carry the nodes as their markup, not the nodes', async () => {
    const prompt = document.createElement('choice-prompt');
    prompt.innerHTML = `<script type="application/json">${seedJson}</script>`;
    document.body.append(prompt);
    await (prompt as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const button = document.createElement('button');
    button.textContent = 'Send';
    const error = failure(() => expect(prompt, 'focus').to.equal(button));
    expect(error.message).to.contain('focus: expected <choice-prompt');
    expect(error.actual).to.be.a('string').and.match(/^<choice-prompt[^>]*><script type="application\/json">/);
    expect(error.expected).to.equal('<button>Send</button>');
    // In arrays and objects too, and a text node by its name; other values stay as they are.
    const list = failure(() => expect([prompt, button.firstChild, 3]).to.deep.equal([button, { at: button }, 3]));
    expect(list.actual).to.deep.equal([(list.actual as string[])[0], '#text', 3]);
    expect(list.expected).to.deep.equal(['<button>Send</button>', { at: '<button>Send</button>' }, 3]);
    expect((list.actual as string[])[0].length).to.be.at.most(301);
    prompt.remove();
  });

  it('leave every other failure as chai made it', () => {
    const error = failure(() => expect({ a: 1 }).to.deep.equal({ a: 2 }));
    expect(error.actual).to.deep.equal({ a: 1 });
    expect(error.expected).to.deep.equal({ a: 2 });
  });
});
