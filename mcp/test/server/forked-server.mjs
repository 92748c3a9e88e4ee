// Starts load-server.mjs in a process of its own (with --expose-gc and an IPC channel), so
// that a test can measure the server's heap without its own clients in it.
import { fork } from 'node:child_process';
import { once } from 'node:events';

/** The server in a process of its own (see load-server.mjs), with `options` for `startHttpMcp`. */
export function startServer({ timings = {}, ...options } = {}) {
  const child = fork(new URL('./load-server.mjs', import.meta.url), {
    execArgv: ['--expose-gc'],
    env: { ...process.env, CHOICE_PROMPTS_LOAD_SERVER: '1', CHOICE_PROMPTS_LOAD_TIMINGS: JSON.stringify(timings), CHOICE_PROMPTS_LOAD_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`the server process exited (${code}) before sending "${type}"`));
      child.on('message', onMessage).once('exit', onExit);
    });
  return {
    child,
    ready: next('ready'),
    /** The heap after full collections, once no session is open and no question waits. */
    async measure() {
      const measured = next('measured');
      child.send({ type: 'measure' });
      return measured;
    },
    /** The heap after full collections, now. */
    async heap() {
      const measured = next('measured');
      child.send({ type: 'heap' });
      return measured;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

