/**
 * `choice-prompts-mcp answer <url>`: answers a pending question in the user's own terminal. It
 * reads the question from the local server named in the URL, asks it (inquirer, or numbered
 * lines with `--plain`), posts the answer or the cancel, and prints one summary line.
 * While it waits it watches the server's event stream, so a question that times out or is
 * answered in the browser ends the prompt instead of leaving it hanging.
 *
 * Exit codes: 0 answered, 1 the question is gone or the server refused, 2 usage (bad URL,
 * no terminal), 130 cancelled.
 */
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';
import { askInTerminal, isPromptExit, type TerminalIO } from './terminal.js';
import { askPlain } from './plain.js';

export interface CommandIO {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

interface SessionInfo {
  id: string;
  request: ChoiceRequest;
  pageKey: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The session API base for a page URL, or an error sentence. */
export function sessionEndpoint(raw: string): { ok: true; origin: string; id: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `"${raw}" is not a URL; pass the address the agent gave you, like http://127.0.0.1:PORT/s/…` };
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) {
    return { ok: false, message: 'The address must be a local one (http://127.0.0.1:PORT/s/…): the question is served by the agent\'s MCP server on this machine.' };
  }
  const match = /^\/s\/([^/]+)$/.exec(url.pathname);
  if (!match) return { ok: false, message: 'The address must end in /s/<session id>, as the agent gave it.' };
  return { ok: true, origin: url.origin, id: decodeURIComponent(match[1]) };
}

async function errorOf(res: Response): Promise<string> {
  try {
    return ((await res.json()) as { error?: string }).error ?? `The server answered ${res.status}.`;
  } catch {
    return `The server answered ${res.status}.`;
  }
}

/** Aborts `controller` once the session is no longer among the waiting ones. */
async function watch(origin: string, info: SessionInfo, controller: AbortController, stop: AbortSignal): Promise<void> {
  try {
    const res = await fetch(`${origin}/api/events?key=${encodeURIComponent(info.pageKey)}&role=terminal`, { signal: stop });
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(event)?.[1];
        const data = /^data: (.+)$/m.exec(event)?.[1];
        if (data === undefined) continue;
        // The full list once on connecting, then one question per event.
        if (name === 'sessions' && !(JSON.parse(data) as { sessions: { id: string }[] }).sessions.some((s) => s.id === info.id)) controller.abort();
        if (name === 'removed' && (JSON.parse(data) as { id: string }).id === info.id) controller.abort();
      }
    }
  } catch {
    // The stream ends when we stop it or the server goes away; the post will tell which.
  }
}

export async function answerCommand(rawUrl: string, plain: boolean, io: CommandIO): Promise<number> {
  const endpoint = sessionEndpoint(rawUrl);
  if (!endpoint.ok) {
    io.stderr.write(`choice-prompts-mcp answer: ${endpoint.message}\n`);
    return 2;
  }
  if (!io.stdin.isTTY) {
    io.stderr.write(
      'choice-prompts-mcp answer: this needs an interactive terminal, and stdin is not one (a command run by an agent has no keyboard).\n' +
        `Run it yourself in a terminal, or open ${rawUrl} in a browser.\n`,
    );
    return 2;
  }
  const { origin, id } = endpoint;
  const api = `${origin}/api/sessions/${encodeURIComponent(id)}`;
  let res: Response;
  try {
    res = await fetch(api);
  } catch {
    io.stderr.write(`choice-prompts-mcp answer: cannot reach ${origin}; the agent's MCP server may have stopped.\n`);
    return 1;
  }
  if (!res.ok) {
    io.stderr.write(`choice-prompts-mcp answer: ${await errorOf(res)}\n`);
    return 1;
  }
  const info = (await res.json()) as SessionInfo;
  const ended = new AbortController();
  const stopWatching = new AbortController();
  void watch(origin, info, ended, stopWatching.signal);
  // In plain mode the terminal stays in line mode, so Ctrl+C arrives as a signal.
  const onSigint = () => ended.abort('cancel');
  if (plain) process.once('SIGINT', onSigint);

  const termIO: TerminalIO = { input: io.stdin, output: io.stdout, signal: ended.signal };
  let response: ChoiceResponse | undefined;
  try {
    response = await (plain ? askPlain(info.request, termIO) : askInTerminal(info.request, termIO));
  } catch (error) {
    if (!isPromptExit(error)) throw error;
  } finally {
    stopWatching.abort();
    process.off('SIGINT', onSigint);
  }

  const userCancelled = !response && (ended.signal.reason === 'cancel' || !ended.signal.aborted);
  if (!response && !userCancelled) {
    io.stderr.write('The question is no longer waiting: it was answered elsewhere, cancelled, or timed out.\n');
    return 1;
  }
  const post = await fetch(`${api}/${response ? 'answer' : 'cancel'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(response ? { status: 'answered', answers: response.answers, annotation: response.annotation } : {}),
  }).catch(() => undefined);
  if (!post) {
    io.stderr.write(`choice-prompts-mcp answer: cannot reach ${origin}; the answer was not sent.\n`);
    return 1;
  }
  if (!post.ok) {
    io.stderr.write(`${post.status === 409 ? 'Not sent: this question had already finished.' : `Not sent: ${await errorOf(post)}`}\n`);
    return 1;
  }
  const { result } = (await post.json()) as { result: { selection: { summary: string } } };
  io.stdout.write(`${response ? '✔' : '✖'} ${result.selection.summary}\n`);
  return response ? 0 : 130;
}
