// The paged layout is its own lazily loaded part: on a page that has fetched no part (the
// `unregistered-dialects` group), a stacked set of several questions fetches the progress part
// but never the pager's; a paged one fetches both before it shows; a stacked set switched to
// paged once shown pages with its answers kept. The order of the tests matters: a part once
// loaded stays loaded.
import '../../helpers/unregistered-page.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/bundle.js';
import type { QuestionSet } from '../../../src/index.js';
import { optionButtons, part, question, request, root } from '../helpers.js';

/** The network's record of the modules the page fetched, kept however many the page fetches. */
const fetched: PerformanceResourceTiming[] = [];
const observer = new PerformanceObserver((list) => fetched.push(...(list.getEntries() as PerformanceResourceTiming[])));
observer.observe({ type: 'resource', buffered: true });
const fetchedModule = (path: string) => {
  fetched.push(...(observer.takeRecords() as PerformanceResourceTiming[]));
  return fetched.some((entry) => entry.name.includes(`/src/components/${path}.`));
};

const settles = (el: Element, state: string) => waitUntil(() => el.getAttribute('state') === state, `state becomes ${state}`, { timeout: 4000 });
const twoQuestions = (id: string) => {
  const r = request({ id });
  r.questions.push(question({ id: 'q1', text: 'Pick a size' }));
  return r;
};
const tabs = (el: QuestionSet) => [...root(el).querySelectorAll('[role="tab"]')];

describe('the pager part', () => {
  it('a stacked set of several questions fetches the progress part, not the pager', async () => {
    // Stacked by its attribute and by its property: `auto`, the default, may page, so it fetches the pager.
    const el = await fixture<QuestionSet>(html`<question-set expanded layout="stacked" .request=${twoQuestions('stacked')}></question-set>`);
    await settles(el, 'open');
    const byProperty = await fixture<QuestionSet>(html`<question-set expanded .layout=${'stacked'} .request=${twoQuestions('stacked-2')}></question-set>`);
    await settles(byProperty, 'open');
    expect(tabs(byProperty)).to.have.length(0);
    expect(part(el, 'progress'), 'the progress row').to.not.equal(null);
    expect(tabs(el)).to.have.length(0);
    expect(fetchedModule('progress/progress.part')).to.equal(true);
    expect(fetchedModule('paging/pager.part')).to.equal(false);
  });

  it('a stacked set switched to paged once shown pages, with its answer kept', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded layout="stacked" .request=${twoQuestions('switched')}></question-set>`);
    await settles(el, 'open');
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(el.answers['q0']).to.deep.equal({ selected: ['o1'] });
    el.layout = 'paged';
    await waitUntil(() => tabs(el).length > 0, 'the tabs show');
    expect(fetchedModule('paging/pager.part')).to.equal(true);
    expect(el.getAttribute('state')).to.equal('selected');
    expect(el.answers['q0'], 'the answer chosen before').to.deep.equal({ selected: ['o1'] });
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(getComputedStyle(root(el).querySelector('[role="tabpanel"][hidden]')!).display, "the part's styles are adopted").to.equal('none');
    await expect(el).to.be.accessible();
  });

  it('a paged set shows paged at once when its parts came', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded layout="paged" .request=${twoQuestions('paged')}></question-set>`);
    await settles(el, 'open');
    expect(tabs(el)).to.have.length(3);
    expect(el.matches(':state(step-1)')).to.equal(true);
  });
});
