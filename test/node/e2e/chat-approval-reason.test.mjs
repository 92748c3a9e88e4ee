// The demo chat's AI SDK agent, driven in Chromium: after its questions it asks to delete a
// file, its server's reason for asking shown and its request signed (AI SDK 7); the person
// types a reason and denies, the exact `addToolApprovalResponse` argument goes back, the agent
// reads it, and a reload restores the denial with the reason as it was sent.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoAndBrowser, openPage } from './support.mjs';

const env = demoAndBrowser();

describe('demo chat: an AI SDK approval with a reason', () => {
  test('the reason typed goes with Deny, the server\'s own reason stays on the page, and both come back on reload', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=ai_sdk_tool_part&tokenMs=1`);
    const transcript = page.locator('#transcript');
    // The first two questions, answered as a person would.
    await transcript.getByRole('button', { name: 'Netlify' }).click();
    const set = transcript.locator('question-set');
    await set.getByRole('button', { name: 'Cards' }).click();
    await set.getByRole('button', { name: 'No', exact: true }).click();
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
    // Restored, it folds to one line; opened, the denial and its reason show as sent.
    const line = page.locator('#transcript choice-prompt').getByRole('button', { name: 'Allow the tool "deleteFile" to run? → Deny' });
    await line.click();
    const restored = page.locator('#transcript choice-prompt[state="answered"]').filter({ hasText: 'checkout-old' });
    assert.equal(await restored.getByRole('button', { name: 'Deny', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.equal(await restored.getByRole('textbox', { name: 'Reason (optional)' }).inputValue(), 'Marketing still links to it.');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
