// The demo pages as the Vite server sends them, with their shared parts (demo/shared/*.html)
// filled in by the partials plugin of demo/vite.config.ts: every placeholder replaced, the
// head and header in place once, and the navigation marking the page it is on.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { root, startDemo } from './support.mjs';

/** Every demo page, as the navigation must list it (in the header's order). */
const NAV = ['index', 'gallery', 'chat', 'embed-plain', 'embed-react', 'use-chat', 'playground'];
/** Each page's title; embed-plain.html has no shared parts (it is checked on disk below). */
const PAGES = {
  index: { title: 'choice-prompts demo' },
  gallery: { title: 'Gallery · choice-prompts' },
  chat: { title: 'Chat · choice-prompts' },
  'embed-react': { title: 'React · choice-prompts' },
  'use-chat': { title: 'AI SDK useChat · choice-prompts' },
  playground: { title: 'Playground · choice-prompts' },
};

/** The pages a document's navigation links to, and the one it marks as current. */
function navigation(html) {
  const links = [...html.matchAll(/<li><a href="\.\/([\w-]+)\.html"( aria-current="page")?>/g)];
  return { pages: links.map((m) => m[1]), current: links.filter((m) => m[2]).map((m) => m[1]) };
}

const count = (text, needle) => text.split(needle).length - 1;

describe('demo pages with their shared parts', { timeout: 60_000 }, () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo?.close());

  test('the navigation lists every page in demo/', () => {
    const pages = readdirSync(`${root}demo`).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length));
    assert.deepEqual([...pages].sort(), [...NAV].sort());
  });

  test('embed-plain.html, which has no build step, carries the same navigation', () => {
    assert.deepEqual(navigation(readFileSync(`${root}demo/embed-plain.html`, 'utf8')), { pages: NAV, current: ['embed-plain'] });
  });

  for (const [page, { title }] of Object.entries(PAGES)) {
    test(`${page}.html`, async () => {
      const response = await fetch(`${demo.url}${page}.html`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.doesNotMatch(html, /include:|\{\{|only on:|not on:/);
      assert.match(html, new RegExp(`<meta charset="utf-8" />\\s*<meta name="viewport"[^>]*>\\s*<title>${title}</title>`));
      assert.equal(count(html, "localStorage.getItem('choice-prompts-demo:theme')"), 1);
      // Vite writes index.html's relative addresses from the root.
      assert.equal(html.match(/<link rel="stylesheet" href="\.?\/styles\/demo\.css" \/>/g)?.length, 1);
      assert.equal(count(html, '<header class="site-header">'), 1);
      assert.equal(count(html, 'name="theme"'), 3);
      // The chat's skip links lead to its message field; every other page's to its main content.
      assert.equal(count(html, '<a class="skip-link" href="#main">Skip to content</a>'), page === 'chat' ? 0 : 1);
      assert.deepEqual(navigation(html), { pages: NAV, current: [page] });
    });
  }
});
