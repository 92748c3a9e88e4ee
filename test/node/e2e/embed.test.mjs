// The two embedding examples under demo/, answered in Chromium: the plain HTML page with
// nothing but the built dist/bundle.js, and the React page using the elements through
// choice-prompts/react.js and as tags in JSX, with properties and events. Each test checks
// the exact reply the page receives.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { filesUnder, launchBrowser, openPage, root, serveFiles, startDemo } from './support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('plain HTML page with the built bundle', { timeout: 60_000 }, () => {
  let files;
  before(async () => {
    assert.ok(existsSync(`${root}dist/bundle.js`), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
    files = await serveFiles({
      '/embed-plain.html': `${root}demo/embed-plain.html`,
      '/bundle.js': `${root}dist/bundle.js`,
      // bundle.js's core, and what it fetches for prompts outside the two block dialects (one file per dialect) or for a part of the elements.
      ...filesUnder(`${root}dist/chunks`, '/chunks/'),
    });
  });
  after(() => files?.close());

  test('answers a choices block and an ask_user_question set, loading only the page, bundle.js and its core, that dialect\'s chunk, the progress row\'s, the pager\'s (the set\'s layout is auto), the cancel part\'s and, once settled, the fold part\'s', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${files.url}embed-plain.html`);
    await page.waitForSelector('choice-prompt#source[state="open"]');

    await page.locator('#source').getByRole('button', { name: 'Use agentic extraction' }).click();
    await page.waitForFunction(() => document.getElementById('source-reply')?.textContent === 'agentic');

    const set = page.locator('#setup');
    await set.getByRole('button', { name: 'SQLite' }).click();
    await set.getByRole('button', { name: 'Tests' }).click();
    await set.getByRole('button', { name: 'Types' }).click();
    await set.getByRole('button', { name: 'Submit' }).click();
    assert.equal(
      await page.locator('#setup-reply').textContent(),
      '{"answers":{"Which database?":"SQLite","Which checks should run in CI?":"Tests, Types"}}',
    );
    assert.equal(await set.getAttribute('state'), 'answered');

    const loaded = new Set(files.requested.filter((path) => path !== '/favicon.ico'));
    // bundle.js and its core, then the dialect's chunk, the progress row's (the set has two
    // questions), the pager's (the page keeps the default layout, auto: the set of two shows
    // stacked at this width but pages once it is narrower than 600 px) and the cancel part's (its agent waits, so it can be cancelled), with the
    // shared chunks they import (code only chunks share); and the fold part's, fetched once a
    // prompt is settled in the page (it folds once the person leaves it).
    const chunks = new Set();
    const queue = ['ask-user-question.js', 'progress.js', 'pager.js', 'cancel.js', 'fold.js'];
    while (queue.length > 0) {
      const name = queue.shift();
      if (chunks.has(name)) continue;
      chunks.add(name);
      const text = readFileSync(`${root}dist/chunks/${name}`, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*"\.\/(shared-[\w-]+\.js)"/g)) queue.push(m[1]);
    }
    const expected = ['/bundle.js', '/chunks/core.js', ...[...chunks].map((name) => `/chunks/${name}`), '/embed-plain.html'];
    assert.deepEqual([...loaded].sort(), expected.sort());
    assert.deepEqual(errors, []);
    await context.close();
  });

  // core.js leaves the English of a request's problems to the fallbacks part (src/protocol/wording.ts):
  // a request refused before that part is here is explained in full once it is.
  test('explains a refused request in full, its English fetched with the fallbacks part', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${files.url}embed-plain.html`);
    await page.waitForSelector('choice-prompt#source[state="open"]');
    assert.ok(!files.requested.includes('/chunks/fallbacks.js'), 'the page shows nothing refused before the test adds it');
    const shown = await page.evaluate(async () => {
      const prompt = document.createElement('choice-prompt');
      prompt.loading = 'eager';
      prompt.request = {
        id: 'refused',
        dialect: 'choices-block',
        questions: [
          {
            id: 'q0',
            text: 'Which database?',
            options: [
              { id: 'a', label: 'SQLite', value: 'sqlite' },
              { id: 'a', label: 'Postgres', value: 'postgres' },
            ],
            multiple: false,
            allowOther: 'yes',
            minSelections: 0,
            maxSelections: 1,
            defaults: [],
          },
        ],
      };
      // And a choices block a parser refuses, in the same page.
      const block = document.createElement('choice-prompt');
      block.loading = 'eager';
      block.innerHTML = '<script type="application/json">{"question": 5, "options": [{"label": "A", "value": "a"}]}</script>';
      document.body.append(prompt, block);
      const invalid = (el) => el.getAttribute('state') === 'invalid';
      while (!invalid(prompt) || !invalid(block)) await new Promise((settle) => requestAnimationFrame(settle));
      return { errors: prompt.validationErrors.map((e) => ({ ...e })), text: prompt.shadowRoot.textContent, block: block.validationErrors.map((e) => ({ ...e })) };
    });
    assert.deepEqual(shown.errors, [
      { path: '$.questions[0].allowOther', message: '"allowOther" must be true or false.' },
      { path: '$.questions[0].options[1].id', message: 'Option id "a" is used twice; ids must be unique within a question.' },
    ]);
    for (const { message } of shown.errors) assert.ok(shown.text.includes(message), `the fallback shows "${message}"`);
    assert.deepEqual(shown.block, [
      { path: '$.question', message: '"question" must be a string, not a number.' },
      { path: '$.options', message: '"options" must have between 2 and 4 options; it has 1.' },
    ]);
    assert.ok(files.requested.includes('/chunks/fallbacks.js'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('plain HTML page with bundle.js and choice-queue.bundle.js beside it', { timeout: 60_000 }, () => {
  let files;
  before(async () => {
    files = await serveFiles({
      '/queue-plain.html': `${root}test/node/e2e/queue-plain.html`,
      '/bundle.js': `${root}dist/bundle.js`,
      '/choice-queue.bundle.js': `${root}dist/choice-queue.bundle.js`,
      ...filesUnder(`${root}dist/chunks`, '/chunks/'),
    });
  });
  after(() => files?.close());

  test('the queue shows the oldest request with a tab for each; each answer is its own reply, then the next shows; it loads Lit once, from bundle.js\'s core', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${files.url}queue-plain.html`);
    const queue = page.locator('choice-queue');
    await queue.getByRole('tab', { name: 'researcher: Which database?', selected: true }).waitFor();
    await queue.getByRole('tab', { name: 'scaffolder: Which license?', selected: false }).waitFor();
    assert.equal(await queue.locator('[part="count"]').textContent(), '2 waiting');

    await queue.getByRole('button', { name: 'SQLite' }).click();
    await queue.getByRole('tab', { name: 'scaffolder: Which license?', selected: true }).waitFor();
    await queue.getByRole('button', { name: 'MIT', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('#replies li').length === 2);
    assert.deepEqual(await page.locator('#replies li').allTextContents(), ['researcher: "sqlite"', 'scaffolder: {"answers":{"Which license?":"MIT"}}']);
    // Nothing waits; focus, which was in the last request, waits on "Nothing waiting" rather than dropping to the page.
    await page.waitForFunction(() => document.querySelector('choice-queue').waiting.length === 0);
    await page.waitForFunction(() => document.querySelector('choice-queue').shadowRoot.activeElement?.textContent === 'Nothing waiting');

    assert.ok(files.requested.includes('/choice-queue.bundle.js'));
    // The queue's file takes Lit and the elements' code from bundle.js's core, and nothing else.
    const imports = [...readFileSync(`${root}dist/choice-queue.bundle.js`, 'utf8').matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(imports, ['./chunks/core.js']);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('React page: the choice-prompts/react.js components and the tag in JSX', { timeout: 60_000 }, () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo?.close());

  test('sets properties, hears events, and answers a tool part with addToolOutput', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}embed-react.html`);
    await page.waitForSelector('choice-prompt#plan[state="open"]');

    // `options` arrived as an array property: its labels are the buttons.
    await page.locator('#plan').getByRole('button', { name: 'Team' }).click();
    await page.waitForFunction(() => document.getElementById('plan-reply')?.textContent === 'team');

    const set = page.locator('question-set');
    await set.getByRole('button', { name: 'Cards' }).click();
    await set.getByRole('button', { name: 'Apple Pay' }).click();
    await set.getByRole('button', { name: 'No', exact: true }).click();
    await set.getByRole('button', { name: 'Submit' }).click();

    const expected = {
      tool: 'askUserQuestion',
      toolCallId: 'call_checkout_1',
      output: { answers: { 'Which payment methods should checkout offer?': 'Cards, Apple Pay', 'May guests check out without an account?': 'No' } },
    };
    await page.waitForFunction((text) => document.getElementById('tool-output')?.textContent === text, JSON.stringify(expected, null, 2));
    await page.getByText('Got it. Checkout is configured').waitFor();
    assert.equal(await set.getAttribute('state'), 'answered', 'the element keeps its answered state through React re-renders');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
