// Starts a real screen reader session for the tests: Xvfb (a display nobody sees), a D-Bus
// session bus, the AT-SPI accessibility bus, Orca with speech output switched off (every
// phrase it would speak is logged instead, see pylib/sitecustomize.py) and Chromium with
// renderer accessibility on, driven by Playwright. Everything runs in a temporary HOME and
// is stopped by `close()`; nothing touches the user's desktop or Orca settings.
//
// Orca is Orca, but for one mended bug in its event queue: it sometimes handles a page's
// busy-true event after the page finished loading, and then counts the page as loading
// until the next one, speaking focus changes without their group or not at all. The same
// pylib/sitecustomize.py drops such a stale event (the source no longer busy); Orca's debug
// log (SR_ORCA_DEBUG=file) says "HARNESS: dropping a stale busy-true event" each time.
//
// Keys go to the page over the DevTools protocol, so Orca never intercepts them: what the
// tests hear is what a user hears in focus (forms) mode.
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { SpeechLog } from './speech-log.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const REQUIRED = ['Xvfb', 'dbus-daemon', 'orca'];
const ATSPI_LAUNCHER = ['/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher'];

/**
 * @typedef {object} ScreenReader
 * @property {import('playwright').Page} page the page Orca is listening to
 * @property {SpeechLog} speech what Orca said, read as it is logged
 * @property {() => Promise<void>} close stops Chromium, Orca and the buses; safe to call twice
 */

/** Why the session cannot start on this machine (a missing program), or undefined. */
export function missingPrograms() {
  const missing = REQUIRED.filter((cmd) => !onPath(cmd));
  if (!ATSPI_LAUNCHER.some((p) => existsSync(p))) missing.push('at-spi-bus-launcher');
  return missing;
}

/**
 * Starts the session and resolves once Orca is up and a blank Chromium page has focus.
 * Set SR_ORCA_DEBUG to a file path to keep Orca's full debug log there.
 * @param {{ executablePath?: string }} [options]
 * @returns {Promise<ScreenReader>}
 */
export async function startScreenReader({ executablePath } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'choice-prompts-sr-'));
  const children = [];
  let browser;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    process.off('exit', killNow).off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await browser?.close().catch(() => {});
    await stopAll(children);
    rmSync(work, { recursive: true, force: true });
  };
  // Ctrl+C or an exit without `close` must not leave Xvfb, Orca and the buses running:
  // whatever `close` did not stop is killed synchronously.
  const killNow = () => {
    killTrees(children, 'SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  const interrupted = (signal) => {
    killNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', killNow).once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const home = join(work, 'home');
    const runtime = join(work, 'run');
    mkdirSync(home);
    mkdirSync(runtime, { mode: 0o700 });
    const env = { ...process.env, HOME: home, XDG_RUNTIME_DIR: runtime, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local/share') };
    delete env.AT_SPI_BUS_ADDRESS;
    env.DISPLAY = `:${await startXvfb(children, join(work, 'xvfb.log'))}`;
    env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(children, env);

    const launcher = ATSPI_LAUNCHER.find((p) => existsSync(p));
    children.push(spawnLogged(launcher, ['--launch-immediately'], env, join(work, 'atspi.log')));

    const speechFile = join(work, 'speech.jsonl');
    writeFileSync(speechFile, '');
    const speech = new SpeechLog(speechFile);
    const orcaEnv = { ...env, PYTHONPATH: join(here, 'pylib'), ORCA_SPEECH_LOG: speechFile };
    // --replace: an Orca left behind by an interrupted run (or another run on this machine)
    // would otherwise make this one refuse to start ("Another screen reader process is
    // already running").
    const orcaArgs = ['--replace', '--user-prefs', join(home, 'orca')];
    if (process.env.SR_ORCA_DEBUG) orcaArgs.push('--debug-file', process.env.SR_ORCA_DEBUG);
    children.push(spawnLogged('orca', orcaArgs, orcaEnv, join(work, 'orca.log')));
    await speech.waitFor(/Screen reader on/, { timeoutMs: 20_000, since: 0 }).catch((error) => {
      throw new Error(`Orca did not start: ${error.message}\n${tail(join(work, 'orca.log'))}${tail(join(work, 'atspi.log'))}`);
    });

    browser = await chromium.launch({
      executablePath,
      headless: false,
      env,
      args: ['--no-sandbox', '--disable-gpu', '--force-renderer-accessibility', '--window-size=1024,768', '--window-position=0,0'],
    });
    const page = await browser.newPage({ viewport: null });
    await page.bringToFront();
    return { page, speech, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The last lines of a child's log, for an error message. */
function tail(file, lines = 15) {
  try {
    const text = readFileSync(file, 'utf8').trimEnd();
    return text ? `--- ${file}:\n${text.split('\n').slice(-lines).join('\n')}\n` : '';
  } catch {
    return '';
  }
}

function onPath(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A child in its own process group (so `stopAll` can end it with whatever it started). */
function spawnLogged(cmd, args, env, logFile, extraStdio = []) {
  // The child gets its own copy of the descriptor; ours can close right away.
  const fd = openSync(logFile, 'a');
  try {
    return spawn(cmd, args, { env, detached: true, stdio: ['ignore', fd, fd, ...extraStdio] });
  } finally {
    closeSync(fd);
  }
}

/** Xvfb picks a free display itself and reports its number on fd 3 (-displayfd). */
function startXvfb(children, logFile) {
  const xvfb = spawnLogged('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], process.env, logFile, ['pipe']);
  children.push(xvfb);
  return readLine(xvfb, xvfb.stdio[3], 'Xvfb', 10_000).then(Number);
}

/** A private session bus; dbus-daemon prints its address once it listens. */
function startSessionBus(children, env) {
  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--nosyslog', '--print-address=1'], { env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(bus);
  return readLine(bus, bus.stdout, 'dbus-daemon', 10_000);
}

function readLine(child, stream, name, timeoutMs) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms`)), timeoutMs);
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      text += chunk;
      const newline = text.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        resolve(text.slice(0, newline).trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready`));
    });
  });
}

/**
 * Ends each child's process group and every process descended from it (the AT-SPI
 * launcher's bus daemon, services the session bus activated), TERM first, KILL if needed.
 */
async function stopAll(children) {
  const pids = killTrees(children, 'SIGTERM');
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && [...pids].some(alive)) await new Promise((r) => setTimeout(r, 100));
  // Only what is still running: a pid that has exited may already belong to someone else.
  signal(children.filter(running), new Set([...pids].filter(alive)), 'SIGKILL');
}

/** Signals each child's group and descendants; returns the pids signalled. */
function killTrees(children, sig) {
  const pids = new Set();
  for (const child of children) {
    if (!running(child)) continue;
    pids.add(child.pid);
    for (const pid of descendants(child.pid)) pids.add(pid);
  }
  signal(children.filter((c) => pids.has(c.pid)), pids, sig);
  return pids;
}

/** A child Node has not seen exit (so its pid is still its own). */
function running(child) {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

function signal(children, pids, sig) {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, sig);
    } catch {}
  }
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {}
  }
}

/** Running, i.e. not gone and not a zombie waiting for a parent that will never reap it. */
function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function descendants(root) {
  let table;
  try {
    table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const byParent = new Map();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!byParent.has(ppid)) byParent.set(ppid, []);
    byParent.get(ppid).push(pid);
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    for (const child of byParent.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}
