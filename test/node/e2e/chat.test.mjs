// The demo chat, driven in Chromium as a person would: a markdown agent streams a choices
// block, the answer becomes the user's message and the agent goes on, a typed message
// outdates the open prompt, and a reload restores every state from history. Then a tool
// agent asks through a ChoiceSession shown in two views, and the keyboard alone answers.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoAndBrowser, openPage } from './support.mjs';

const env = demoAndBrowser();

const prompt = (message) => `choice-prompt[data-message="${message}"]`;

// Timeouts per test (each took 6-11 s on a lightly loaded machine), not one for the suite.
describe('demo chat', () => {
  test('opens with its question, streams the next block without showing its JSON, answers, goes on, outdates and restores', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    // Watch the transcript from the first paint: the opening message must arrive whole, its
    // prompt never pending; a block's JSON must never be visible text; and a block that
    // streams in must show as a pending prompt while it is half-received.
    await page.addInitScript(() => {
      const seen = { json: [], pending: false, first: undefined };
      globalThis.__stream = seen;
      new MutationObserver(() => {
        const messages = document.getElementById('messages');
        if (!messages) return;
        const text = messages.innerText;
        if (/"question"|"options"|```/.test(text)) seen.json.push(text.slice(-160));
        if (messages.querySelector('choice-prompt[pending], choice-prompt[state="pending"]')) seen.pending = true;
        const prompt = messages.querySelector('choice-prompt');
        if (prompt && !seen.first) seen.first = { pending: prompt.hasAttribute('pending'), text };
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.goto(`${env.demo.url}chat.html?agent=choices-block&tokenMs=6`);

    await page.waitForSelector(`${prompt(0)}[state="open"]`);
    const opening = await page.evaluate(() => globalThis.__stream.first);
    assert.equal(opening.pending, false, 'the opening question is never shown as "Loading question…"');
    assert.match(opening.text, /so either way works\./, 'the opening message was whole when its prompt appeared');

    await page.getByRole('button', { name: 'Use RSS feed' }).click();
    await page.waitForSelector(`${prompt(0)}[state="answered"]`);
    // The person starts a message while the agent replies: the draft stays theirs.
    await page.getByLabel('Message').fill('Actually, let me think about it');
    assert.equal(await page.locator('.message.user .bubble').first().textContent(), 'Use RSS feed', 'the bubble shows the label clicked');
    assert.equal(await page.locator('#reply-latest').textContent(), 'rss', 'the reply panel shows the exact reply: the value, posted as the user message');
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /choices-block · User message/);

    // The agent read the reply and goes on with the next question, streamed.
    await page.waitForSelector(`${prompt(2)}[state="open"]`);
    assert.match(await page.locator('.message.assistant').nth(1).textContent(), /news\.ycombinator\.com\/rss/);
    const stream = await page.evaluate(() => globalThis.__stream);
    assert.deepEqual(stream.json, [], 'no raw JSON while the block streams');
    assert.equal(stream.pending, true, 'the unfinished block showed as a pending prompt');

    // That question sits in a list item, and the list goes on after it: the prompt shows in
    // place, answerable while the rest of the message streams; the message box waits for its end.
    assert.equal(await page.locator(`.message.assistant ol > li ${prompt(2)}`).count(), 1, 'the prompt is inside its list item');
    assert.equal(await page.locator('.message.assistant').nth(1).locator('ol > li').count(), 2, 'one list, both items');
    await page.waitForSelector('#composer-send:not([disabled])');

    // The question arrived while the message was being written: the box says what sending would do, as its description.
    const notice = page.locator('#composer-notice');
    await page.waitForFunction(() => /waiting above/.test(document.getElementById('composer-notice').textContent));
    assert.equal(await notice.textContent(), '“How often should I check for new stories?” is waiting above. Sending this message leaves it unanswered.');
    assert.equal(await notice.getAttribute('role'), 'status', 'said as it appears');
    assert.equal(await page.getByLabel('Message').getAttribute('aria-describedby'), 'composer-notice');
    // Enter asks first: nothing is sent, the draft stays, the question stays open.
    await page.getByLabel('Message').press('Enter');
    assert.match(await notice.textContent(), /^Send anyway\? “How often should I check for new stories\?” will be left unanswered\./);
    assert.equal(await page.getByLabel('Message').inputValue(), 'Actually, let me think about it');
    assert.equal(await page.locator(prompt(2)).getAttribute('state'), 'open');
    assert.equal(await page.locator('.message.user').count(), 1, 'nothing sent yet');
    // Escape keeps writing; a second Enter after asking again sends, and the prompt turns outdated.
    await page.getByLabel('Message').press('Escape');
    assert.match(await notice.textContent(), /is waiting above/);
    await page.getByLabel('Message').press('Enter');
    await page.getByLabel('Message').press('Enter');
    await page.waitForSelector(`${prompt(2)}[state="outdated"]`);
    assert.equal(await notice.textContent(), '', 'nothing left to say once the question is passed over');
    await page.waitForSelector(`${prompt(4)}[state="open"]`);
    assert.match(await page.locator('.message.assistant').nth(2).textContent(), /Actually, let me think about it/);

    // Reload: every state comes back from the stored history alone, the settled ones as plain
    // markup (renderHistoryHTML), the open one as its element.
    await page.reload();
    await page.waitForSelector(`${prompt(4)}[state="open"]`);
    const restored = (message) => page.locator(`.choice-prompts[data-message="${message}"]`);
    assert.equal(await restored(0).getAttribute('data-state'), 'answered');
    assert.equal(await page.locator(prompt(0)).count(), 0, 'a settled block is no element');
    // Restored from history, it folds to its "question → answer" line; opened, it shows the choice.
    const folded = restored(0).locator('summary');
    assert.match(await folded.textContent(), /→ Use RSS feed$/);
    assert.equal(await restored(0).locator('details').evaluate((d) => d.open), false);
    await folded.click();
    assert.equal(await restored(0).locator('details').evaluate((d) => d.open), true);
    assert.equal(await restored(0).getByRole('button', { name: 'Use RSS feed', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.equal(await restored(2).getAttribute('data-state'), 'outdated');
    assert.equal(await page.locator('.message').count(), 5);
    assert.deepEqual(await page.locator('.message.user .bubble').allTextContents(), ['Use RSS feed', 'Actually, let me think about it']);
    assert.equal(await page.locator('#reply-latest').textContent(), 'rss');
    // The open question (a multi-select), painted from history before its element, still answers.
    await page.locator(prompt(4)).locator('button.option').first().click();
    await page.locator(prompt(4)).getByRole('button', { name: 'Submit' }).click();
    await page.waitForSelector(`${prompt(4)}[state="answered"]`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a history that ends settled is plain markup: no element is loaded, each line keeps its answer and opens with no script', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    const block = (question, labels) => `\`\`\`choices\n${JSON.stringify({ question, options: labels.map((label) => ({ label, value: label.toLowerCase() })) })}\n\`\`\``;
    const conversation = {
      messages: [
        { role: 'assistant', content: `Which one?\n\n${block('Which feed should I read?', ['RSS', 'Atom'])}` },
        { role: 'user', content: 'atom', shown: 'Atom' },
        { role: 'assistant', content: `And?\n\n${block('How often?', ['Hourly', 'Daily'])}` },
        { role: 'user', content: 'Never mind' },
        { role: 'assistant', content: 'All set.' },
      ],
      replies: [],
    };
    await page.addInitScript((stored) => localStorage.setItem('choice-prompts-demo:chat:choices-block', stored), JSON.stringify(conversation));
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${env.demo.url}chat.html?agent=choices-block`);
    await page.waitForSelector('.choice-prompts[data-message="2"]');
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.locator('#transcript summary').allTextContents();
    assert.deepEqual(lines, ['Which feed should I read? → Atom', 'How often? → No longer active']);
    assert.equal(await page.evaluate(() => customElements.get('choice-prompt') ?? customElements.get('question-set')), undefined, 'no element defined');
    assert.deepEqual(requested.filter((path) => /\/(lit|lit-html|lit-element|@lit)|src\/bundle|components\/request/.test(path)), [], 'neither Lit nor the elements fetched');
    // The line opens and closes by keyboard, the settled options under it.
    await page.locator('#transcript summary').first().focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.choice-prompts[data-message="0"]').getByRole('button', { name: 'Atom', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a tool question waits in every connected view; either answers it, and the exact tool result goes back', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=ask_user_question&tokenMs=1`);
    const inTranscript = page.locator('#transcript question-set');
    const inMirror = page.locator('#mirror question-set');
    await page.waitForSelector('#transcript question-set[state="open"]');
    await page.waitForSelector('#mirror question-set[state="open"]');
    assert.equal(await page.locator('#session-state').textContent(), 'Waiting for one answer.');

    // Answer in the second view. A set of three is paged: the single choice moves on by itself,
    // the multi-select waits for Next, the last question for Review, then Submit.
    await inMirror.getByRole('button', { name: 'Go', exact: true }).click();
    await inMirror.getByRole('button', { name: 'Unit tests' }).click();
    await inMirror.getByRole('button', { name: 'Lint' }).click();
    await inMirror.getByRole('button', { name: 'Next' }).click();
    await inMirror.getByRole('button', { name: 'Fly.io' }).click();
    await inMirror.getByRole('button', { name: 'Review' }).click();
    await inMirror.getByRole('button', { name: 'Submit' }).click();

    const expected =
      '{"answers":{"Which language should the service be written in?":"Go","Which checks should run in CI?":"Unit tests, Lint","Where will the service run?":"Fly.io"}}';
    await page.waitForFunction((text) => document.getElementById('reply-latest')?.textContent === text, expected);
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /ask_user_question · Tool result of ask_user_question/);
    assert.equal(await inMirror.count(), 0, 'the second view let go of the settled question');
    assert.equal(await inTranscript.first().getAttribute('state'), 'answered', 'the transcript shows the answer given elsewhere');
    // Answered elsewhere, away from focus and pointer, the transcript's set folds to its answers; opened, it shows them.
    const line = inTranscript.first().locator('summary');
    assert.match(await line.textContent(), /: Go; .*: Unit tests, Lint; .*: Fly\.io$/);
    assert.equal(await inTranscript.first().locator('details').evaluate((d) => d.open), false);
    await line.click();
    // Opened, the settled set shows every question with what was chosen pressed.
    for (const name of ['Go', 'Unit tests', 'Lint', 'Fly.io']) {
      assert.equal(await inTranscript.first().getByRole('button', { name, exact: true }).getAttribute('aria-pressed'), 'true', name);
    }

    // The agent read the tool result, quoted the sub-agent refusal, and asks again.
    await page.waitForSelector('#transcript .message.assistant:nth-child(3) choice-prompt[state="open"]');
    const summary = await page.locator('.message.assistant').nth(1).textContent();
    assert.match(summary, /Scaffolding a Go service for Fly\.io, with these CI checks: Unit tests, Lint/);
    assert.match(summary, /only parent conversations can ask the user questions/);

    await page.reload();
    await page.waitForSelector('#mirror choice-prompt[state="open"]');
    // Restored, the set is plain markup folded to its answers; opened, it shows them.
    const set = page.locator('#transcript .choice-prompts[data-shape="set"]');
    assert.equal(await set.getAttribute('data-state'), 'answered');
    await set.locator('summary').click();
    assert.equal(await set.getByRole('button', { name: 'Lint', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('#reply-latest').textContent(), expected);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a set submitted from the keyboard keeps focus where Submit was, and the next question takes it once it can', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.demo.url}chat.html?agent=ask_user_question&tokenMs=1`);
    const set = page.locator('#transcript question-set');
    await page.waitForSelector('#transcript question-set[state="open"]');
    // Paged (a set of three): the single choice moves on by itself, the multi-select waits for
    // Next, the last question for Review, where Submit is.
    for (const name of ['Go', 'Lint', 'Next', 'Fly.io', 'Review']) {
      await set.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    await set.locator('[part~=submit]').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#transcript question-set[state="answered"]');
    const line = await set.locator('[part~=status]').evaluate((el) => ({ focused: el.matches(':focus'), top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom, height: innerHeight }));
    assert.ok(line.focused, 'focus is on the set\'s state line (where Submit was), not back on its first question');
    assert.ok(line.top >= 0 && line.bottom <= line.height, `the page did not scroll away from it: ${JSON.stringify(line)}`);
    // The agent's next question loads its dialect and parts first; focus moves there once it can take it.
    const next = page.locator('#transcript choice-prompt');
    await page.waitForFunction(() => document.activeElement?.matches('#transcript choice-prompt[state="open"]'));
    assert.equal(await next.getByRole('button', { name: 'Minimal', exact: true }).evaluate((el) => el.matches(':focus')), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('under forced colours the message box\'s Send keeps its edge, also while disabled as the agent replies', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser, { forcedColors: 'active' });
    await page.goto(`${env.demo.url}chat.html?agent=choices-block&tokenMs=200`);
    const edge = () =>
      page.locator('#composer-send').evaluate((el) => {
        const style = getComputedStyle(el);
        return { disabled: el.disabled, style: style.borderTopStyle, width: style.borderTopWidth, transparent: style.borderTopColor === 'rgba(0, 0, 0, 0)', opacity: style.opacity };
      });
    assert.deepEqual(await edge(), { disabled: false, style: 'solid', width: '1px', transparent: false, opacity: '1' });
    await page.getByRole('button', { name: 'Use RSS feed' }).click();
    await page.waitForSelector('#composer-send[disabled]');
    assert.deepEqual(await edge(), { disabled: true, style: 'solid', width: '1px', transparent: false, opacity: '1' }, 'disabled, in GrayText, not faded away');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('an approval agent: a permission answered from the keyboard sends the SDK\'s PermissionResult; a refusal with a message is read by the agent', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=can_use_tool&tokenMs=1`);
    const first = page.locator('#transcript .message.assistant').nth(0).locator('choice-prompt');
    await first.locator('[part~=subject]').waitFor();
    // Tab reaches Deny (never Approve first); ArrowUp passes "Approve, don't ask again" on the way to Approve.
    await first.locator('[part~=subject]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    assert.equal(await first.getByRole('button', { name: "Approve, don't ask again" }).evaluate((el) => el.matches(':focus')), true);
    await page.keyboard.press('ArrowUp');
    assert.equal(await first.getByRole('button', { name: 'Approve', exact: true }).evaluate((el) => el.matches(':focus')), true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('reply-latest')?.textContent?.includes('"behavior": "allow"'));
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /can_use_tool · PermissionResult from canUseTool/);
    const second = page.locator('#transcript .message.assistant').nth(1).locator('choice-prompt');
    await second.getByRole('button', { name: 'No, and tell Claude what to do differently' }).click();
    await second.getByRole('textbox').fill('Keep three retries');
    await second.getByRole('textbox').press('Enter');
    await page.waitForFunction(() => document.getElementById('reply-latest')?.textContent?.includes('Keep three retries'));
    await page.locator('.message.assistant').nth(2).getByText('Left src/config.ts as it was.').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('questions asked together wait in the queue above the message box; each answer goes back on its own; the agent goes on once all are in; a reload keeps them', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=subagents&tokenMs=1`);
    const queue = page.locator('#question-queue');
    await queue.getByRole('tab', { name: 'researcher: Which database should the new service use?', selected: true }).waitFor();
    await queue.getByRole('tab', { name: 'tester: Which tests should gate the merge?' }).waitFor();
    await queue.getByRole('tab', { name: 'writer: Where should the migration notes go?' }).waitFor();
    assert.equal(await queue.locator('[part="count"]').textContent(), '3 waiting');

    // Answer the last one first: its reply goes back at once, the first still waits.
    await queue.getByRole('tab', { name: /^writer:/ }).click();
    await queue.getByRole('button', { name: 'The team wiki' }).click();
    await page.waitForFunction(() => /"selected_ids":\["wiki"\]/.test(document.getElementById('reply-latest')?.textContent ?? ''));
    assert.match(await page.locator('#reply-latest-box .reply-meta').textContent(), /provide_choice · Tool result of provide_choice · writer/);
    assert.equal(await queue.locator('[part="count"]').textContent(), '2 waiting');
    await queue.getByRole('button', { name: 'SQLite' }).click();
    await queue.getByRole('tab', { name: /^tester:/, selected: true }).waitFor();
    await queue.getByRole('button', { name: 'End-to-end tests' }).click();
    await queue.getByRole('button', { name: 'Submit' }).click();
    // All three in: the agent goes on, and each answered prompt is in the message that asked.
    await page.getByText('The subagents have their answers').waitFor();
    assert.equal(await page.locator('.message.tool').count(), 3);
    // Each prompt moves into the message a microtask after its answer and reflects its state on
    // its next update: waited for, not counted at once.
    await page.waitForFunction(() => document.querySelector('.message.assistant')?.querySelectorAll('choice-prompt[state="answered"]').length === 3);
    assert.ok(await queue.evaluate((el) => el.waiting.length === 0));

    await page.reload();
    await page.getByText('The subagents have their answers').waitFor();
    // Restored with their responses; each says answered once its element has updated.
    await page.waitForFunction(() => document.querySelector('.message.assistant')?.querySelectorAll('choice-prompt[state="answered"]').length === 3);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the keyboard alone answers, and focus follows to the next question', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=choices-block&tokenMs=1`);
    await page.waitForSelector(`${prompt(0)}[state="open"]`);

    // Tab from the top of the page to the first option: one tab stop per option group.
    const onOption = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.matches('button[aria-pressed]') ? active.textContent.trim() : '';
      });
    let label = '';
    for (let presses = 0; presses < 40 && !label; presses++) {
      await page.keyboard.press('Tab');
      label = await onOption();
    }
    assert.match(label, /^Use RSS feed/);
    await page.keyboard.press('ArrowDown');
    assert.match(await onOption(), /^Use agentic extraction/);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${prompt(0)}[state="answered"]`);
    assert.equal(await page.locator('#reply-latest').textContent(), 'agentic');

    // The next question arrives with focus on its first option, so the answer goes on from the keyboard.
    await page.waitForSelector(`${prompt(2)}[state="open"]`);
    await page.waitForFunction(() => document.activeElement?.matches('choice-prompt[data-message="2"]'));
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await page.waitForSelector(`${prompt(2)}[state="answered"]`);
    assert.equal(await page.locator('#reply-latest').textContent(), 'daily');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('an MCP server asking several things at once: the retry carries inputResponses and requestState as sent; its task gets tasks/update', { timeout: 90_000 }, async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.demo.url}chat.html?agent=mcp_input_required&tokenMs=1`);
    await page.locator('#transcript question-set[state="open"]').waitFor();
    const set = page.locator('#transcript question-set').first();
    await set.getByRole('group', { name: /What should the database be called\?/ }).getByRole('button', { name: 'Accept' }).click();
    await set.getByRole('textbox', { name: /Database name/ }).fill('orders');
    await set.getByRole('group', { name: /Where should it run\?/ }).getByRole('button', { name: 'Accept' }).click();
    await set.getByRole('button', { name: /EU West/ }).click();
    await set.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => document.getElementById('reply-latest')?.textContent?.includes('tools/call'));
    const retry = JSON.parse(await page.locator('#reply-latest').textContent());
    assert.deepEqual(retry.params, {
      name: 'provision_database',
      arguments: { engine: 'postgres' },
      inputResponses: { name: { action: 'accept', content: { name: 'orders' } }, region: { action: 'accept', content: { region: 'eu-west-1' } } },
      requestState: 'eyJzdGVwIjoiZGV0YWlscyJ9.kGq2',
    });

    // The task that followed stops for input; declining it all sends tasks/update with each declined.
    await page.locator('#transcript question-set[state="open"]').waitFor();
    const task = page.locator('#transcript question-set').last();
    await task.getByText('Waiting before the schema migration').waitFor();
    await task.getByRole('button', { name: 'Decline' }).last().click();
    await page.waitForFunction(() => document.getElementById('reply-latest')?.textContent?.includes('tasks/update'));
    assert.deepEqual(JSON.parse(await page.locator('#reply-latest').textContent()).params, {
      taskId: 'task-7f3c2a',
      inputResponses: { migrate: { action: 'decline' }, backup: { action: 'decline' } },
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
