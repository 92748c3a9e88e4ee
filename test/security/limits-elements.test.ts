/**
 * The elements under oversized input: a request with a 5 MB label, and a JSON script child
 * of 5 MB (one long line, or a million short ones, as a runaway model might stream), are
 * refused by their size and shown as a fallback, never as a prompt and never as an error.
 */
import { expect } from '@open-wc/testing';
import '../../src/bundle.js';
import type { ChoicePrompt } from '../../src/index.js';
import { request } from '../components/helpers.js';
import { settled } from './dom.js';
import { FIVE_MB } from '../fixtures/worst-case.mjs';

describe('elements under oversized input', function () {
  this.timeout(20_000);
  const mounted: HTMLElement[] = [];
  afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

  /**
   * Mounts `el`, failing on any error the page reports meanwhile. (How fast is `npm run
   * bench`'s: a unit test must not depend on the machine's speed.)
   */
  async function mount(el: HTMLElement): Promise<void> {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    document.body.append(el);
    mounted.push(el);
    await settled(el);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  }

  it('a request with a 5 MB label is refused by its length and explained', async () => {
    const el = document.createElement('choice-prompt') as ChoicePrompt;
    const req = request();
    req.questions[0]!.options[0]!.label = 'L'.repeat(FIVE_MB);
    el.request = req;
    await mount(el);
    expect(el.getAttribute('state')).to.equal('invalid');
    expect(el.validationErrors.map((e) => e.path)).to.deep.equal(['$.questions[0].options[0].label']);
    expect(el.validationErrors[0]!.message, 'refused by its length').to.equal(`"label" is ${FIVE_MB} characters long; the limit is 500.`);
  });

  async function oversizedScript(text: string): Promise<void> {
    const el = document.createElement('choice-prompt') as ChoicePrompt;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.text = text;
    el.append(script);
    await mount(el);
    expect(el.getAttribute('state')).to.equal('invalid');
    expect(el.validationErrors[0]!.message).to.contain('the limit is 262144');
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="fallback"]'), 'shown as the raw code block').to.exist;
  }

  it('a 5 MB JSON script on one line is refused at the size gate and shown as text', async () => {
    await oversizedScript(`{"question": "${'Q'.repeat(FIVE_MB)}"`);
  });

  it('a 5 MB JSON script of a million short lines is refused at the size gate and shown as text', async () => {
    await oversizedScript(`{"question": "Q",\n${'  "x": 1,\n'.repeat(FIVE_MB / 10)}`);
  });
});
