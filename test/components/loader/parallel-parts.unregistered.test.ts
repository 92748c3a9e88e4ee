// The parts a request needs are requested together, not one after another: on a page that
// has fetched none (the `unregistered-dialects` group), every part module's request starts
// before any of them has arrived. A loader awaiting each part before asking for the next
// could only ask for the second once the first had come, its response ended.
import '../../helpers/unregistered-page.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/bundle.js';
import type { QuestionSet } from '../../../src/index.js';
import { part, question, request } from '../helpers.js';

/** The network's record of each module the page fetched, kept however many the page fetches. */
const fetched: PerformanceResourceTiming[] = [];
const observer = new PerformanceObserver((list) => fetched.push(...(list.getEntries() as PerformanceResourceTiming[])));
observer.observe({ type: 'resource', buffered: true });

describe('the loader of a request element', () => {
  it('requests every part a request needs at once', async () => {
    // Two questions (progress), a time limit (countdown), notes, and previews.
    const needsFour = request(
      { id: 'four-parts', timeoutMs: 60_000, annotations: { perOption: true, global: false } },
      { options: [{ id: 'o0', label: 'Red', value: 'red', preview: 'A red swatch' }, { id: 'o1', label: 'Blue', value: 'blue' }] },
    );
    needsFour.questions.push(question({ id: 'q1', text: 'Pick a size' }));
    const el = await fixture<QuestionSet>(html`<question-set .request=${needsFour}></question-set>`);
    expect(el.state).to.equal('pending');
    await waitUntil(() => el.getAttribute('state') === 'open', 'state becomes open', { timeout: 4000 });
    expect(part(el, 'countdown'), 'the countdown part rendered').to.not.equal(null);
    fetched.push(...(observer.takeRecords() as PerformanceResourceTiming[]));
    const modules = ['countdown/countdown', 'notes/annotations', 'previews/previews', 'progress/progress'].map((name) => {
      const entry = fetched.find((e) => e.name.includes(`/src/components/${name}.part.`));
      expect(entry, `${name}.part was fetched`).to.not.equal(undefined);
      return entry!;
    });
    const firstArrived = Math.min(...modules.map((e) => e.responseEnd));
    for (const entry of modules) expect(entry.startTime, `${entry.name} requested before any part arrived`).to.be.below(firstArrived);
  });
});
