// The demo pages as the Vite server sends them, with their shared parts (demo/shared/*.html)
// filled in by the partials plugin of demo/vite.config.ts: every placeholder replaced, the
// head and header in place once, and the navigation marking the page it is on.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startDemo } from './support.mjs';

const MAIN = ['index', 'gallery', 'chat', 'embed-plain', 'embed-react'];
/** Each page's title, and the pages its navigation lists (the two added last list themselves on). */
const PAGES = {
  index: { title: 'choice-prompts demo', nav: MAIN },
  gallery: { title: 'Gallery · choice-prompts', nav: MAIN },
  chat: { title: 'Chat · choice-prompts', nav: MAIN },
  'embed-react': { title: 'React · choice-prompts', nav: MAIN },
  'use-chat': { title: 'AI SDK useChat · choice-prompts', nav: [...MAIN, 'use-chat'] },
  playground: { title: 'Playground · choice-prompts', nav: [...MAIN, 'use-chat', 'playground'] },
};

const count = (text, needle) => text.split(needle).length - 1;

describe('demo pages with their shared parts', { timeout: 60_000 }, () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo?.close());

  for (const [page, { title, nav }] of Object.entries(PAGES)) {
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
      const links = [...html.matchAll(/<li><a href="\.\/([\w-]+)\.html"( aria-current="page")?>/g)];
      assert.deepEqual(
        links.map((m) => m[1]),
        nav,
      );
      assert.deepEqual(
        links.filter((m) => m[2]).map((m) => m[1]),
        [page],
      );
    });
  }
});
