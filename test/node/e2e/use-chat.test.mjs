// The AI SDK's real useChat (@ai-sdk/react) on demo/use-chat.html, in Chromium: its transport
// streams a question tool call, a click on the element answers it through addToolOutput, the
// chat sends the output back by itself, the agent asks for approval of a tool call, and a
// click on Approve answers it through addToolApprovalResponse. Each step checks what the
// agent received in the messages useChat sent it, not only what the page shows.
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

/** The tool parts the scripted agent last received, as the page prints them. */
async function received(page) {
  return JSON.parse(await page.locator('#agent-received').textContent());
}

describe('useChat from @ai-sdk/react', { timeout: 90_000 }, () => {
  test('a question answered with addToolOutput, then an approval with addToolApprovalResponse', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${demo.url}use-chat.html`);
    await page.getByRole('button', { name: 'Ask the agent to clean up' }).click();

    // The streamed askUserQuestion call, shown by the element.
    const question = page.locator('choice-prompt').first();
    await question.getByRole('button', { name: 'Build output' }).click();
    await question.getByRole('button', { name: 'Logs' }).click();
    await question.getByRole('button', { name: 'Submit' }).click();
    const output = { tool: 'askUserQuestion', toolCallId: 'call_ask', output: { answers: { 'Which files should go?': 'Build output, Logs' } } };
    await page.waitForFunction((line) => document.getElementById('replies')?.textContent?.split('\n')[0] === line, JSON.stringify(output));

    // useChat sent the output back on its own, and the agent asked to run the deletion.
    const approval = page.locator('choice-prompt').nth(1);
    await approval.getByRole('button', { name: 'Approve' }).waitFor();
    const afterAnswer = await received(page);
    assert.deepEqual(afterAnswer, [{ toolCallId: 'call_ask', state: 'output-available', output: output.output }]);
    assert.equal(await question.getAttribute('state'), 'answered');
    await approval.getByText('Allow the tool "deleteFiles" to run?').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'the open approval is accessible');

    await approval.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Done: the files are deleted.').waitFor();
    const replies = (await page.locator('#replies').textContent()).split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(replies[1], { id: 'approval_delete', approved: true });
    const afterApproval = await received(page);
    assert.deepEqual(afterApproval[1], {
      toolCallId: 'call_delete',
      state: 'approval-responded',
      approval: { id: 'approval_delete', approved: true },
    });
    // The settled part restores as answered: Approve shown chosen, nothing sent again.
    await page.waitForFunction(() => document.querySelectorAll('choice-prompt')[1]?.getAttribute('state') === 'answered');
    assert.equal(replies.length, 2);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
