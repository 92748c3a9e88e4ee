// Options' previews written to attack the page, shown by the built bundle in Chromium and
// looked at through each one: an HTML preview (the Agent SDK's `previewFormat: 'html'`) runs
// no script, no event handler and no `javascript:` link, and loads nothing (an image, a style
// sheet, CSS `url()` or `@import`, a frame, a prefetch, a refresh, a form, a link's target);
// a markdown preview shows its HTML as text and loads no image. The only server this page
// reaches records every path asked for: the page, the bundle and its chunks, and nothing else.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesUnder, launchBrowser, openPage, root, serveFiles } from './support.mjs';

/** Each a preview a hostile agent might send, every URL on the server the page came from. */
const HOSTILE_HTML = [
  '<p>Script</p><script>parent.postMessage("script", "*"); top.__pwned = 1</script>',
  '<img src="/x-img" onerror="parent.postMessage(\'onerror\', \'*\')" alt="img"><svg onload="parent.postMessage(\'svg\', \'*\')"><image href="/x-svg-image" /></svg>',
  '<a id="js" href="javascript:parent.postMessage(\'js\', \'*\')">javascript link</a> <a id="self" target="_self" href="/x-link">link to itself</a> <a id="top" target="_top" href="/x-top">top</a>',
  '<div style="background: url(/x-bg); width: 40px; height: 40px">bg</div><style>@import url(/x-import); body { background-image: url(/x-bg2) } @font-face { font-family: F; src: url(/x-font) } p { font-family: F }</style><p>font</p>',
  '<link rel="stylesheet" href="/x-css"><link rel="prefetch" href="/x-prefetch"><link rel="preload" as="image" href="/x-preload"><meta http-equiv="refresh" content="0;url=/x-refresh"><base href="/x-base/"><img src="relative-to-base">',
  '<form action="/x-form"><button id="go">Send</button></form><iframe src="/x-frame"></iframe><object data="/x-object"></object><video poster="/x-poster"></video><input type="image" src="/x-input" alt="input">',
];

/** Markdown written to attack: HTML in it, a javascript: link, an image. */
const HOSTILE_MARKDOWN = '**Bold** <img src="/x-md-img" onerror="top.__pwned = 1"> [run](javascript:top.__pwned=1) ![pic](/x-md-image) [site](https://example.com/)';

function request(previews, previewFormat) {
  return {
    id: `previews-${previewFormat}`,
    dialect: 'ask_user_question',
    questions: [
      {
        id: 'q0',
        text: 'Which one?',
        ...(previewFormat === 'html' && { previewFormat }),
        // Each HTML preview starts with a mark of its own, to know its frame shows it.
        options: previews.map((preview, i) => ({ id: `o${i}`, label: `Option ${i + 1}`, value: `Option ${i + 1}`, preview: previewFormat === 'html' ? `<p id="mark-${i}">${i}</p>${preview}` : preview })),
        multiple: false,
        allowOther: false,
        minSelections: 1,
        maxSelections: 1,
        defaults: [],
      },
    ],
  };
}

/** `value` as JSON a script element can hold (its previews hold `</script>`). */
const inScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile previews</title></head><body><main>
<choice-prompt id="html"></choice-prompt><choice-prompt id="markdown"></choice-prompt>
<script type="module">
  window.messages = [];
  addEventListener('message', (event) => window.messages.push(String(event.data)));
  await import('/bundle.js');
  document.getElementById('html').request = ${inScript(request(HOSTILE_HTML, 'html'))};
  document.getElementById('markdown').request = ${inScript(request([HOSTILE_MARKDOWN, 'plain'], 'markdown'))};
</script></main></body></html>`;

describe('hostile previews', { timeout: 120_000 }, () => {
  let browser;
  let files;
  let dir;
  before(async () => {
    assert.ok(existsSync(`${root}dist/bundle.js`), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
    dir = await mkdtemp(join(tmpdir(), 'choice-prompts-previews-'));
    await writeFile(join(dir, 'page.html'), PAGE);
    files = await serveFiles({ '/page.html': join(dir, 'page.html'), '/bundle.js': `${root}dist/bundle.js`, ...filesUnder(`${root}dist/chunks`, '/chunks/') });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await files?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('an HTML preview runs nothing and loads nothing, whatever it holds; its text describes its option', async () => {
    const { page, context, errors } = await openPage(browser);
    const start = files.requested.length;
    await page.goto(`${files.url}page.html`);
    const prompt = page.locator('#html');
    await page.waitForSelector('#html[state="open"]');
    for (const [i] of HOSTILE_HTML.entries()) {
      const option = prompt.getByRole('button', { name: `Option ${i + 1}` });
      // The preview follows focus: each option's, in turn, in its sandboxed frame.
      await option.focus();
      const frame = prompt.locator('iframe');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('sandbox'), '', 'sandboxed, nothing allowed');
      const content = page.frameLocator('#html iframe');
      await content.locator(`#mark-${i}`).waitFor();
      for (const id of ['js', 'self', 'top', 'go']) {
        if (await content.locator(`#${id}`).count()) await content.locator(`#${id}`).click();
      }
    }
    // The last option's description is its preview's text, read from the HTML (its mark, then its button).
    const description = await prompt.getByRole('button', { name: 'Option 6' }).evaluate((button) => {
      const root = button.getRootNode();
      return button.getAttribute('aria-describedby').split(' ').map((id) => root.getElementById(id)?.textContent).join(' ');
    });
    assert.equal(description.trim(), '5 Send');
    assert.deepEqual(await page.evaluate(() => [window.__pwned, window.messages]), [undefined, []], 'no script ran, in the frame or the page');
    const reached = files.requested.slice(start).filter((path) => !path.startsWith('/chunks/') && path !== '/favicon.ico');
    assert.deepEqual(reached, ['/page.html', '/bundle.js'], 'nothing in a preview reached the server');
    assert.deepEqual(errors.filter((e) => !/Content Security Policy|sandboxed|Blocked/i.test(e)), []);
    await context.close();
  });

  test('a markdown preview shows HTML as text, links only to web addresses, and loads no image', async () => {
    const { page, context } = await openPage(browser);
    const start = files.requested.length;
    await page.goto(`${files.url}page.html`);
    const prompt = page.locator('#markdown');
    await page.waitForSelector('#markdown[state="open"]');
    await prompt.getByRole('button', { name: 'Option 1' }).focus();
    const preview = prompt.locator('[part="preview"]');
    await preview.waitFor();
    assert.equal(await preview.locator('strong').textContent(), 'Bold');
    assert.match(await preview.textContent(), /<img src="\/x-md-img" onerror="top.__pwned = 1">/);
    assert.equal(await preview.locator('img').count(), 0);
    assert.deepEqual(await preview.locator('a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])), [['site', 'https://example.com/']]);
    await preview.getByText('run').click();
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    const reached = files.requested.slice(start).filter((path) => !path.startsWith('/chunks/') && path !== '/favicon.ico');
    assert.deepEqual(reached, ['/page.html', '/bundle.js']);
    await context.close();
  });
});
