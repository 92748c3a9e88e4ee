// The demo's playground (demo/playground.html) in Chromium: a pasted payload is named by its
// dialect, shown in light and dark, answered, and its exact reply printed; a wrong one lists
// its errors with their JSON paths; a markdown message is read for its ```choices block. axe
// checks the page in each state.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage, startDemo } from './support.mjs';

let browser;
let demo;
before(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await demo?.close();
});

async function paste(page, payload) {
  await page.getByLabel('Payload').fill(typeof payload === 'string' ? payload : JSON.stringify(payload));
  await page.getByRole('button', { name: 'Show' }).click();
}

describe('playground', { timeout: 90_000 }, () => {
  test('detects, renders in both schemes, answers with the exact reply, and lists errors with paths', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}playground.html`);

    await paste(page, {
      questions: [{ id: 'confirm_path', header: 'Confirm', question: 'Proceed with the plan?', options: [{ label: 'Yes (Recommended)', description: 'Go on' }, { label: 'No', description: 'Stop' }] }],
    });
    await page.getByText('Dialect: codex_request_user_input').waitFor();
    const light = page.getByRole('group', { name: 'Light' }).locator('choice-prompt');
    const dark = page.getByRole('group', { name: 'Dark' }).locator('choice-prompt');
    assert.equal(await light.evaluate((el) => getComputedStyle(el).colorScheme), 'light');
    assert.equal(await dark.evaluate((el) => getComputedStyle(el).colorScheme), 'dark');
    assert.deepEqual(await axeViolations(page), [], 'open, in both schemes');
    // Each preview has a chat column's width, not a squeezed third of one.
    for (const preview of [light, dark]) assert.ok((await preview.boundingBox()).width >= 540, `a preview is ${(await preview.boundingBox()).width} px wide`);

    // One single-select question: choosing sends.
    await dark.getByRole('button', { name: 'Yes' }).click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent?.includes('"Yes (Recommended)"'));
    assert.deepEqual(JSON.parse(await page.locator('#reply').textContent()), { answers: { confirm_path: { answers: ['Yes (Recommended)'] } } });

    await paste(page, { questions: [{ question: 'Pick', header: 'P', type: 'choice', options: [{ label: 'Only', description: '' }] }] });
    await page.getByText('Dialect: gemini_ask_user').waitFor();
    const listed = await page.locator('#errors li').allTextContents();
    assert.ok(listed.some((line) => line.startsWith('$.questions[0].options ')), listed.join('\n'));
    assert.equal(await page.locator('#rendered-section').isHidden(), true);
    assert.deepEqual(await axeViolations(page), [], 'with errors');

    await paste(page, 'Pick one:\n\n```choices\n{"question": "Format?", "options": [{"label": "JSON", "value": "json"}, {"label": "YAML", "value": "yaml"}]}\n```\n');
    await page.getByText('Dialect: choices-block (a markdown message: its first of 1 block)').waitFor();
    await light.getByRole('button', { name: 'YAML' }).click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent === 'yaml');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('its own controls are targets of at least 24 px (WCAG 2.5.8)', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}playground.html`);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('#form select, #form button, #form textarea')]
        .map((e) => ({ id: e.id || e.textContent.trim(), ...e.getBoundingClientRect().toJSON() }))
        .filter((r) => r.height < 24 || r.width < 24),
    );
    assert.deepEqual(small, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('switches a set between the stacked and paged layouts in place, answers kept; the paged set answers with the same reply', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}playground.html`);
    await page.getByLabel('Example').selectOption('Gemini CLI ask_user');
    const light = page.getByRole('group', { name: 'Light' }).locator('question-set');
    // auto, the default, pages a set of three.
    await light.getByRole('tab', { name: 'Review' }).waitFor();
    await page.getByLabel('Layout of a set').selectOption('stacked');
    await page.waitForFunction(() => !document.querySelector('#light question-set')?.shadowRoot?.querySelector('[role=tab]'));
    await light.getByRole('button', { name: /SQLite/ }).click();
    assert.equal(await light.getByRole('tab').count(), 0, 'stacked: no tabs');
    await page.getByLabel('Layout of a set').selectOption('paged');
    await light.getByRole('tab', { name: 'Database, answered' }).waitFor();
    assert.equal(await light.getByRole('tab').count(), 4);
    assert.deepEqual(await axeViolations(page), [], 'paged, in both schemes');
    await light.getByRole('tab', { name: /Project/ }).click();
    await light.getByRole('textbox').fill('atlas');
    await light.getByRole('textbox').press('Enter');
    await light.getByRole('button', { name: 'No', exact: true }).click();
    await light.getByRole('button', { name: 'Review' }).click();
    await light.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent?.includes('atlas'));
    assert.deepEqual(JSON.parse(await page.locator('#reply').textContent()), { answers: { 0: 'SQLite', 1: 'atlas', 2: 'No' } });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('takes the shapes asked several at once and of 2026: an InputRequiredResult, a task, an AG-UI run outcome, VS Code askQuestions', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}playground.html`);
    const light = page.getByRole('group', { name: 'Light' });
    const shapes = [
      ['MCP InputRequiredResult (several at once)', 'mcp_elicitation'],
      ['MCP task waiting for input (tasks/get)', 'mcp_elicitation'],
      ['AG-UI run outcome (interrupts)', 'ag_ui_interrupt'],
      ['VS Code askQuestions', 'vscode_ask_questions'],
      ['Codex question it does not wait on (isBlocking false)', 'codex_request_user_input'],
      ['Codex openai/form elicitation', 'mcp_elicitation'],
    ];
    for (const [example, dialect] of shapes) {
      await page.getByLabel('Example').selectOption(example);
      await page.getByText(`Dialect: ${dialect}`).waitFor();
      await light.locator('choice-prompt, question-set').first().waitFor();
      assert.equal(await page.locator('#errors-section').isHidden(), true, `${example}: no errors`);
    }
    assert.deepEqual(await axeViolations(page), [], 'the last of them, in both schemes');

    // The InputRequiredResult answered: the retry's inputResponses, each request on its own terms.
    await page.getByLabel('Example').selectOption('MCP InputRequiredResult (several at once)');
    const set = light.locator('question-set');
    await set.getByRole('group', { name: /Database name\?/ }).getByRole('button', { name: 'Accept' }).click();
    await set.getByRole('textbox', { name: /name/ }).fill('orders');
    await set.getByRole('group', { name: /Which region\?/ }).getByRole('button', { name: 'Decline' }).click();
    await set.getByRole('group', { name: /Sign in to continue/ }).getByRole('button', { name: 'Accept' }).click();
    await set.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent?.includes('inputResponses'));
    assert.deepEqual(JSON.parse(await page.locator('#reply').textContent()), {
      inputResponses: { name: { action: 'accept', content: { name: 'orders' } }, region: { action: 'decline' }, auth: { action: 'accept' } },
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
