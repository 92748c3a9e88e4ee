// Runs the built CLI inside a real pseudo-terminal (util-linux `script`), so inquirer sees a
// TTY in raw mode exactly as in a user's terminal. Keys are written to the PTY; the screen
// is read back as it is drawn.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));

export const KEYS = { up: '\x1b[A', down: '\x1b[B', enter: '\r', space: ' ', ctrlC: '\x03' };

/** Whether `script` can give us a PTY here (it is part of util-linux on every Linux CI image). */
export const hasScript = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;

const quote = (arg) => `'${String(arg).replace(/'/g, `'\\''`)}'`;

/** Starts `node dist/cli/main.js ...args` in a PTY (stdin redirected from `stdinFile` if given). */
export function runInPty(args, { stdinFile } = {}) {
  const command = ['node', CLI, ...args].map(quote).join(' ') + (stdinFile ? ` < ${quote(stdinFile)}` : '');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, TERM: 'xterm-256color', COLUMNS: '120', LINES: '40', CI: 'true' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  const waiters = new Set();
  const onData = (chunk) => {
    screen += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    get output() {
      return screen;
    },
    /** Resolves once the output (from `from` on) matches `pattern`. */
    waitFor(pattern, { from = 0, timeout = 8_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(screen.slice(from))) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(screen.length);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${pattern}; screen so far:\n${JSON.stringify(screen)}`));
        }, timeout);
        waiters.add(check);
        check();
      });
    },
    send(keys) {
      child.stdin.write(keys);
    },
    /** The exit code, or a rejection if it takes longer than `timeout`. */
    exit(timeout = 8_000) {
      return Promise.race([
        exited,
        new Promise((_, reject) =>
          setTimeout(() => {
            child.kill();
            reject(new Error(`The CLI did not exit; screen:\n${JSON.stringify(screen)}`));
          }, timeout),
        ),
      ]);
    },
    kill() {
      child.kill();
    },
  };
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
