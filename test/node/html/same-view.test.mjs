// renderHTML draws what the elements show. For every card of the demo gallery whose element
// shows, in full, a state renderHTML draws from a request and a response (open, answered,
// outdated, cancelled, timed out; a paged set pages and a fold is tested with the fold), the
// element and renderHTML's markup in its place (styled by history.css, in the same stage: the
// same width, direction and language) must look the same (pixelmatch, the visual suite's
// threshold), read the same (Playwright's ARIA snapshot, which pierces the element's shadow
// root) and hold the same markup (ids without their prefix; the empty live regions the element
// keeps for what it will announce left out). Light and left to right at 1280 px, dark and
// right to left (Arabic) at 320 px, and forced colours (Windows High Contrast) at 1280 px.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pixelmatch from 'pixelmatch';
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { demoAndBrowser, openPage, root } from '../e2e/support.mjs';
import { historyCss } from '../../../scripts/history-css.mjs';

/** As test/node/visual/gallery.test.mjs: per pixel, the colour distance that counts; per picture, the changed pixels allowed. */
const PIXEL_THRESHOLD = 0.1;
const MAX_CHANGED_PIXELS = 10;

/** The fonts the visual suite pins, for the elements and for the light DOM alike. */
const PINNED_FONTS = `
  :root, body, input, textarea, button { font-family: 'DejaVu Sans', sans-serif !important; }
  code, pre, kbd { font-family: 'Liberation Mono', monospace !important; }
  choice-prompt, question-set, .choice-prompts { --choice-prompt-font: 'DejaVu Sans', sans-serif; }
  *, *::before, *::after { caret-color: transparent !important; }
`;

const env = demoAndBrowser();
const css = await historyCss();
const helper = `/@fs${root}test/node/html/same-view.page.ts`;

const views = [
  { theme: 'light', dir: 'ltr', width: 1280, height: 900 },
  { theme: 'dark', dir: 'rtl', width: 320, height: 900 },
  { theme: 'light', dir: 'ltr', width: 1280, height: 900, forcedColors: 'active' },
];

/** The gallery in `view`, every card in its state, history.css and the pinned fonts added. */
async function gallery(view) {
  const opened = await openPage(env.browser, { viewport: { width: view.width, height: view.height }, colorScheme: view.theme, reducedMotion: 'reduce', forcedColors: view.forcedColors ?? 'none', deviceScaleFactor: 1 });
  const { page } = opened;
  await page.clock.setFixedTime(new Date('2026-01-15T10:00:00Z'));
  await page.goto(`${env.demo.url}gallery.html${view.dir === 'rtl' ? '?dir=rtl' : ''}`);
  await page.addStyleTag({ content: PINNED_FONTS });
  await page.addStyleTag({ content: css });
  await page.waitForSelector('body[data-shown]');
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  return opened;
}

/** The tree without the element's empty live region (`- status`), which it keeps for what it will announce; renderHTML's markup announces nothing. */
const withoutEmptyStatus = (tree) => tree.replace(/^\s*- status\n?/gm, '').trimEnd();

function changedPixels(a, b) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height) return { size: `${one.width}×${one.height} against ${two.width}×${two.height}` };
  return { changed: pixelmatch(one.data, two.data, null, one.width, one.height, { threshold: PIXEL_THRESHOLD }) };
}

describe('renderHTML draws what the elements show', () => {
  for (const view of views) {
    test(`every gallery state, ${view.theme} ${view.dir} ${view.width} px${view.forcedColors ? ', forced colours' : ''}`, { timeout: 300_000 }, async () => {
      const { page, context, errors } = await gallery(view);
      const cards = await page.evaluate(async (helper) => (await import(helper)).comparableCards(), helper);
      assert.ok(cards.length >= 20, `only ${cards.length} cards to compare: ${cards.join(', ')}`);
      // A viewport taller than every stage: a picture of an element taller than the viewport is
      // taken with the page laid out again at another size, and a few cards at 320 px (an MCP
      // form, the typed fields) then came out a few hundred pixels off.
      const tallest = await page.evaluate((ids) => Math.max(...ids.map((id) => document.querySelector(`[data-card="${id}"] .stage`).getBoundingClientRect().height)), cards);
      if (tallest + 100 > view.height) await page.setViewportSize({ width: view.width, height: Math.ceil(tallest) + 100 });
      const failures = [];
      for (const id of cards) {
        const stage = page.locator(`[data-card="${id}"] .stage`);
        await stage.scrollIntoViewIfNeeded();
        const elementPicture = await stage.screenshot({ animations: 'disabled', caret: 'hide' });
        const elementTree = withoutEmptyStatus(await stage.ariaSnapshot());
        const elementMarkup = await page.evaluate(
          async ({ helper, id }) => (await import(helper)).canonical(document.querySelector(`[data-card="${id}"] .stage > *`).shadowRoot),
          { helper, id },
        );
        await page.evaluate(async ({ helper, id }) => (await import(helper)).swap(id), { helper, id });
        const htmlPicture = await stage.screenshot({ animations: 'disabled', caret: 'hide' });
        const htmlTree = withoutEmptyStatus(await stage.ariaSnapshot());
        const htmlMarkup = await page.evaluate(async ({ helper, id }) => (await import(helper)).canonical(document.querySelector(`[data-card="${id}"] .stage`)), { helper, id });
        const pixels = changedPixels(elementPicture, htmlPicture);
        // SAME_VIEW_OUT=<folder> keeps both pictures of each card, to look at a difference.
        if (process.env.SAME_VIEW_OUT) for (const [name, png] of [['element', elementPicture], ['html', htmlPicture]]) writeFileSync(`${process.env.SAME_VIEW_OUT}/${view.dir}-${id}-${name}.png`, png);
        if (htmlMarkup !== elementMarkup) failures.push(`${id}: markup differs\n--- element\n${elementMarkup}\n--- renderHTML\n${htmlMarkup}`);
        else if (htmlTree !== elementTree) failures.push(`${id}: accessibility tree differs\n--- element\n${elementTree}\n--- renderHTML\n${htmlTree}`);
        else if (pixels.size || pixels.changed > MAX_CHANGED_PIXELS) failures.push(`${id}: ${pixels.size ?? `${pixels.changed} pixels differ`}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
      assert.equal(failures.length, 0, `${failures.length} of ${cards.length} differ:\n\n${failures.join('\n\n')}`);
    });
  }
});
