// The demo chat's agents in what their clients changed in 2026, driven in Chromium. The AI
// SDK agent, after its questions, asks to delete a file, its server's reason for asking shown
// and its request signed (AI SDK 7): the person types a reason and denies, the exact
// `addToolApprovalResponse` argument goes back, the agent reads it, and a reload restores the
// denial with the reason as sent. The Gemini CLI agent asks a multi-select, answered with "All
// of the above", and a choice whose placeholder is its "Other" field's hint.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoAndBrowser, openPage } from './support.mjs';

const env = demoAndBrowser();

describe('demo chat: the agents as their clients answer in 2026', () => {
  test('the reason typed goes with Deny, the server\'s own reason stays on the page, and both come back on reload', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=ai_sdk_tool_part&tokenMs=1`);
    const transcript = page.locator('#transcript');
    // The first questions, answered as a person would: the chat's column is narrower than
    // 600 px, so the set of two is paged (Next, then Review before Submit).
    await transcript.getByRole('button', { name: 'Netlify' }).click();
    const set = transcript.locator('question-set');
    await set.getByRole('button', { name: 'Cards' }).click();
    await set.getByRole('button', { name: 'Next' }).click();
    await set.getByRole('button', { name: 'No', exact: true }).click();
    await set.getByRole('button', { name: 'Review' }).click();
    await set.getByRole('button', { name: 'Submit' }).click();

    const approval = transcript.locator('choice-prompt').filter({ hasText: 'src/pages/checkout-old.tsx' });
    await page.waitForFunction(() => [...document.querySelectorAll('#transcript choice-prompt')].some((p) => p.getAttribute('state') === 'open' && p.shadowRoot?.textContent?.includes('checkout-old')));
    await approval.getByText('Deleting files needs a person in this workspace.').waitFor();
    await approval.getByRole('textbox', { name: 'Reason (optional)' }).fill('Marketing still links to it.');
    await approval.getByRole('button', { name: 'Deny' }).click();

    await page.waitForFunction(() => document.getElementById('reply-latest')?.textContent?.includes('"approved": false'));
    const sent = JSON.parse(await page.locator('#reply-latest').textContent());
    assert.equal(sent.approved, false);
    assert.equal(sent.reason, 'Marketing still links to it.', 'the person\'s reason, not the server\'s');
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /ai_sdk_tool_part · addToolApprovalResponse argument/);
    await page.getByText('Kept the old checkout page. You said: “Marketing still links to it.”.').waitFor();

    await page.reload();
    // Restored, it is plain markup (no element) folded to one line naming what it was about; opened, the denial and its reason show as sent.
    const restored = page.locator('#transcript .choice-prompts[data-state="answered"]').filter({ hasText: 'checkout-old' });
    await restored.locator('summary').click();
    assert.equal(await restored.getByRole('button', { name: 'Deny', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.equal(await restored.getByRole('textbox', { name: 'Reason (optional)' }).inputValue(), 'Marketing still links to it.');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Gemini CLI: "All of the above" chooses every tool, the placeholder hints the Other field, and the tool result is what Gemini sends', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=gemini_ask_user&tokenMs=1`);
    const set = page.locator('#transcript question-set');
    await page.waitForSelector('#transcript question-set[state="open"]');
    const all = set.getByRole('button', { name: 'All of the above' });
    await all.click();
    assert.equal(await all.getAttribute('aria-pressed'), 'true');
    for (const tool of ['TypeScript', 'ESLint', 'Prettier']) assert.equal(await set.getByRole('button', { name: tool, exact: true }).getAttribute('aria-pressed'), 'true');
    // Paged in the chat's column (narrower than 600 px): the next question, then the review.
    await set.getByRole('button', { name: 'Next' }).click();
    assert.equal(await set.getByPlaceholder('Or name another one').count(), 1, 'the placeholder is the Other field\'s hint');
    await set.getByRole('button', { name: 'pnpm', exact: true }).click();
    await set.getByRole('button', { name: 'Review' }).click();
    await set.getByRole('button', { name: 'Submit' }).click();
    const expected = '{"answers":{"0":"TypeScript, ESLint, Prettier","1":"pnpm"}}';
    await page.waitForFunction((text) => document.getElementById('reply-latest')?.textContent === text, expected);
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /gemini_ask_user · Tool result of ask_user/);
    await page.getByText('Setting up TypeScript, ESLint, Prettier with pnpm.').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
