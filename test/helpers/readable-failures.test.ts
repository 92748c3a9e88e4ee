// test/helpers/readable-failures.ts, preloaded on every test page: an assertion that fails on
// DOM nodes throws an error that names them by their markup, which web-test-runner can report
// (with the nodes themselves on it, the file hung until its five-minute limit).
import { expect } from '@open-wc/testing';
import '../../src/choice-prompt.js';
import { seedBlock } from '../components/helpers.js';

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
    // A question long enough that the markup standing for the prompt is cut at 300 characters.
    const block = { ...seedBlock, question: `${'Which of these sources should the feed reader add first? '.repeat(6)}` };
    prompt.innerHTML = `<script type="application/json">${JSON.stringify(block)}</script>`;
    document.body.append(prompt);
    await (prompt as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const button = document.createElement('button');
    button.textContent = 'Send';
    // Each checked as a string first: were a node still there, these checks' own failures
    // would carry it, and hang as the file would have.
    const error = failure(() => expect(prompt, 'focus').to.equal(button));
    expect(error.message).to.contain('focus: expected <choice-prompt');
    expect(typeof error.actual).to.equal('string');
    expect(error.actual).to.equal(`${prompt.outerHTML.slice(0, 300)}…`);
    expect(typeof error.expected).to.equal('string');
    expect(error.expected).to.equal('<button>Send</button>');
    // In arrays and objects too, and a text node by its name; other values stay as they are.
    const list = failure(() => expect([prompt, button.firstChild, 3]).to.deep.equal([button, { at: button }, 3]));
    expect(JSON.stringify(list.actual)).to.equal(JSON.stringify([`${prompt.outerHTML.slice(0, 300)}…`, '#text', 3]));
    expect(JSON.stringify(list.expected)).to.equal(JSON.stringify(['<button>Send</button>', { at: '<button>Send</button>' }, 3]));
    prompt.remove();
  });

  it('leave every other failure as chai made it', () => {
    const error = failure(() => expect({ a: 1 }).to.deep.equal({ a: 2 }));
    expect(error.actual).to.deep.equal({ a: 1 });
    expect(error.expected).to.deep.equal({ a: 2 });
  });
});
