// axe-core on every demo page, in light and in dark, with the elements in the states each
// page shows: the gallery (every state, both directions), the chat with open, answered
// and outdated prompts, both embedding examples, the playground and the useChat page. A name
// on an element whose role takes none counts, though axe only asks for its review.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, demoAndBrowser, openPage } from './support.mjs';

const env = demoAndBrowser();

const pages = [
  { name: 'overview', path: 'index.html', ready: 'choice-prompt#try[state="open"]' },
  { name: 'gallery', path: 'gallery.html', ready: '[data-card="set-elicitation"] question-set[state="open"]' },
  { name: 'gallery, RTL, long, narrow', path: 'gallery.html?dir=rtl&text=long&width=narrow', ready: '[data-card="set-elicitation"] question-set[state="open"]' },
  {
    name: 'chat with answered and outdated prompts',
    path: 'chat.html?agent=choices-block&tokenMs=0',
    ready: 'choice-prompt[data-message="0"][state="open"]',
    async act(page) {
      await page.getByRole('button', { name: 'Use RSS feed' }).click();
      await page.waitForSelector('choice-prompt[data-message="2"][state="open"]');
      // That prompt sits in a list item that goes on after it: the message box waits for the message's end.
      await page.waitForSelector('#composer-send:not([disabled])');
      await page.getByLabel('Message').fill('Not sure yet');
      // The first Enter asks before passing over the open question (the notice under the box, checked here too); the second sends.
      await page.getByLabel('Message').press('Enter');
      await page.locator('#composer-ask').waitFor();
      await page.getByLabel('Message').press('Enter');
      await page.waitForSelector('choice-prompt[data-message="4"][state="open"]');
    },
  },
  { name: 'chat with a question set in two views', path: 'chat.html?agent=ask_user_question&tokenMs=0', ready: '#mirror question-set[state="open"]' },
  { name: 'chat with an MCP elicitation', path: 'chat.html?agent=mcp_elicitation&tokenMs=0', ready: '#transcript question-set[state="open"]' },
  { name: 'chat with a permission to approve', path: 'chat.html?agent=can_use_tool&tokenMs=0', ready: '#transcript choice-prompt[state="open"]' },
  { name: 'plain HTML embed', path: 'embed-plain.html', ready: 'question-set#setup[state="open"]' },
  { name: 'React embed', path: 'embed-react.html', ready: 'question-set[state="open"]' },
  { name: 'playground', path: 'playground.html', ready: '#light question-set[state="open"]' },
  {
    name: 'AI SDK useChat, a question open',
    path: 'use-chat.html',
    ready: '#start',
    act: async (page) => {
      await page.click('#start');
      await page.waitForSelector('choice-prompt[state="open"]');
    },
  },
];

// A timeout per page, not one for the whole suite: sixteen pages took 108 s together on a
// lightly loaded 2-core machine, too close to any suite-wide limit on a loaded CI runner,
// while one page (4-11 s there) stays far below its own.
describe('demo pages pass axe', () => {
  for (const scheme of ['light', 'dark']) {
    for (const { name, path, ready, act } of pages) {
      test(`${name} (${scheme})`, { timeout: 120_000 }, async () => {
        const { page, context, errors } = await openPage(env.browser, { colorScheme: scheme });
        await page.goto(`${env.demo.url}${path}`);
        await page.waitForSelector(ready);
        if (act) await act(page);
        const violations = await axeViolations(page, { strict: ['aria-prohibited-attr'] });
        assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
});
