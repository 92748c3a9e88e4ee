// Runs the built CLI inside a real pseudo-terminal (util-linux `script`), so inquirer sees a
// TTY in raw mode exactly as in a user's terminal. Keys are written to the PTY; the screen
// is read back as it is drawn.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export const KEYS = { up: '\x1b[A', down: '\x1b[B', enter: '\r', space: ' ', ctrlC: '\x03' };

/**
 * How long a wait for the screen or the exit may take before the test gives up. Only a
 * backstop for a CLI that hangs: waits end on the output itself, and a cold start of the CLI
 * (Node, inquirer, the MCP SDK) on a loaded CI machine can take several seconds.
 */
export const PTY_DEADLINE_MS = 30_000;

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
  // 'close', not 'exit': only then has everything the CLI wrote been read.
  let closed = false;
  const exited = new Promise((resolve) =>
    child.on('close', (code) => {
      closed = true;
      for (const waiter of waiters) waiter();
      resolve(code);
    }),
  );
  return {
    get output() {
      return screen;
    },
    /** Resolves once the output (from `from` on) matches `pattern`; rejects if the CLI ends first. */
    waitFor(pattern, { from = 0, timeout = PTY_DEADLINE_MS } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.test(screen.slice(from));
          if (!found && !closed) return;
          clearTimeout(timer);
          waiters.delete(check);
          if (found) resolve(screen.length);
          else reject(new Error(`The CLI ended without drawing ${pattern}; screen:\n${JSON.stringify(screen)}`));
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
    /**
     * Writes `keys`, then resolves once what is drawn after them matches `pattern`: the
     * prompt has handled them (a fixed pause would only hope so).
     */
    async press(keys, pattern) {
      const from = screen.length;
      child.stdin.write(keys);
      await this.waitFor(pattern, { from });
    },
    /** The exit code, or a rejection if it takes longer than `timeout`. */
    exit(timeout = PTY_DEADLINE_MS) {
      let timer;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => {
          child.kill();
          reject(new Error(`The CLI did not exit; screen:\n${JSON.stringify(screen)}`));
        }, timeout);
      });
      // Cleared once it exits: a pending deadline would keep the test file's process alive.
      return Promise.race([exited, deadline]).finally(() => clearTimeout(timer));
    },
    kill() {
      child.kill();
    },
  };
}
