// choice-prompts/history.css styling renderHTML's markup in a page, with no script: in its own
// cascade layer, every selector below renderHTML's wrapper (nothing of it reaches the page's
// own elements, whatever their classes); driven by the elements' custom properties; a settled
// request folds to its line in a native <details> that opens with Enter and reads as a
// disclosure; axe finds nothing on a history page of every state.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations, launchBrowser, openPage, root, serveFiles } from '../e2e/support.mjs';

const { forLightDom } = await import('../../../scripts/history-css.mjs');
const { renderHTML } = await import('choice-prompts/html.js');
const { parseRequest } = await import('choice-prompts/protocol.js');
await import('choice-prompts/dialects.js');

const parse = (dialect, payload, id) => {
  const parsed = parseRequest(dialect, payload, { id });
  assert.ok(parsed.ok, JSON.stringify(parsed.errors));
  return parsed.request;
};
const db = parse('choices-block', { question: 'Which database?', options: [{ label: 'PostgreSQL', value: 'pg', recommended: true, description: 'Relational' }, { label: 'SQLite', value: 'sq' }] }, 'db');
const set = parse('ask_user_question', {
  questions: [
    { question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] },
    { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Auth' }, { label: 'Billing' }, { label: 'Search' }] },
  ],
}, 'set');
const bash = parse('can_use_tool', { toolName: 'Bash', input: { command: 'rm -rf ./build', description: 'Clean the build' } }, 'bash');
const answer = (request, picks) => ({ requestId: request.id, status: 'answered', answers: Object.fromEntries(request.questions.map((q, i) => [q.id, { selected: picks[i].map((k) => q.options[k].id) }])) });

/** A history page: each state of a prompt, a set and an approval, then an open question (drawn, with no script). */
const histories = [
  renderHTML(db, { response: answer(db, [[0]]) }),
  renderHTML(db, { outdated: true }),
  renderHTML(db, { response: { requestId: 'db', status: 'cancelled', answers: {} } }),
  renderHTML(db, { response: { requestId: 'db', status: 'timeout', answers: { [db.questions[0].id]: { selected: [db.questions[0].options[1].id] } } } }),
  renderHTML(set, { response: answer(set, [[1], [0, 2]]) }),
  renderHTML(set, { response: { requestId: 'set', status: 'declined', answers: {} } }),
  renderHTML(bash, { response: answer(bash, [[bash.questions[0].options.findIndex((o) => o.term === 'deny')]]) }),
  renderHTML(db, { response: answer(db, [[1]]), expanded: true }),
  renderHTML(set),
];

/** The page's own elements, of every kind the markup uses and with every class the sheet names, outside its scope. */
const css = readFileSync(`${root}dist/history.css`, 'utf8');
const classes = [...new Set([...css.matchAll(/\.(cp-[\w-]+)/g)].map((m) => m[1]))];
const host = `<div id="host">${classes.map((c) => `<div class="${c} ${c.slice(3)}">${c}<button class="${c}">b</button><input class="${c}" value="x"></div>`).join('')}<details><summary>s</summary>d</details><ol><li>l</li></ol><p>p</p><pre>c</pre></div>`;

const page = (body, { sheet = true } = {}) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>History</title>${sheet ? '<link rel="stylesheet" href="/history.css">' : ''}</head><body><main><h1>History</h1>${body}</main></body></html>`;

let server;
let browser;
before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-history-'));
  writeFileSync(join(dir, 'history.html'), page(histories.join('\n')));
  writeFileSync(join(dir, 'host.html'), page(host));
  writeFileSync(join(dir, 'host-bare.html'), page(host, { sheet: false }));
  server = await serveFiles({ '/history.html': join(dir, 'history.html'), '/host.html': join(dir, 'host.html'), '/host-bare.html': join(dir, 'host-bare.html'), '/history.css': `${root}dist/history.css` });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The line named `name` as Chromium gives it to a screen reader: its role, expanded state and focusability. */
async function disclosure(cdp, name) {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const node = nodes.find((n) => n.name?.value === name && n.role?.value !== 'StaticText' && !n.ignored);
  const property = (p) => node?.properties?.find((q) => q.name === p)?.value.value;
  return { role: node?.role?.value, expanded: property('expanded'), focusable: property('focusable') };
}

/** A page with no script at all, as a history rendered on a server is. */
const noScript = (options = {}) => openPage(browser, { javaScriptEnabled: false, ...options });

describe('history.css', { timeout: 120_000 }, () => {
  test('is one cascade layer, choice-prompts, every selector in it starting from renderHTML’s wrapper', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}history.html`);
    const { layers, selectors } = await page.evaluate(() => {
      const selectors = [];
      const walk = (rules) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          else if (rule.cssRules) walk(rule.cssRules);
        }
      };
      const layers = [...document.styleSheets[0].cssRules].map((r) => [r.constructor.name, r.name]);
      walk(document.styleSheets[0].cssRules);
      return { layers, selectors };
    });
    assert.deepEqual(layers, [['CSSLayerBlockRule', 'choice-prompts']]);
    assert.ok(selectors.length > 100, `${selectors.length} rules`);
    // Each selector of a list: split at its top-level commas.
    const each = selectors.flatMap((list) => list.split(/,(?![^(]*\))/).map((s) => s.trim()));
    assert.deepEqual(each.filter((s) => !/^\.choice-prompts(?=[\s>:\[.]|$)/.test(s)), []);
    // And every class it names is renderHTML's (`cp-`), inside at-rules too (forced colours, reduced motion).
    assert.deepEqual(each.flatMap((s) => [...s.matchAll(/\.([\w-]+)/g)].map((m) => m[1])).filter((c) => c !== 'choice-prompts' && !c.startsWith('cp-')), []);
    await context.close();
  });

  test('is built from each stylesheet selector by selector: the host itself and the live-only drawing leave their lists, an attribute’s text keeps its dots', () => {
    // Patterns the elements' sheets may come to hold: the build must neither leave a list
    // half-dropped nor write `cp-` into a string.
    const sheet = `
      :host { display: block }
      .row, :host([hidden]) .row { color: red }
      :host(:disabled) { opacity: .5 }
      .undo, .kept { margin: 0 }
      .deferred, .option:not(.pressed) { height: 1rem }
      a[href$=".pdf"] .label, [data-x='.y\\'.z'].hint, .w\\.x { font-weight: 600 }
      @media (forced-colors: active) { .row { border: 1px solid } :host(:focus) .a { outline: 0 } }`;
    assert.equal(
      forLightDom(sheet).replace(/\s+/g, ' ').replace(/\s*([{}])\s*/g, '$1').trim(),
      '.choice-prompts{display: block}' +
        '.choice-prompts .cp-row{color: red}' +
        '.choice-prompts .cp-option:not(.cp-pressed){height: 1rem}' +
        '.choice-prompts a[href$=".pdf"] .cp-label,.choice-prompts [data-x=\'.y\\\'.z\'].cp-hint,.choice-prompts .cp-w\\.x{font-weight: 600}' +
        '@media (forced-colors: active){.choice-prompts .cp-row{border: 1px solid}}',
    );
  });

  test('reaches none of the page’s own elements, whatever their classes', async () => {
    const { page, context } = await noScript();
    const styles = async (url) => {
      await page.goto(url);
      return page.evaluate(() =>
        [...document.querySelectorAll('#host *')].map((e) => {
          const s = getComputedStyle(e);
          return `${e.localName}.${e.className}: ${[...s].map((p) => `${p}=${s.getPropertyValue(p)}`).join(';')}`;
        }),
      );
    };
    const bare = await styles(`${server.url}host-bare.html`);
    const styled = await styles(`${server.url}host.html`);
    assert.ok(classes.length > 50, `${classes.length} classes`);
    assert.equal(styled.length, bare.length);
    styled.forEach((s, i) => assert.equal(s, bare[i]));
    await context.close();
  });

  test('follows the elements’ custom properties', async () => {
    const { page, context } = await noScript();
    await page.goto(`${server.url}history.html`);
    const chosen = page.locator('[data-state="answered"] .cp-row.cp-pressed').first();
    const before = await chosen.evaluate((e) => getComputedStyle(e).borderColor);
    await page.evaluate(() => document.querySelector('main').style.setProperty('--choice-prompt-accent', 'rgb(200, 0, 100)'));
    assert.notEqual(before, 'rgb(200, 0, 100)');
    assert.equal(await chosen.evaluate((e) => getComputedStyle(e).borderColor), 'rgb(200, 0, 100)');
    await context.close();
  });

  test('folds a settled request to its line, which Enter opens and closes, with no script, read as a disclosure', async () => {
    const { page, context } = await noScript();
    await page.goto(`${server.url}history.html`);
    const first = page.locator('.choice-prompts').first();
    const line = first.locator('summary');
    assert.equal(await line.textContent(), 'Which database? → PostgreSQL');
    assert.equal(await first.locator('details').evaluate((d) => d.open), false);
    assert.equal(await first.locator('.cp-option').first().isVisible(), false);
    // The line alone: one line, the answer whole.
    const box = await line.boundingBox();
    assert.ok(box.height < 48, `${box.height} px`);
    const cdp = await context.newCDPSession(page);
    assert.deepEqual(await disclosure(cdp, 'Which database? → PostgreSQL'), { role: 'DisclosureTriangle', expanded: false, focusable: true });
    await line.focus();
    await page.keyboard.press('Enter');
    assert.equal(await first.locator('details').evaluate((d) => d.open), true);
    assert.equal(await first.locator('.cp-option').first().isVisible(), true);
    assert.deepEqual(await disclosure(cdp, 'Which database? → PostgreSQL'), { role: 'DisclosureTriangle', expanded: true, focusable: true });
    await page.keyboard.press('Enter');
    assert.equal(await first.locator('details').evaluate((d) => d.open), false);
    // A set's line is its answers; an approval's names what it was about.
    assert.equal(await page.locator('[data-shape="set"][data-state="answered"] summary').textContent(), 'License: Apache-2.0; Features: Auth, Search');
    assert.equal(await page.locator('.choice-prompts').nth(6).locator('summary').textContent(), 'Bash: rm -rf ./build → Deny');
    await context.close();
  });

  for (const view of [
    { name: 'light, left to right, 1280 px', options: {} },
    { name: 'dark, right to left, 320 px', options: { colorScheme: 'dark', viewport: { width: 320, height: 900 } }, dir: 'rtl' },
    { name: 'forced colours', options: { forcedColors: 'active' } },
  ]) {
    test(`axe finds nothing on a history page of every state: ${view.name}`, async () => {
      const { page, context } = await openPage(browser, view.options);
      await page.goto(`${server.url}history.html`);
      if (view.dir) await page.evaluate((dir) => document.documentElement.setAttribute('dir', dir), view.dir);
      // Every line open too: what it shows then is checked as well.
      await page.evaluate(() => document.querySelectorAll('details.cp-fold-box').forEach((d) => (d.open = true)));
      assert.deepEqual(await axeViolations(page), []);
      // At 320 px nothing overflows the page sideways.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true);
      await context.close();
    });
  }
});
