import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { html, url } from '../../src/html/markup.js';
import { renderHTML } from '../../src/html.js';
import type { ChoiceRequest, ChoiceResponse, ResponseStatus } from '../../src/protocol.js';
import { assertProperty } from '../helpers/property.js';
import { HOSTILE_STRINGS, text } from '../security/payloads.js';

/** Parses markup as a page would, inert (a template's content runs nothing). */
function parse(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

describe('the html tag: every interpolation escaped by where it stands', () => {
  it('writes text as text, in an element and in an attribute value', () => {
    const label = '<img src=x onerror="alert(1)">&amp;"\'';
    const fragment = parse(html`<p title="${label}">${label}</p>`.html);
    const p = fragment.querySelector('p')!;
    expect(fragment.querySelectorAll('*')).to.have.length(1);
    expect(p.textContent).to.equal(label);
    expect(p.title).to.equal(label);
  });

  it('inserts its own markup as it is, and lists item by item', () => {
    const items = ['<a>', 'b'].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>`.html).to.equal('<ul><li>&lt;a&gt;</li><li>b</li></ul>');
  });

  it('leaves an attribute out when its whole value is undefined, null or false', () => {
    expect(html`<b id="${undefined}" class="${false}" title="${null}" data-x="${0}">x</b>`.html).to.equal('<b data-x="0">x</b>');
  });

  it('refuses, as the template author’s mistake, an interpolation outside text and quoted values', () => {
    const name = 'onclick';
    expect(() => html`<b ${name}="x"></b>`).to.throw(/interpolate only into text and quoted attribute values/);
    expect(() => html`<b title=${name}></b>`).to.throw(/interpolate only/);
    expect(() => html`<b title='${name}'></b>`).to.throw(/quote attribute values with "/);
    expect(() => html`<b onclick="${name}"></b>`).to.throw(/never interpolate into onclick/);
    expect(() => html`<b style="${name}"></b>`).to.throw(/never interpolate into style/);
    expect(() => html`<script>${name}</script>`).to.throw(/no comments, scripts or styles/);
  });

  it('writes a URL attribute only from url(): http, https and mailto, anything else leaves it out', () => {
    expect(() => html`<a href="${'https://example.com'}">x</a>`).to.throw(/only from url/);
    expect(html`<a href="${url('https://example.com/a?b="c"')}">x</a>`.html).to.equal('<a href="https://example.com/a?b=%22c%22">x</a>');
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>', 'vbscript:x', '/relative', '//evil.example', 'not a url']) {
      expect(html`<a href="${url(bad)}">x</a>`.html, bad).to.equal('<a>x</a>');
    }
  });
});

/** The tags and attributes renderHTML writes: nothing else may come out, whatever the request holds. */
const TAGS = new Set(['div', 'span', 'p', 'button', 'input', 'textarea', 'label', 'ol', 'li', 'pre', 'kbd', 'a', 'svg', 'circle', 'path', 'details', 'summary', 'ul', 'code']);
const ATTRIBUTES = new Set([
  'class', 'part', 'id', 'role', 'dir', 'lang', 'tabindex', 'type', 'for', 'href', 'target', 'rel', 'translate', 'data-q', 'data-key', 'data-option', 'data-shape',
  'data-state', 'maxlength', 'placeholder', 'readonly', 'value', 'autocomplete', 'inputmode', 'spellcheck', 'rows', 'viewbox', 'width', 'height', 'focusable', 'cx', 'cy',
  'r', 'd', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'open', 'hidden',
]);

/** What a piece of markup is made of: each element's tag and attribute names, in order. */
const skeleton = (fragment: DocumentFragment) =>
  [...fragment.querySelectorAll('*')].map((e) => `${e.localName}[${[...e.attributes].map((a) => a.name).sort().join(',')}]`).join(' ');

/** A request whose every text is `t(k)` (k names the field), in a shape renderHTML draws in full. */
function request(raw: (k: string) => string, options: { several: boolean; approval: boolean; link: boolean }): ChoiceRequest {
  // A text a request must have (an id, a question, a label) is never blank: otherwise it is the fallback, which shows none of them.
  const t = (k: string, d = '') => (raw(k).trim() ? raw(k) : d);
  const question = (i: number) => ({
    id: `q${i}`,
    kind: 'choice' as const,
    text: t(`question${i}`, 'Q'),
    header: t(`header${i}`).slice(0, 12) || undefined,
    context: t(`context${i}`) || undefined,
    placeholder: t(`placeholder${i}`) || undefined,
    options: [0, 1, 2].map((o) => ({
      id: `o${o}`,
      label: `${t(`label${i}.${o}`, "L")} ${o}`,
      value: `v${o}`,
      description: t(`description${i}.${o}`) || undefined,
      preview: o === 0 ? t(`preview${i}`) || undefined : undefined,
      recommended: o === 1,
    })),
    multiple: i === 1,
    allowOther: true,
    minSelections: i === 1 ? 0 : 1,
    maxSelections: i === 1 ? 3 : 1,
    defaults: [],
    ...(options.approval && i === 0 ? { subject: { kind: 'command' as const, text: t('subject') || 'ls' } } : {}),
  });
  return {
    id: t('id', 'r'),
    dialect: 'choices-block',
    title: t('title') || undefined,
    questions: options.link ? [] : options.several ? [question(0), question(1)] : [question(0)],
    ...(options.link ? { link: `https://example.com/${raw('link')}` } : {}),
    annotations: { perOption: true, global: true },
  };
}

describe('renderHTML: no text in a request becomes a tag, an attribute or a link', () => {
  /** `t` with the characters that mean something in HTML made plain: whatever the markup holds beyond that, a text put there. */
  const benign = (t: string) => t.replace(/[<>&"'=/]/g, 'x');

  it('writes the same elements and attributes as for the text made plain, only known ones, and each text as text', () => {
    const hostile = fc.oneof(text, fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));
    const statuses: (ResponseStatus | 'open')[] = ['open', 'answered', 'cancelled', 'declined', 'timeout'];
    let cards = 0;
    assertProperty(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 14 }), hostile),
        hostile,
        fc.record({ several: fc.boolean(), approval: fc.boolean(), link: fc.boolean(), outdated: fc.boolean(), status: fc.constantFrom(...statuses) }),
        (texts, fallback, shape) => {
          const raw = (k: string) => (Object.prototype.hasOwnProperty.call(texts, k) ? texts[k]! : fallback);
          const render = (t: (k: string) => string) => {
            const req = request(t, shape);
            const answers = Object.fromEntries(req.questions.map((q) => [q.id, { selected: ['o0'], other: t(`other.${q.id}`), optionNotes: { o0: t(`note.${q.id}`) } }]));
            const response: ChoiceResponse | undefined = shape.status === 'open' ? undefined : { requestId: req.id, status: shape.status, answers, annotation: t('annotation') };
            return renderHTML(req, { response, outdated: shape.outdated, strings: { submit: t('submit'), recommended: t('recommended') }, lang: 'en' });
          };
          const fragment = parse(render(raw));
          for (const element of fragment.querySelectorAll('*')) {
            expect(TAGS.has(element.localName), `tag <${element.localName}>`).to.be.true;
            for (const attribute of element.attributes) {
              expect(ATTRIBUTES.has(attribute.name.toLowerCase()) || attribute.name.startsWith('aria-'), `attribute ${attribute.name}`).to.be.true;
              if (attribute.name === 'href') expect(new URL(attribute.value).protocol).to.be.oneOf(['http:', 'https:', 'mailto:']);
            }
          }
          // A link's href is there only for a URL that parses as http(s) or mailto, which the plain text may and the raw may not.
          const shapeOf = (f: DocumentFragment) => skeleton(f).replace(/\bhref,?/g, '');
          expect(shapeOf(fragment)).to.equal(shapeOf(parse(render((k) => benign(raw(k))))));
          const question = fragment.querySelector('[id$="q0-question"]');
          if (question) expect(question.firstChild?.textContent).to.equal(raw('question0').trim() ? raw('question0') : 'Q');
          cards += fragment.querySelector('.cp-base') ? 1 : 0;
        },
      ),
      { numRuns: 150 },
    );
    // Most requests drawn are shown (a few are refused, an over-long header say): the texts do reach the markup.
    expect(cards).to.be.greaterThan(100);
  });
});
