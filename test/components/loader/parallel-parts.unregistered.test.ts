// The parts a request needs are requested together, not one after another: on a page that
// has fetched none (the `unregistered-dialects` group), the loader starts every fetch in the
// same call that takes what the input needs. A loader awaiting each part before asking for
// the next would have started only the first when that call returns. (What the network does
// with the requests, queued behind the browser's connections or not, is not the loader's: the
// test reads which fetches were started, not when their responses came.)
import '../../helpers/unregistered-page.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import '../../../src/bundle.js';
import type { QuestionSet } from '../../../src/index.js';
import { RequestLoader } from '../../../src/components/loader/request-loader.controller.js';
import { partsFor, startedFetches } from '../../../src/components/loader/parts.js';
import { part, question, request } from '../helpers.js';

/** Two questions (progress), a time limit (countdown), notes on each option, and previews. */
function needsFour() {
  const r = request(
    { id: 'four-parts', timeoutMs: 60_000, annotations: { perOption: true, global: false } },
    { options: [{ id: 'o0', label: 'Red', value: 'red', preview: 'A red swatch' }, { id: 'o1', label: 'Blue', value: 'blue' }] },
  );
  r.questions.push(question({ id: 'q1', text: 'Pick a size' }));
  return r;
}

describe('the loader of a request element', () => {
  it('starts every part a request needs at once, then shows the request with them', async () => {
    const wanted = ['countdown', 'notes', 'previews', 'progress'] as const;
    expect(partsFor(needsFour())).to.include.members([...wanted]);
    expect(startedFetches(), 'no part fetched before').to.not.include.members([...wanted]);
    let updates = 0;
    const host = Object.assign(document.createElement('div'), {
      addController() {},
      removeController() {},
      requestUpdate: () => void updates++,
      updateComplete: Promise.resolve(true),
    }) as unknown as ReactiveControllerHost & HTMLElement;
    const loader = new RequestLoader(host);
    loader.need({ parts: [...wanted] });
    // Still in the same task: every fetch has started, none has come.
    expect(startedFetches()).to.include.members([...wanted]);
    expect(loader.status).to.equal('pending');
    await waitUntil(() => updates > 0, 'the host is told once every part came', { timeout: 4000 });

    const el = await fixture<QuestionSet>(html`<question-set .request=${needsFour()}></question-set>`);
    await waitUntil(() => el.getAttribute('state') === 'open', 'state becomes open', { timeout: 4000 });
    expect(part(el, 'countdown'), 'the countdown part rendered').to.not.equal(null);
  });
});
