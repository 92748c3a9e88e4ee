// `npm run test:sr`: what the Orca screen reader actually says on the fixture page
// (test/sr/fixture.html), asserted phrase by phrase. Starts Xvfb, the AT-SPI bus, Orca and
// Chromium (see screen-reader.mjs), serves the fixture on 127.0.0.1, and drives it with real
// key presses. Each test takes only what Orca said after its own action.
//
// Orca's wording is Orca's: a role="group" is read as "panel", a button with aria-pressed as
// "toggle button" + "pressed"/"not pressed", aria-disabled as "grayed". Phrases are matched,
// never whole sentences.
//
// Needs the Debian packages orca, xvfb, at-spi2-core, dbus-x11 and chromium. It builds what
// it loads and finds missing (dist/bundle.js, the MCP package's dist/), so it runs on a fresh
// clone; after `npm test`, which builds, it builds nothing. Environment:
//   SR_TRANSCRIPT=1          print everything Orca said, step by step (always on failure)
//   SR_ORCA_DEBUG=FILE       keep Orca's full debug log in FILE
//   CHOICE_PROMPTS_BUNDLE=F  test another build of the bundle instead of dist/bundle.js
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findChromium } from '../browser.mjs';
import { missingPrograms, startScreenReader } from './screen-reader.mjs';
import { serveFiles } from './server.mjs';
import { format } from './speech-log.mjs';
import { startDemo } from '../node/e2e/support.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// The built bundle, as a host page would load it; CHOICE_PROMPTS_BUNDLE points at another build.
const bundle = process.env.CHOICE_PROMPTS_BUNDLE ?? here('../../dist/bundle.js');
buildMissing();
const transcript = [];
let sr;
let server;
let failed = false;
/** What Orca said while it read the page on load. */
let loaded = '';

/** Option `index` (0-based) of the element with id `id`, inside its shadow root. */
function option(page, id, index) {
  return page.locator(`#${id}`).locator('button[aria-pressed]').nth(index);
}

/**
 * Runs `action`, then resolves with what Orca said about it. Each step waits for what it
 * depends on before it listens for the end: the element it moved focus to (`focus`, a
 * locator) to have focus, and Orca to have said the phrase it is about (`until`), so the
 * next step's keys never land while Orca is still reading this one. Then it takes what Orca
 * says until it falls quiet. A step that expects silence gives no `until`: it listens for
 * `quietTimeoutMs` (default 4 s) and resolves with whatever was said, maybe nothing.
 * `untilMs` is a ceiling on waiting for focus and the phrase, not a pause: 20 s, since Orca
 * on a loaded machine can take several seconds to get to it.
 */
async function hear(step, action, { until, focus, untilMs = 20_000, quietTimeoutMs } = {}) {
  const mark = sr.speech.mark();
  await action(sr.page);
  // A backstop, not a guess: a key that sent focus elsewhere fails here, clearly, instead
  // of holding the suite until its own timeout closes the browser.
  if (focus) {
    await focus
      .evaluate((el, ms) => el.matches(':focus') || new Promise((resolve, reject) => {
        el.addEventListener('focus', resolve, { once: true });
        setTimeout(() => reject(new Error('focus did not arrive')), ms);
      }), untilMs)
      .catch(async (error) => {
        transcript.push(`${step}: focus went elsewhere; Orca said ${format(sr.speech.since(mark))}`);
        throw new Error(`${step}: the expected element did not receive focus (${error.message}).`);
      });
  }
  if (until) {
    await sr.speech.waitFor(until, { since: mark, timeoutMs: untilMs }).catch((error) => {
      transcript.push(`${step}: ${format(sr.speech.since(mark))}`);
      throw error;
    });
  }
  const said = await sr.speech.settle({ since: mark, timeoutMs: quietTimeoutMs });
  transcript.push(`${step}: ${format(said)}`);
  return format(said);
}

/** Fails unless every pattern occurs in what Orca said and none of `absent` does; the message quotes Orca. */
function assertSaid(heard, patterns, absent = []) {
  for (const pattern of patterns) {
    if (!pattern.test(heard)) assert.fail(`Orca did not say ${pattern}.\n  Orca said: ${heard}`);
  }
  for (const pattern of absent) {
    if (pattern.test(heard)) assert.fail(`Orca said ${pattern}, which it should not.\n  Orca said: ${heard}`);
  }
}

/** `it`, remembering a failure so the whole transcript is printed at the end. */
function itHears(name, fn) {
  it(name, async () => {
    try {
      await fn();
    } catch (error) {
      failed = true;
      throw error;
    }
  });
}

/** The most recently changed file under `dir`, to warn about a bundle older than its source. */
function newestSource(dir) {
  let newest;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `${entry.parentPath ?? entry.path}/${entry.name}`;
    if (!newest || statSync(path).mtimeMs > statSync(newest).mtimeMs) newest = path;
  }
  return newest;
}

/**
 * Builds what this suite loads and does not find: the kit's dist/ (bundle.js and its chunks),
 * then the MCP package's dist/ (the MCP Apps step imports its server and View), which
 * compiles against the kit's types. Only what is missing: a build that is there is used as
 * it is (a stale one is warned about below), so after `npm test` this costs nothing.
 */
function buildMissing() {
  const root = here('../..');
  const run = (what, args) => {
    console.log(`# ${what} is missing: building it (${args.join(' ')})`);
    execFileSync(args[0], args.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  };
  const mcpBuilt = ['server/mcp.js', 'server/hub.js', 'server/app.js', 'server/view/question.html'].every((f) => existsSync(here(`../../mcp/dist/${f}`)));
  const kitBuilt = existsSync(here('../../dist/index.d.ts')) && (process.env.CHOICE_PROMPTS_BUNDLE || existsSync(bundle));
  if (!kitBuilt) run('the kit\'s dist/', ['node', 'scripts/build.mjs']);
  if (!mcpBuilt) run('mcp/dist/', ['npm', 'run', 'build', '-w', 'choice-prompts-mcp']);
}

/** A block as an agent writes it, for the prompts the streaming tests add. */
const LICENCE_BLOCK = JSON.stringify({ question: 'Which licence?', options: [{ label: 'MIT', value: 'mit' }, { label: 'Apache-2.0', value: 'apache' }] });

/** Appends `<choice-prompt id=… pending>` to the page, as a chat host does when a block starts streaming. */
function startStreaming(page, id) {
  return page.evaluate((id) => {
    const el = document.createElement('choice-prompt');
    el.id = id;
    el.setAttribute('pending', '');
    document.querySelector('main').append(el);
    return el.updateComplete;
  }, id);
}

/** "pressed" on its own, not the end of "not pressed". */
const PRESSED = /(?<!not )pressed/;
const NOT_PRESSED = /not pressed/;
const UNAVAILABLE = /grayed|unavailable|dimmed/;

describe('choice prompts read by Orca', { timeout: 480_000 }, () => {
  before(async () => {
    failed = true; // until the page is up
    const missing = missingPrograms();
    if (missing.length) {
      throw new Error(`missing ${missing.join(', ')}: apt-get install -y orca xvfb at-spi2-core dbus-x11 chromium`);
    }
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first.`);
    const newer = newestSource(here('../../src'));
    if (!process.env.CHOICE_PROMPTS_BUNDLE && newer && statSync(newer).mtimeMs > statSync(bundle).mtimeMs) {
      console.warn(`# warning: ${newer} is newer than dist/bundle.js; run \`npm run build\` to test the current source.`);
    }
    // bundle.js imports chunks/core.js, and fetches a dialect's chunk or a part of the elements
    // (fields, previews, the progress row…) from ./chunks/ when a prompt needs it.
    const chunkDir = `${dirname(bundle)}/chunks`;
    const chunks = Object.fromEntries(readdirSync(chunkDir).map((name) => [`/dist/chunks/${name}`, `${chunkDir}/${name}`]));
    // choice-queue.bundle.js beside bundle.js, as a page without a bundler adds <choice-queue>.
    const queueBundle = `${dirname(bundle)}/choice-queue.bundle.js`;
    server = await serveFiles({
      '/fixture.html': here('fixture.html'),
      '/dist/bundle.js': bundle,
      '/dist/bundle.js.map': `${bundle}.map`,
      '/dist/choice-queue.bundle.js': queueBundle,
      '/dist/history.css': `${dirname(bundle)}/history.css`,
      ...chunks,
    });
    sr = await startScreenReader({ executablePath: findChromium() });
    sr.page.setDefaultTimeout(5000);
    const pageErrors = [];
    sr.page.on('pageerror', (error) => pageErrors.push(error.message));
    sr.page.on('console', (message) => message.type() === 'error' && pageErrors.push(`${message.text()} ${message.location().url ?? ''}`));
    loaded = await hear('page load', async (page) => {
      await page.goto(`${server.origin}/fixture.html`);
      await page
        .waitForFunction(() => customElements.get('choice-prompt') && customElements.get('question-set'), null, { timeout: 5000 })
        .catch(() => {
          throw new Error(
            `${bundle} did not register <choice-prompt> and <question-set> (is it the esbuild bundle from \`npm run build\`?)` +
              (pageErrors.length ? `\n  page errors: ${pageErrors.join('\n  ')}` : ''),
          );
        });
      await page.locator('choice-prompt[state]').first().waitFor();
    }, { until: /End of the fixture/, untilMs: 45_000 });
    assert.match(loaded, /End of the fixture/, `Orca did not read the page to its end. Orca said: ${loaded}`);
    failed = false;
  }, { timeout: 120_000 });

  after(async () => {
    await sr?.close();
    await server?.close();
    if (failed || process.env.SR_TRANSCRIPT) {
      console.log(`\nWhat Orca said, step by step:\n${transcript.map((line) => `  ${line}`).join('\n')}`);
    }
  });

  itHears('enters the first prompt with Tab: the question names the group, the option is a toggle button, not pressed', async () => {
    const heard = await hear('Tab into #read', (page) => page.keyboard.press('Tab'), { focus: option(sr.page, 'read', 0), until: /PostgreSQL/ });
    assertSaid(heard, [/Which database should the project use\?/, /panel/, /PostgreSQL/, /toggle button/, NOT_PRESSED], [UNAVAILABLE]);
  });

  itHears('moves between options with the arrow keys and says which option is recommended', async () => {
    await hear('focus MySQL in #read', (page) => option(page, 'read', 2).focus(), { until: /MySQL/ });
    const heard = await hear('ArrowLeft in #read', (page) => page.keyboard.press('ArrowLeft'), { focus: option(sr.page, 'read', 1), until: /SQLite/ });
    assertSaid(heard, [/SQLite/, /Recommended/i, /toggle button/, NOT_PRESSED], [/MySQL/, UNAVAILABLE]);
  });

  itHears('reads an answered prompt as unavailable, the chosen option pressed and the others not', async () => {
    const chosen = await hear('focus Vitest in #answered', (page) => option(page, 'answered', 1).focus(), { until: /Vitest/ });
    assertSaid(chosen, [/Which test runner\?/, /Vitest/, /toggle button/, PRESSED, UNAVAILABLE], [NOT_PRESSED]);
    const other = await hear('ArrowLeft in #answered', (page) => page.keyboard.press('ArrowLeft'), { focus: option(sr.page, 'answered', 0), until: /Mocha/ });
    assertSaid(other, [/Mocha/, NOT_PRESSED, UNAVAILABLE]);
  });

  itHears('reads an outdated prompt as unavailable with the earlier choice still pressed', async () => {
    const heard = await hear('focus Tabs in #outdated', (page) => option(page, 'outdated', 0).focus(), { until: /toggle button/ });
    assertSaid(heard, [/Tabs or spaces\?/, /Tabs/, PRESSED, UNAVAILABLE], [NOT_PRESSED]);
  });

  itHears('toggles a multi-select option with Space: pressed, then not pressed, and sends nothing', async () => {
    await hear('focus Linux in #multi', (page) => option(page, 'multi', 0).focus(), { until: /Linux/ });
    const pressed = await hear('Space on Linux in #multi', (page) => page.keyboard.press('Space'), { until: PRESSED });
    assertSaid(pressed, [PRESSED], [NOT_PRESSED, /Answered/]);
    const released = await hear('Space again on Linux in #multi', (page) => page.keyboard.press('Space'), { until: NOT_PRESSED });
    assertSaid(released, [NOT_PRESSED], [/Answered/]);
  });

  // Orca does not speak a group's aria-describedby when focus enters it, so the rule is part
  // of the group's name: without it a multi-select sounds exactly like a single-select whose
  // Enter sends at once.
  itHears('says that several options may be chosen when entering a multi-select group', async () => {
    await hear('focus macOS in #multi', (page) => option(page, 'multi', 1).focus(), { until: /macOS/ });
    // Two steps, each waiting for its own focus change and Orca's reading of it: pressed back
    // to back, Orca may drop the first reading and with it the second (its group's name).
    const submit = sr.page.locator('#multi [part~=submit]');
    await hear('Tab out of #multi to its Submit', (page) => page.keyboard.press('Tab'), { focus: submit, until: /Submit/ });
    const heard = await hear('Shift+Tab back into #multi', (page) => page.keyboard.press('Shift+Tab'), { focus: option(sr.page, 'multi', 1), until: /macOS/ });
    // Orca also reads the elements labelling the group; the question must not come twice.
    assertSaid(heard, [/Which platforms should the build target\? Choose at least 1/, /macOS/, /toggle button/], [/build target\?.*Which platforms/]);
  });

  itHears('does not say "Choose any" in a single-select group', async () => {
    const heard = await hear('focus PostgreSQL in #read', (page) => option(page, 'read', 0).focus(), { until: /PostgreSQL/ });
    assertSaid(heard, [/Which database should the project use\?/], [/Choose/]);
  });

  // A single choice that sends says so once, in its group's name (as a multi-select's rule):
  // on entering its options, not again on each option, and never where a choice waits for
  // Submit (an MCP form's yes/no).
  itHears('says once, on entering a single choice that sends, that choosing sends; not on the next option, nor in a form', async () => {
    const form = await hear('focus Yes in #deploy', (page) => option(page, 'deploy', 0).focus(), { until: /Yes/ });
    assertSaid(form, [/Deploy to production now\?/, /Yes/], [/Choosing an option/]);
    const entered = await hear('focus PostgreSQL in #read', (page) => option(page, 'read', 0).focus(), { until: /PostgreSQL/ });
    assertSaid(entered, [/Which database should the project use\? Choosing an option sends your answer/, /PostgreSQL/, /toggle button/]);
    assert.equal((entered.match(/Choosing an option sends your answer/g) ?? []).length, 1, `Orca said it more than once: ${entered}`);
    const next = await hear('ArrowRight in #read', (page) => page.keyboard.press('ArrowRight'), { focus: option(sr.page, 'read', 1), until: /SQLite/ });
    assertSaid(next, [/SQLite/], [/Choosing an option/]);
  });

  itHears('in a <form> a single choice is a control: nothing says choosing sends, and Enter chooses without sending', async () => {
    const entered = await hear('focus MIT in #formed', (page) => option(page, 'formed', 0).focus(), { until: /MIT/ });
    assertSaid(entered, [/Which licence should the package use\?/, /MIT/, /toggle button/], [/Choosing an option/]);
    const chosen = await hear('Enter on MIT in #formed', (page) => page.keyboard.press('Enter'), { until: PRESSED });
    assertSaid(chosen, [PRESSED], [/Answered/]);
    const changed = await hear('ArrowRight, Enter on Apache-2.0 in #formed', async (page) => {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }, { focus: option(sr.page, 'formed', 1), until: PRESSED });
    assertSaid(changed, [/Apache-2\.0/], [/Answered/, UNAVAILABLE]);
  });

  // #set is an MCP form: a field has no header, so the row names each by its title.
  itHears('reads the progress row of a question set as "<name>, not answered", each name once', () => {
    assertSaid(
      loaded,
      [/List with 2 items \| Which auth method should the API use\?, not answered \| Which features should ship first\?, not answered \| leaving list/],
      [/API use\?\(/, /API use\? \| Which auth method should the API use\?, not answered/],
    );
  });

  itHears('reads the state lines of prompts restored as answered or outdated as text, never as announcements', () => {
    const reading = loaded.slice(0, loaded.indexOf('End of the fixture'));
    const afterwards = loaded.slice(loaded.indexOf('End of the fixture'));
    assertSaid(reading, [/Answered: Vitest/, /No longer active\.( \|)? Chosen: Tabs/]);
    assertSaid(afterwards, [], [/Answered/, /No longer active/]);
  });

  itHears('names each question of a question set and does not send a single answer on its own', async () => {
    const first = await hear('focus OAuth in #set', (page) => option(page, 'set', 0).focus(), { until: /OAuth/ });
    // Toggle buttons do not say one lets go of another: the group's name does, and the question
    // is said once (Orca repeats a name whose words it finds in none of the group's labels).
    assertSaid(first, [/Which auth method should the API use\? Choose one/, /panel/, /OAuth 2\.0/, /toggle button/, NOT_PRESSED], [/API use\?[^|]*Which auth method/]);
    const chosen = await hear('Enter on OAuth in #set', (page) => page.keyboard.press('Enter'), { until: PRESSED });
    assertSaid(chosen, [PRESSED], [/Answered/, UNAVAILABLE]);
    const second = await hear('focus Search in #set', (page) => option(page, 'set', 2).focus(), { until: /Search/ });
    assertSaid(second, [/Which features should ship first\?/, /Search/, NOT_PRESSED]);
  });

  itHears('Skip says the question it left unanswered, as focus moves on to the next one', async () => {
    const skip = sr.page.locator('#skippable [part="skip"]').first();
    await hear('focus Skip in #skippable', () => skip.focus(), { focus: skip, until: /Skip/ });
    const heard = await hear('Enter on Skip in #skippable', (page) => page.keyboard.press('Enter'), { focus: option(sr.page, 'skippable', 2), until: /Region: skipped/ });
    assertSaid(heard, [/Which size\?/, /Small/, /Region: skipped/]);
  });

  itHears('announces which questions are still open when a question set is submitted too early', async () => {
    const heard = await hear('click Submit in #set', (page) => page.locator('#set [part~=submit]').click(), { until: /Still open/ });
    assertSaid(heard, [/Answer every question before submitting\. Still open: Which features should ship first\?/], [/Answered/]);
  });

  itHears('answers a question set once every question has an answer: the chosen options read pressed, then "Answered" is announced', async () => {
    await hear('focus Export in #set', (page) => option(page, 'set', 3).focus(), { until: /Export/ });
    const chosen = await hear('Space on Export in #set', (page) => page.keyboard.press('Space'), { until: PRESSED });
    assertSaid(chosen, [PRESSED], [/Answered/]);
    const submit = sr.page.locator('#set [part~=submit]');
    await hear('focus Submit in #set', () => submit.focus(), { until: /Submit/ });
    const heard = await hear('Enter on Submit in #set', (page) => page.keyboard.press('Enter'), { until: /Answered/ });
    assertSaid(heard, [/Answered/, /OAuth 2\.0/, /Export/], [/Still open/]);
    // Focus stays where Submit was, on the state line: not back on the first question.
    assert.equal(await sr.page.locator('#set [part~=status]').evaluate((el) => el.matches(':focus')), true, 'focus is on the state line');
  });

  itHears('a paged question set says what was chosen, then the next question\'s header, its question and "3 of 5" when a single choice moves on', async () => {
    const first = await hear('focus Small in #paged', (page) => option(page, 'paged', 0).focus(), { until: /Small/ });
    assertSaid(first, [/Which size\?/, /Small/]);
    const moved = await hear('Enter on Small in #paged', (page) => page.keyboard.press('Enter'), { until: /2 of 5/, focus: option(sr.page, 'paged', 2) });
    // The choice that moved the set on is confirmed first: it was never heard pressed.
    assertSaid(moved, [/Size: Small\. Cloud\. Which cloud\? 2 of 5/]);
    const heard = await hear('Enter on Hetzner in #paged', (page) => page.keyboard.press('Enter'), { until: /3 of 5/, focus: option(sr.page, 'paged', 4) });
    assertSaid(heard, [/Cloud: Hetzner/, /Region/, /Which region should it run in\?/, /3 of 5/, /Frankfurt/]);
  });

  itHears('asks before sending questions unanswered (Codex): the dialog is read by its name and list, Escape goes back', async () => {
    const submit = sr.page.locator('#unanswered [part~=submit]');
    await hear('focus Submit in #unanswered', () => submit.focus(), { until: /Submit/ });
    const asked = await hear('Enter on Submit in #unanswered', (page) => page.keyboard.press('Enter'), { until: /Not answered/ });
    assertSaid(asked, [/Submit with unanswered questions\?/, /dialog/, /Not answered: Pick one, Notes/, /Submit anyway/], [/Answered/]);
    const back = await hear('Escape in the dialog', (page) => page.keyboard.press('Escape'), {
      until: /Option 1/,
      focus: option(sr.page, 'unanswered', 0),
    });
    // Nothing is sent or dismissed: no state line of this set ("Answered: Option…", "Cancelled").
    // Nor is any other live region on the page read again as the dialog closes (the paged
    // set's last remark, "Cloud: Hetzner. Region…"), as it was when the page behind was inert.
    assertSaid(back, [/Choose an option\./, /Option 1/], [/Answered: Option/, /Cancelled/, /Cloud: Hetzner/]);
  });

  itHears('switching an interrupt from Edit to Respond keeps focus on Respond and says what it shows and what it leaves unsent', async () => {
    const edit = option(sr.page, 'interrupt', 1);
    await hear('focus Edit in #interrupt', () => edit.focus(), { focus: edit, until: /Edit/ });
    await hear('Enter on Edit in #interrupt', (page) => page.keyboard.press('Enter'), { until: /Shown below/ });
    const subject = sr.page.locator('#interrupt').locator('input').nth(1);
    await hear('focus the subject field', () => subject.focus(), { focus: subject, until: /subject/ });
    await hear('type into the subject field', (page) => page.keyboard.type('!'), { quietTimeoutMs: 1500 });
    await hear('focus Edit again', () => edit.focus(), { focus: edit, until: /Edit/ });
    const respond = option(sr.page, 'interrupt', 2);
    await hear('ArrowRight to Respond', (page) => page.keyboard.press('ArrowRight'), { focus: respond, until: /Respond/ });
    const heard = await hear('Enter on Respond in #interrupt', (page) => page.keyboard.press('Enter'), { until: /not sent with Respond/ });
    assertSaid(heard, [/Shown below: Reply/, /Your changes are not sent with Respond: subject/]);
    assert.equal(await respond.evaluate((el) => el.matches(':focus')), true, 'focus stays on Respond');
  });

  // A chat host restoring history inserts answered prompts: each shows its state line, but
  // only a state the user brings about on screen is announced.
  itHears('stays quiet when a host inserts a prompt restored as answered', async () => {
    const heard = await hear(
      'insert a restored answered prompt',
      (page) =>
        page.evaluate(() => {
          const el = document.createElement('choice-prompt');
          el.id = 'restored';
          el.setAttribute('answered', '');
          el.setAttribute('value', 'b');
          el.innerHTML = '<script type="application/json">{"question": "Restored question?", "options": [{"label": "Alpha", "value": "a"}, {"label": "Beta", "value": "b"}]}</scr' + 'ipt>';
          // Right after #unanswered, whose Cancel the next step Tabs from.
          document.querySelector('#unanswered').after(el);
          return el.updateComplete;
        }),
      { quietTimeoutMs: 2500 },
    );
    // Restored, it folds to its one line.
    const status = await sr.page.locator('#restored [part~=fold]').textContent();
    assert.match(status ?? '', /Restored question\? → Beta/, 'the restored prompt shows its answer');
    assertSaid(heard, [], [/Answered/]);
  });

  // History folds: the restored prompt inserted above shows one line, a disclosure button.
  itHears('a restored prompt\'s fold line is reached with Tab, read as a collapsed button with its answer; Enter opens the settled card', async () => {
    const line = sr.page.locator('#restored [part~=fold]');
    await hear('focus Cancel in #unanswered', () => sr.page.locator('#unanswered [part~=cancel]').focus(), { until: /Cancel/ });
    const heard = await hear('Tab to the fold line of #restored', (page) => page.keyboard.press('Tab'), { focus: line, until: /Restored question/ });
    assertSaid(heard, [/Restored question\? → Beta/, /button/, /collapsed/]);
    const opened = await hear('Enter on the fold line', (page) => page.keyboard.press('Enter'), { until: /expanded/ });
    assertSaid(opened, [/expanded/], [/collapsed/]);
    const card = await hear('Tab into the opened card', (page) => page.keyboard.press('Tab'), { focus: option(sr.page, 'restored', 1), until: /Beta/ });
    assertSaid(card, [/Beta/, /toggle button/, PRESSED, UNAVAILABLE]);
  });

  // History as a server sends it: renderHTML's markup in the page's own DOM, styled by
  // history.css, with no element and no script. Its fold is a native <details>.
  itHears('a history line drawn by renderHTML, with no script, is read as a collapsed disclosure with its answer; Enter opens it', async () => {
    const [{ renderHTML }, { parseRequest }] = await Promise.all([import(`${dirname(bundle)}/html.js`), import(`${dirname(bundle)}/protocol.js`)]);
    const { request } = parseRequest('choices-block', { question: 'Which feed should I read?', options: [{ label: 'RSS', value: 'rss' }, { label: 'Atom', value: 'atom' }] }, { id: 'sr-history' });
    const markup = renderHTML(request, { response: { requestId: request.id, status: 'answered', answers: { [request.questions[0].id]: { selected: [request.questions[0].options[1].id] } } }, lang: 'en' });
    await sr.page.evaluate((html) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/dist/history.css';
      document.head.append(link);
      const history = document.createElement('section');
      history.id = 'history';
      history.setAttribute('aria-label', 'History');
      history.innerHTML = html;
      document.querySelector('#restored').after(history);
      return new Promise((resolve) => (link.sheet ? resolve() : link.addEventListener('load', resolve, { once: true })));
    }, markup);
    assert.equal(await sr.page.evaluate(() => customElements.get('choice-prompt') && document.querySelector('#history choice-prompt')), null, 'plain markup, no element');
    const line = sr.page.locator('#history summary');
    const heard = await hear('Tab to the history line', (page) => page.keyboard.press('Tab'), { focus: line, until: /Which feed/ });
    assertSaid(heard, [/Which feed should I read\? → Atom/, /collapsed/]);
    const opened = await hear('Enter on the history line', (page) => page.keyboard.press('Enter'), { until: /expanded/ });
    assertSaid(opened, [/expanded/], [/collapsed/]);
    assert.equal(await sr.page.locator('#history details').evaluate((el) => el.open), true);
  });

  // A prompt settled while the person is elsewhere (here its host marks it outdated) folds
  // without a word: the fold is no news, and an outdated state is shown, not announced.
  itHears('a prompt marked outdated while focus is elsewhere folds silently', async () => {
    const heard = await hear('mark #read outdated', (page) => page.locator('#read').evaluate((el) => {
      el.disabled = true;
      return el.updateComplete;
    }), { quietTimeoutMs: 2500 });
    await sr.page.locator('#read [part~=fold]').waitFor();
    const line = await sr.page.locator('#read [part~=fold]').textContent();
    assert.match(line ?? '', /Which database should the project use\? → No longer active/, 'the outdated prompt folded to its line');
    assertSaid(heard, [], [/No longer active/, /Which database/, /collapsed/, /expanded/]);
  });

  // A host restoring a history inserts its unfinished blocks (streams cut short) at once:
  // each shows its line, none announces it.
  itHears('stays quiet when a host restores several unfinished blocks at once', async () => {
    const heard = await hear(
      'insert four unfinished blocks at once',
      (page) =>
        page.evaluate(() => {
          const blocks = [1, 2, 3, 4].map(() => {
            const el = document.createElement('choice-prompt');
            el.className = 'unfinished';
            el.setAttribute('pending', '');
            return el;
          });
          document.querySelector('main').append(...blocks);
          return Promise.all(blocks.map((el) => el.updateComplete));
        }),
      { quietTimeoutMs: 2500 },
    );
    const shown = await sr.page.locator('choice-prompt.unfinished [part~=status]').allTextContents();
    assert.deepEqual(shown, Array(4).fill('Loading question…'), 'each shows its line');
    assertSaid(heard, [], [/Loading question/]);
    await sr.page.evaluate(() => document.querySelectorAll('choice-prompt.unfinished').forEach((el) => el.remove()));
  });

  // A chat host appends <choice-prompt pending> when a block starts streaming, then either
  // fills it in or replaces it with the finished prompt: the user hears that a question is
  // coming, once per block, and nothing about loading after it came.
  itHears('says "Loading question…" once when a block starts streaming on the page, and no more once it arrives', async () => {
    const loading = await hear('a block starts streaming', (page) => startStreaming(page, 'streamed'), { until: /Loading question/ });
    assertSaid(loading, [/Loading question…/], [/Loading question….*Loading question/]);
    const arrived = await hear(
      'the block is complete',
      (page) =>
        page.evaluate((block) => {
          const el = document.querySelector('#streamed');
          el.innerHTML = `<script type="application/json">${block}</scr` + 'ipt>';
          el.pending = false;
          return el.updateComplete;
        }, LICENCE_BLOCK),
      { quietTimeoutMs: 2500 },
    );
    // The question is the agent's message: a chat's message log speaks it, not the prompt.
    assertSaid(arrived, [], [/Loading/, /Which licence\?/]);
    assert.equal(await sr.page.locator('#streamed [part~=status].pending').count(), 0, 'no loading line is left');
    const entered = await hear('focus MIT in #streamed', (page) => option(page, 'streamed', 0).focus(), { until: /MIT/ });
    assertSaid(entered, [/Which licence\?/, /MIT/, /toggle button/, NOT_PRESSED], [/Loading/]);
  });

  // Orca may drop a live message equal to the last one it queued (what the page did in
  // between decides): the line must reach the user for every next block.
  itHears('says "Loading question…" again for each next block, also after the host replaced the last one', async () => {
    const second = await hear('a second block starts streaming', (page) => startStreaming(page, 'second'), { until: /Loading question/ });
    assertSaid(second, [/Loading question…/]);
    const replaced = await hear(
      'the host replaces it with the finished prompt',
      (page) =>
        page.evaluate((block) => {
          const el = document.createElement('choice-prompt');
          el.innerHTML = `<script type="application/json">${block}</scr` + 'ipt>';
          document.querySelector('#second').replaceWith(el);
          return el.updateComplete;
        }, LICENCE_BLOCK),
      { quietTimeoutMs: 2500 },
    );
    assertSaid(replaced, [], [/Loading/]);
    const third = await hear('a third block starts streaming', (page) => startStreaming(page, 'third'), { until: /Loading question/ });
    assertSaid(third, [/Loading question…/]);
    await sr.page.evaluate(() => document.querySelector('#third').remove());
  });

  itHears('reads a text field by its title, with its rules; a wrong answer on Enter is announced and described', async () => {
    const field = sr.page.locator('#email').locator('input');
    const heard = await hear('focus the field in #email', () => field.focus(), { focus: field, until: /Invoice e-mail/ });
    assertSaid(heard, [/Invoice e-mail/, /entry|edit|text/i, /An e-mail address, like name@example\.com/, /At most 60 characters/]);
    await field.pressSequentially('nope');
    const refused = await hear('Enter with "nope" in #email', (page) => page.keyboard.press('Enter'), { until: /Enter an e-mail address/ });
    assertSaid(refused, [/Enter an e-mail address, like name@example\.com/], [/Answered/]);
  });

  itHears('reads a number field as a spin button with its range, the number each arrow key steps to, and a refusal once', async () => {
    const field = sr.page.locator('#copies').locator('input');
    const heard = await hear('focus the field in #copies', () => field.focus(), { focus: field, until: /Copies/ });
    // Orca 43 with Chromium reads an empty spin button's value as "0.0" whatever its
    // aria-valuetext ("Empty", for readers that use it); an empty native type="number" reads "0".
    assertSaid(heard, [/Copies/, /spin ?button/i, /A whole number from 2 to 30/]);
    const first = await hear('ArrowUp in #copies', (page) => page.keyboard.press('ArrowUp'), { until: /\b2\b/ });
    assertSaid(first, [/\b2\b/]);
    const end = await hear('End in #copies', (page) => page.keyboard.press('End'), { until: /\b30\b/ });
    assertSaid(end, [/\b30\b/]);
    // Out of range, then a step back into it: the step is heard (a value capped at 30 was not).
    const typed = await hear('type 40 in #copies', () => field.fill('40'), { until: /\b40\b/ });
    assertSaid(typed, [/\b40\b/]);
    const back = await hear('ArrowUp from 40 in #copies', (page) => page.keyboard.press('ArrowUp'), { until: /\b30\b/ });
    assertSaid(back, [/\b30\b/]);
    // Enter refuses 40: the problem, which restates the range, is said without the rule too.
    await hear('type 40 in #copies again', () => field.fill('40'), { until: /\b40\b/ });
    const refused = await hear('Enter with 40 in #copies', (page) => page.keyboard.press('Enter'), { until: /Enter a whole number from 2 to 30/ });
    assertSaid(refused, [/Enter a whole number from 2 to 30/], [/Answered/]);
    // Said as the description and as the announcement, not a third time as the rule too.
    assert.ok((refused.match(/from 2 to 30/g) ?? []).length <= 2, `Orca said the range more than twice: ${refused}`);
  });

  itHears('reads a yes/no question as two toggle buttons in a group named by the question', async () => {
    const heard = await hear('focus Yes in #deploy', (page) => option(page, 'deploy', 0).focus(), { until: /Yes/ });
    assertSaid(heard, [/Deploy to production now\?/, /Yes/, /toggle button/, NOT_PRESSED], [UNAVAILABLE]);
    const next = await hear('ArrowRight in #deploy', (page) => page.keyboard.press('ArrowRight'), { focus: option(sr.page, 'deploy', 1), until: /No/ });
    assertSaid(next, [/No/, /toggle button/, NOT_PRESSED]);
    const chosen = await hear('Space on No in #deploy', (page) => page.keyboard.press('Space'), { until: PRESSED });
    assertSaid(chosen, [PRESSED], [/Answered/]);
  });

  itHears('an approval says what is approved: the tool call\'s arguments are part of the name focus enters', async () => {
    const heard = await hear('focus Approve in #approval', (page) => option(page, 'approval', 0).focus(), { until: /Approve/ });
    assertSaid(heard, [/deleteFile/, /src\/legacy\/old-api/, /Approve/, /toggle button/, NOT_PRESSED]);
  });

  // A policy decides (AI SDK 7's isAutomatic): nothing to press is read, and the decision,
  // arriving in the stream while the prompt is on screen, is spoken with its reason.
  itHears('an automatic approval offers nothing to press, and its decision is spoken when it arrives', async () => {
    const subject = sr.page.locator('#automatic [part="subject"]');
    const heard = await hear('focus() on #automatic', () => sr.page.locator('#automatic').evaluate((el) => el.focus()), { focus: subject, until: /notes\.txt/ });
    assertSaid(heard, [/Allow the tool .?deleteFile.? to run\?/], [/Approve/, /toggle button/]);
    const decided = await hear('the stream settles #automatic', (page) =>
      page.locator('#automatic script').evaluate((script) => {
        script.textContent = JSON.stringify({
          type: 'tool-deleteFile',
          toolCallId: 'call-2',
          state: 'output-denied',
          input: { path: 'notes.txt' },
          approval: { id: 'approval-2', isAutomatic: true, approved: false, reason: 'Deleting files is off in this workspace.' },
        });
      }),
      { until: /Deleting files is off/ },
    );
    assertSaid(decided, [/Automatic decision: Deny\. Deleting files is off in this workspace/], [/toggle button/]);
  });

  // A host focuses each new prompt (the demo chat does): on a permission that must not give
  // Approve, and Enter there, even twice, must send nothing.
  itHears('a permission\'s first focus says what is asked, what would run and what the agent says it does; Enter sends nothing; Tab reaches Deny; Escape denies', async () => {
    const subject = sr.page.locator('#permission [part="subject"]');
    const heard = await hear('focus() on #permission', () => sr.page.locator('#permission').evaluate((el) => el.focus()), { focus: subject, until: /Remove the build folder/ });
    assertSaid(heard, [/Allow the tool .?Bash.? to run\? Command rm -rf \.\/build/, /Remove the build folder/], [/Approve/, /toggle button/]);
    assert.equal((heard.match(/rm -rf/g) ?? []).length, 1, `Orca said the command more than once: ${heard}`);
    const enter = await hear('Enter twice on the subject of #permission', async (page) => {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    });
    assertSaid(enter, [], [/Answered/, /Approve/]);
    assert.equal(await sr.page.locator('#permission').getAttribute('state'), 'open', 'Enter on the subject chose nothing');
    const tab = await hear('Tab in #permission', (page) => page.keyboard.press('Tab'), { focus: option(sr.page, 'permission', 1), until: /Deny/ });
    assertSaid(tab, [/Deny/, /toggle button/, NOT_PRESSED], [/Approve/]);
    const escape = await hear('Escape in #permission', (page) => page.keyboard.press('Escape'), { until: /Answered: Deny/ });
    assertSaid(escape, [/Answered: Deny/]);
  });

  // Claude Code's third option: choosing it sends nothing, focus moves into its field, which
  // says what to type and that empty is a plain Deny; Enter there sends, and is announced.
  itHears('"No, and tell Claude what to do differently": its field is read with its hint; Enter sends and is announced', async () => {
    await hear('focus Deny in #permission-tell', (page) => option(page, 'permission-tell', 1).focus(), { until: /Deny/ });
    const move = await hear('ArrowDown in #permission-tell', (page) => page.keyboard.press('ArrowDown'), { focus: option(sr.page, 'permission-tell', 2), until: /tell Claude/ });
    assertSaid(move, [/No, and tell Claude what to do differently/, /toggle button/, NOT_PRESSED]);
    const field = sr.page.locator('#permission-tell').locator('#q0-message');
    const chose = await hear('Enter on "No, and tell Claude…" in #permission-tell', (page) => page.keyboard.press('Enter'), { focus: field, until: /What should Claude do instead/ });
    assertSaid(chose, [/What should Claude do instead\?/, /entry/i, /Left empty, this is sent as Deny/], [/Answered/]);
    await sr.page.keyboard.type('Use trash instead');
    const sent = await hear('Enter in the field of #permission-tell', (page) => page.keyboard.press('Enter'), { until: /Answered: No, and tell Claude/ });
    assertSaid(sent, [/Answered: No, and tell Claude what to do differently/]);
  });

  itHears('answers with Enter: announces "Answered: …" politely and the option reads pressed and unavailable', async () => {
    await hear('focus npm in #answer', (page) => option(page, 'answer', 0).focus(), { until: /npm/ });
    await hear('ArrowRight in #answer', (page) => page.keyboard.press('ArrowRight'), { focus: option(sr.page, 'answer', 1), until: /pnpm/ });
    const heard = await hear('Enter on pnpm in #answer', (page) => page.keyboard.press('Enter'), { until: /Answered: pnpm/ });
    assertSaid(heard, [PRESSED, /Answered: pnpm/]);
    const after = await hear('ArrowRight after answering in #answer', (page) => page.keyboard.press('ArrowRight'), { focus: option(sr.page, 'answer', 2), until: /Yarn/ });
    assertSaid(after, [/Yarn/, NOT_PRESSED, UNAVAILABLE]);
  });

  // The preview belongs to its option: the option's description, read with it.
  itHears("reads an option's preview as its description, and the next option's with it", async () => {
    const first = await hear('focus Minimal in #preview', (page) => option(page, 'preview', 0).focus(), { until: /Minimal/ });
    assertSaid(first, [/Minimal/, /toggle button/, /CREATE TABLE users \(id uuid PRIMARY KEY\);/], [/teams/]);
    const next = await hear('ArrowDown in #preview', (page) => page.keyboard.press('ArrowDown'), { focus: option(sr.page, 'preview', 1), until: /Full/ });
    assertSaid(next, [/Full/, /CREATE TABLE teams/], [/users/]);
  });

  // <choice-queue>: requests that arrive together wait, one shown, a tab for each.
  itHears('requests that arrive together are said once, politely, by who asks and how many wait', async () => {
    const heard = await hear('two approvals arrive', (page) => page.evaluate(() => {
      const approval = (source, command) => `<choice-prompt source="${source}"><script type="application/json" dialect="can_use_tool">${JSON.stringify({ toolName: 'Bash', input: { command } })}</script></choice-prompt>`;
      document.getElementById('queue').insertAdjacentHTML('beforeend', approval('builder', 'npm test') + approval('releaser', 'git push origin main'));
    }), { until: /2 waiting/ });
    assertSaid(heard, [/New question from builder\. New question from releaser\. 2 waiting/]);
    assert.equal((heard.match(/New question from builder/g) ?? []).length, 1, `said more than once: ${heard}`);
  });

  itHears('a request arriving while the person types is said once, politely, by who asks and how many wait; the typing goes on', async () => {
    const composer = sr.page.locator('#queue-composer');
    await hear('focus the message field', () => composer.focus(), { focus: composer, until: /Message/ });
    const heard = await hear('type while a request arrives', async (page) => {
      await page.keyboard.type('Ship ');
      await page.evaluate(() => {
        const prompt = document.createElement('choice-prompt');
        prompt.setAttribute('source', 'researcher');
        prompt.request = { id: 'sr-arrival', dialect: 'choices-block', questions: [{ id: 'q0', text: 'Which region?', options: [{ id: 'eu', label: 'EU', value: 'eu' }, { id: 'us', label: 'US', value: 'us' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] }] };
        document.getElementById('queue').append(prompt);
      });
      await page.keyboard.type('it');
    }, { until: /New question from researcher/ });
    assertSaid(heard, [/New question from researcher\. 3 waiting/]);
    assert.equal((heard.match(/New question from researcher/g) ?? []).length, 1, `said more than once: ${heard}`);
    assert.equal(await composer.inputValue(), 'Ship it');
    assert.ok(await composer.evaluate((el) => el === document.activeElement), 'focus stayed in the message field');
  });

  itHears('each tab of the row says who asks and what; the arrows move between them, in the order they arrived', async () => {
    const tab = (name) => sr.page.locator('#queue').getByRole('tab', { name });
    const builder = tab('builder: Allow the tool "Bash" to run?');
    const first = await hear('focus the queue\'s first tab', () => builder.focus(), { focus: builder, until: /builder/ });
    assertSaid(first, [/builder: Allow the tool "Bash" to run\?/, /tab/]);
    const next = await hear('ArrowRight on the tabs', (page) => page.keyboard.press('ArrowRight'), { focus: tab('releaser: Allow the tool "Bash" to run?'), until: /releaser/ });
    assertSaid(next, [/releaser: Allow the tool "Bash" to run\?/, /tab/], [/builder/]);
    const last = await hear('ArrowRight again', (page) => page.keyboard.press('ArrowRight'), { focus: tab('researcher: Which region?'), until: /researcher/ });
    assertSaid(last, [/researcher: Which region\?/, /tab/], [/builder|releaser/]);
  });

  itHears('Approve all asks first: the dialog is read by its question and what it lists, on Go back; Escape goes back and nothing is approved', async () => {
    const queue = sr.page.locator('#queue');
    const review = queue.getByRole('button', { name: 'Review 2 approvals' });
    const opened = await hear('focus Review 2 approvals', () => review.focus(), { focus: review, until: /Review 2 approvals/ });
    assertSaid(opened, [/Review 2 approvals/, /button/]);
    // Focus goes to the list's heading. Orca reads it when this test runs alone, and says nothing
    // after the rest of the suite (its log: the caret search that follows the button's removal
    // moves its focus there without speaking), so only the focus is checked here.
    const title = queue.getByRole('heading', { name: 'Review 2 approvals' });
    await hear('Enter on Review 2 approvals', (page) => page.keyboard.press('Enter'), { focus: title, quietTimeoutMs: 2000 });
    const approveAll = queue.getByRole('button', { name: 'Approve all' });
    await hear('focus Approve all', () => approveAll.focus(), { focus: approveAll, until: /Approve all/ });
    const back = queue.getByRole('button', { name: 'Go back' });
    const heard = await hear('Enter on Approve all', (page) => page.keyboard.press('Enter'), { focus: back, until: /Go back/ });
    assertSaid(heard, [/Approve these 2 actions\?/, /dialog/, /npm test/, /git push origin main/, /Go back/, /button/]);
    const closed = await hear('Escape in the confirmation', (page) => page.keyboard.press('Escape'), { focus: approveAll, until: /Approve all/ });
    // Where focus went back to, and no live region of the page read again as new.
    assertSaid(closed, [/Approve all/, /button/], [/New question from/, /Automatic decision/, /Enter a whole number/]);
    assert.deepEqual(await sr.page.locator('#queue > choice-prompt').evaluateAll((els) => els.map((el) => el.getAttribute('state'))), ['open', 'open', 'open']);
  });

  // After the fixture's tests, since it leaves the fixture: the MCP App View of provide_choice in a host's
  // conversation (a sandboxed iframe, as test/node/server/app-view.test.mjs hosts it).
  itHears('reads a provide_choice question drawn inline by the MCP App View as it reads the elements elsewhere', async () => {
    const app = await startAppHost();
    try {
      const frame = await app.open();
      const first = frame.locator('choice-prompt').locator('button[aria-pressed]').first();
      // A click on the question's title puts the user in the frame, then Tab, as a keyboard
      // user. Orca often says nothing about the first focus change in a frame it has just met
      // (seen here in about one run of two, with a script's focus() as with Tab), so the
      // reading is checked on the way back into the question from its Cancel button.
      await frame.getByText('Add a source', { exact: true }).click();
      await hear('Tab to the first option in the View', (page) => page.keyboard.press('Tab'), { focus: first, quietTimeoutMs: 2500 });
      const cancel = frame.locator('choice-prompt [part~=cancel]');
      await hear('Tab to Cancel in the View', (page) => page.keyboard.press('Tab'), { focus: cancel, until: /Cancel/, untilMs: 15_000 });
      const heard = await hear('Shift+Tab back to the first option', (page) => page.keyboard.press('Shift+Tab'), { focus: first, until: /Use RSS feed/ });
      assertSaid(heard, [/How would you like to add this source\?/, /Use RSS feed/, /Recommended/i, /toggle button/, NOT_PRESSED], [UNAVAILABLE, /[<{]/]);
      const answered = await hear('Enter on it', (page) => page.keyboard.press('Enter'), { until: /Answered: Use RSS feed/ });
      assertSaid(answered, [/Answered: Use RSS feed/]);
      const result = await app.result;
      assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
    } finally {
      await app.close();
    }
  });

  // Last, since it leaves the fixture and resizes the window: the demo chat's control that
  // brings back the open question once it is out of view.
  itHears('the chat\'s jump control is a button named for where it goes, and takes focus to the open question', async () => {
    const demo = await startDemo();
    const page = sr.page;
    // A window short enough that the open question can be out of view (the page has no
    // emulated viewport: the window is the viewport).
    const cdp = await page.context().newCDPSession(page);
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    try {
      await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: 1024, height: 520 } });
      await hear('open the chat', async () => {
        // The demo server compiles the chat's modules on this first request.
        await page.goto(`${demo.url}chat.html?agent=choices-block&tokenMs=0`, { timeout: 60_000 });
        await page.locator('choice-prompt[data-message="0"][state="open"]').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Use RSS feed' }).click();
        await page.locator('choice-prompt[data-message="2"][state="open"]').waitFor({ timeout: 30_000 });
        // That prompt sits in a list item the message goes on after; the page offers it focus
        // once the message has ended.
        await page.locator('#composer-send:not([disabled])').waitFor({ timeout: 30_000 });
      }, { quietTimeoutMs: 3000 });
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      const jump = page.locator('#jump-to-question');
      await jump.waitFor({ state: 'visible' }).catch(async (error) => {
        const where = await page.evaluate(() => ({ innerHeight, scrollY, top: document.querySelector('choice-prompt[data-message="2"]')?.getBoundingClientRect().top }));
        throw new Error(`${error.message}\n  page: ${JSON.stringify(where)}`);
      });
      // Focused directly: in one CI run Shift+Tab from the message field did not reach it
      // (its place in the Tab order is not tested yet); here, what Orca says of it.
      // Orca reads a newly loaded page aloud; a key press stops that reading, as it does for a person.
      await hear('Shift stops the reading of the page', (page) => page.keyboard.press('Shift'), { quietTimeoutMs: 1500 });
      const button = await hear('focus the jump control', () => jump.focus(), { focus: jump, until: /Jump to the open question/ });
      assertSaid(button, [/Jump to the open question/, /button/], [/↓|↑|arrow/i]);
      const target = page.locator('choice-prompt[data-message="2"]').locator('button[aria-pressed]').first();
      const landed = await hear('Enter on the jump control', () => page.keyboard.press('Enter'), { focus: target, until: /How often should I check for new stories\?/ });
      assertSaid(landed, [/How often should I check for new stories\?/, /toggle button/]);
      // Writing a message while that question waits: the box's line says what sending would do, and Enter asks first.
      const input = page.locator('#composer-input');
      await hear('focus the message field', () => input.focus(), { focus: input, until: /Message/ });
      const typed = await hear('type a message with the question open', (page) => page.keyboard.type('Later'), { until: /is waiting above/ });
      assertSaid(typed, [/How often should I check for new stories\?.{0,3} is waiting above\. Sending this message leaves it unanswered/]);
      const asked = await hear('Enter in the message field', (page) => page.keyboard.press('Enter'), { until: /Send anyway/ });
      assertSaid(asked, [/Send anyway\? .{0,3}How often should I check for new stories\?.{0,3} will be left unanswered/]);
    } finally {
      await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: 1024, height: 768 } }).catch(() => {});
      await demo.close();
    }
  });
});

/**
 * The test MCP Apps host (test/node/server/app-host) in Orca's browser, with a provide_choice
 * call waiting on an in-process server; `open()` gives the View the call's arguments and
 * resolves with its frame once the question is shown.
 */
async function startAppHost() {
  const [{ build }, { Client }, { InMemoryTransport }, { connectMcp }, { ChoiceHub }, app, { singleArgs: args }] = await Promise.all([
    import('esbuild'),
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/inMemory.js'),
    import('../../mcp/dist/server/mcp.js'),
    import('../../mcp/dist/server/hub.js'),
    import('../../mcp/dist/server/app.js'),
    import('../../mcp/test/server/fixtures.mjs'),
  ]);
  const hostJs = join(tmpdir(), `choice-prompts-sr-app-host-${process.pid}.js`);
  await build({ entryPoints: [here('../../mcp/test/server/app-host/host.mjs')], bundle: true, format: 'esm', outfile: hostJs, logLevel: 'error' });
  const files = await serveFiles({ '/': here('../../mcp/test/server/app-host/host.html'), '/host.js': hostJs });
  const hub = new ChoiceHub({ open: false, log: () => {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await connectMcp(hub, serverSide);
  const client = new Client({ name: 'orca-host', version: '1' }, { capabilities: { extensions: { [app.EXTENSION_ID]: { mimeTypes: [app.RESOURCE_MIME_TYPE] } } } });
  await client.connect(clientSide);
  const { contents } = await client.readResource({ uri: app.VIEW_URI });
  const page = sr.page;
  await page.exposeFunction('hostCallTool', (params) => client.callTool(params));
  await hear('open the host page', () => page.goto(`${files.origin}/`), { until: /Conversation/, untilMs: 15_000 });
  await page.evaluate(({ html }) => globalThis.host.start({ html, csp: "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'", hostContext: { theme: 'light' } }), {
    html: contents[0].text,
  });
  const frame = await (await page.locator('iframe').elementHandle()).contentFrame();
  const result = client.callTool({ name: 'provide_choice', arguments: args }, undefined, { timeout: 120_000 });
  return {
    result,
    async open() {
      await page.evaluate((a) => globalThis.host.bridge.sendToolInput({ arguments: a }), args);
      await frame.locator('choice-prompt[state="open"]').waitFor();
      return frame;
    },
    async close() {
      await hub.close();
      await files.close();
      await rm(hostJs, { force: true });
    },
  };
}
