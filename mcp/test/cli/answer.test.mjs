// `choice-prompts-mcp answer <url>` and `choice-prompts-mcp ask FILE` driven through a real
// pseudo-terminal: arrows/space/enter, the prompt cleared after submit with one summary
// line left, Ctrl+C cancelling, `--plain` numbered mode, and failing fast without a TTY.
//
// Every step waits for the screen to show that the previous key was handled (the cursor
// moved, a box ticked), never for a fixed time; the deadlines are backstops for a CLI that
// hangs, sized for a cold start on a loaded machine.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { connectClient, answerAt, singleArgs, multiArgs, testHub } from '../server/fixtures.mjs';
import { CLI, KEYS, PTY_DEADLINE_MS, hasScript, runInPty } from './pty.mjs';

/** A test starts the CLI, waits for a prompt or two and for the exit: each wait may take PTY_DEADLINE_MS. */
const TIMEOUT = 3 * PTY_DEADLINE_MS;
/** `spawnSync` runs of the CLI that must fail fast; only a hung one reaches this. */
const SPAWN_DEADLINE_MS = PTY_DEADLINE_MS;

const hub = testHub({ timings: { pollWaitMs: 2_000 } });
const client = await connectClient(hub);
after(() => hub.close());

async function terminalSession(args) {
  const result = await client.callTool({ name: 'provide_choice', arguments: { ...args, transport: 'terminal' } });
  return result.structuredContent;
}
const collect = async (id) => (await client.callTool({ name: 'provide_choice', arguments: { session_id: id } })).structuredContent;

describe('choice-prompts-mcp answer', { skip: !hasScript && 'util-linux `script` is needed for a pseudo-terminal' }, () => {
  test('arrow + enter answers a single choice, clears the prompt and prints one summary line', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const term = runInPty(['answer', pending.selection.url]);
    await term.waitFor(/Use agentic extraction/);
    await term.press(KEYS.down, /❯ Use agentic extraction/);
    term.send(KEYS.enter);
    assert.equal(await term.exit(), 0);
    const result = await collect(pending.session_id);
    assert.equal(result.action_status, 'selected');
    assert.deepEqual(result.selection.selected_ids, ['agentic']);
    // The last thing drawn: an erase of the prompt, then only the summary.
    const tail = term.output.slice(term.output.lastIndexOf('\x1b[?25h'));
    assert.equal(stripVTControlCharacters(tail).trim(), '✔ The user chose option "Use agentic extraction".');
  });

  test('space toggles options in a multi-select, keeping the defaults', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(multiArgs);
    const term = runInPty(['answer', pending.selection.url]);
    await term.waitFor(/Unit tests/);
    await term.press(KEYS.down, /❯◯ Type check/);
    await term.press(KEYS.space, /❯◉ Type check/);
    term.send(KEYS.enter);
    assert.equal(await term.exit(), 0);
    assert.deepEqual((await collect(pending.session_id)).selection.selected_ids, ['lint', 'types']);
  });

  test('the question\'s maximum is enforced before anything is sent', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(multiArgs);
    const term = runInPty(['answer', pending.selection.url]);
    await term.waitFor(/Unit tests/);
    term.send(KEYS.down);
    term.send(KEYS.space);
    term.send(KEYS.down);
    await term.press(KEYS.space, /❯◉ Unit tests/); // three chosen: max is 2
    await term.press(KEYS.enter, /at most 2/i);
    await term.press(KEYS.space, /❯◯ Unit tests/); // untick "Unit tests"
    term.send(KEYS.enter);
    assert.equal(await term.exit(), 0);
    assert.deepEqual((await collect(pending.session_id)).selection.selected_ids, ['lint', 'types']);
  });

  test('Ctrl+C cancels the session', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const term = runInPty(['answer', pending.selection.url]);
    await term.waitFor(/Use RSS feed/);
    term.send(KEYS.ctrlC);
    assert.equal(await term.exit(), 130);
    assert.equal((await collect(pending.session_id)).action_status, 'cancelled');
  });

  test('--plain asks with numbered lines and no terminal control codes', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession({ ...singleArgs, allow_global_annotation: true, single_submit_mode: false });
    const term = runInPty(['answer', pending.selection.url, '--plain']);
    await term.waitFor(/Type the number of your choice/);
    assert.match(term.output, /1\. Use RSS feed \(recommended\): Fast and reliable/);
    assert.match(term.output, /2\. Use agentic extraction: Works on any page/);
    term.send('3\r');
    await term.waitFor(/Type numbers from 1 to 2/);
    term.send('2\r');
    await term.waitFor(/Note for the agent/);
    term.send('feed is broken\r');
    assert.equal(await term.exit(), 0);
    assert.equal(stripVTControlCharacters(term.output), term.output, 'no escape sequences at all');
    const result = await collect(pending.session_id);
    assert.deepEqual(result.selection.selected_ids, ['agentic']);
    assert.equal(result.selection.global_annotation, 'feed is broken');
  });

  test('--plain: q cancels', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const term = runInPty(['answer', pending.selection.url, '--plain']);
    await term.waitFor(/or q to cancel/);
    term.send('q\r');
    assert.equal(await term.exit(), 130);
    assert.equal((await collect(pending.session_id)).action_status, 'cancelled');
  });

  test('--plain: Ctrl+C cancels too', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const term = runInPty(['answer', pending.selection.url, '--plain']);
    await term.waitFor(/or q to cancel/);
    term.send(KEYS.ctrlC);
    assert.equal(await term.exit(), 130);
    assert.equal((await collect(pending.session_id)).action_status, 'cancelled');
  });

  test('a question answered elsewhere ends the prompt instead of leaving it hanging', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const term = runInPty(['answer', pending.selection.url]);
    await term.waitFor(/Use RSS feed/);
    await answerAt(pending.selection.url, { q0: { selected: ['rss'] } });
    assert.equal(await term.exit(), 1);
    assert.match(term.output, /no longer waiting/);
    assert.deepEqual((await collect(pending.session_id)).selection.selected_ids, ['rss']);
  });
});

describe('choice-prompts-mcp answer without a terminal', () => {
  test('fails fast with a clear message and leaves the question waiting', { timeout: TIMEOUT }, async () => {
    const pending = await terminalSession(singleArgs);
    const run = spawnSync('node', [CLI, 'answer', pending.selection.url], { input: '', encoding: 'utf8', timeout: SPAWN_DEADLINE_MS });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /needs an interactive terminal/);
    assert.ok(run.stderr.includes(pending.selection.url), 'names the browser alternative');
    assert.equal((await hub.store.get(pending.session_id)).response, undefined);
  });

  test('refuses an address that is not local', { timeout: TIMEOUT }, () => {
    const run = spawnSync('node', [CLI, 'answer', `http://evil.example/s/cp-${'0'.repeat(64)}`], { encoding: 'utf8', timeout: SPAWN_DEADLINE_MS });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /must be a local one/);
  });
});

describe('choice-prompts-mcp ask', () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-'));
  const file = join(dir, 'request.json');
  writeFileSync(file, JSON.stringify(singleArgs));

  test('asks in this terminal and prints the provide_choice response as JSON', { timeout: TIMEOUT, skip: !hasScript && 'needs `script`' }, async () => {
    const term = runInPty(['ask', file]);
    await term.waitFor(/Use agentic extraction/);
    await term.press(KEYS.down, /❯ Use agentic extraction/);
    term.send(KEYS.enter);
    assert.equal(await term.exit(), 0);
    const text = stripVTControlCharacters(term.output);
    const json = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    assert.equal(json.action_status, 'selected');
    assert.deepEqual(json.selection.selected_ids, ['agentic']);
    assert.match(text, /✔ Use agentic extraction/);
  });

  test('with "-" reads the request from stdin and asks on /dev/tty', { timeout: TIMEOUT, skip: !hasScript && 'needs `script`' }, async () => {
    const term = runInPty(['ask', '-', '--plain'], { stdinFile: file });
    await term.waitFor(/Type the number of your choice/);
    term.send('1\r');
    assert.equal(await term.exit(), 0);
    const text = term.output;
    const json = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    assert.deepEqual(json.selection.selected_ids, ['rss']);
    assert.match(text, /✔ Use RSS feed/);
  });

  test('applies the request timeout with its default selection', { timeout: TIMEOUT, skip: !hasScript && 'needs `script`' }, async () => {
    const timed = join(dir, 'timed.json');
    writeFileSync(timed, JSON.stringify({ ...multiArgs, timeout_seconds: 1 }));
    const term = runInPty(['ask', timed]);
    assert.equal(await term.exit(), 0);
    const text = stripVTControlCharacters(term.output);
    const json = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
    assert.equal(json.action_status, 'timeout');
    assert.deepEqual(json.selection.selected_ids, ['lint']);
  });

  test('refuses an invalid request before asking, and fails fast without a terminal', { timeout: TIMEOUT }, () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...singleArgs, options: [] }));
    const invalid = spawnSync('node', [CLI, 'ask', bad], { input: '', encoding: 'utf8', timeout: SPAWN_DEADLINE_MS });
    assert.equal(invalid.status, 2);
    assert.match(invalid.stderr, /\$\.options/);
    const noTty = spawnSync('node', [CLI, 'ask', file], { input: '', encoding: 'utf8', timeout: SPAWN_DEADLINE_MS });
    assert.equal(noTty.status, 2);
    assert.match(noTty.stderr, /needs an interactive terminal/);
    assert.equal(noTty.stdout, '');
  });
});
