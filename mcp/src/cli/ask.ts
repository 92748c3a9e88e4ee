/**
 * `choice-prompts-mcp ask FILE|-`: asks a request right here, in this terminal (the
 * terminal transport, without a server), and prints the reply as JSON on stdout. The file holds
 * `provide_choice` arguments unless `--dialect` names another dialect. The request's own
 * timeout applies (with its timeout action), Ctrl+C cancels, and the prompt is cleared
 * afterwards, leaving one summary line on the terminal (stderr, so stdout stays pure JSON).
 *
 * The questions need a keyboard: stdin must be a terminal, except with `-`, where stdin
 * carries the JSON and the prompt talks to /dev/tty instead.
 */
import { openSync, readFileSync } from 'node:fs';
import { ReadStream, WriteStream } from 'node:tty';
import { ChoiceSession } from 'choice-prompts/session.js';
import { encodeReply, isDialect, parseRequest } from 'choice-prompts/protocol.js';
// `ask` reads a request in any dialect: register them all.
import 'choice-prompts/dialects.js';
import { errorsAsText } from 'choice-prompts/tools.js';
import type { ChoiceResponse, DialectName } from 'choice-prompts/protocol.js';
import { askInTerminal, isPromptExit } from './terminal.js';
import { askPlain } from './plain.js';
import { summaryLine } from './text.js';
import type { CommandIO } from './answer.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The terminal to ask on: stdin itself, or /dev/tty when stdin carried the request. */
function openTerminal(fromStdin: boolean, io: CommandIO): { input: NodeJS.ReadStream; output: NodeJS.WritableStream; close(): void } | undefined {
  if (!fromStdin) return io.stdin.isTTY ? { input: io.stdin, output: io.stderr, close() {} } : undefined;
  try {
    const input = new ReadStream(openSync('/dev/tty', 'r'));
    const output = new WriteStream(openSync('/dev/tty', 'w'));
    return {
      input,
      output,
      close() {
        input.destroy();
        output.destroy();
      },
    };
  } catch {
    return undefined;
  }
}

export async function askCommand(source: string, options: { plain: boolean; dialect: string }, io: CommandIO): Promise<number> {
  if (!isDialect(options.dialect)) {
    io.stderr.write(`choice-prompts-mcp ask: unknown dialect "${options.dialect}".\n`);
    return 2;
  }
  const fromStdin = source === '-';
  let text: string;
  try {
    text = fromStdin ? await readAll(io.stdin) : readFileSync(source, 'utf8');
  } catch (error) {
    io.stderr.write(`choice-prompts-mcp ask: cannot read ${source} (${error instanceof Error ? error.message : String(error)}).\n`);
    return 2;
  }
  const parsed = parseRequest(options.dialect as DialectName, text);
  if (!parsed.ok) {
    io.stderr.write(`${errorsAsText('choice-prompts-mcp ask: the request is invalid. Nothing was asked:', parsed.errors)}\n`);
    return 2;
  }
  const terminal = openTerminal(fromStdin, io);
  if (!terminal) {
    io.stderr.write('choice-prompts-mcp ask: this needs an interactive terminal, and there is none (stdin is not a TTY). Use the MCP server\'s browser transport instead.\n');
    return 2;
  }
  const { request } = parsed;
  const session = new ChoiceSession();
  const pending = session.ask(request);
  // A timeout settles the session; the prompt must end with it.
  const ended = new AbortController();
  void pending.then(() => ended.abort());
  const onSigint = () => session.cancel(request.id);
  if (options.plain) process.once('SIGINT', onSigint);
  try {
    const termIO = { input: terminal.input, output: terminal.output, signal: ended.signal };
    const answer = await (options.plain ? askPlain(request, termIO) : askInTerminal(request, termIO));
    session.respond(request.id, answer);
  } catch (error) {
    if (!isPromptExit(error)) throw error;
    session.cancel(request.id);
  } finally {
    process.off('SIGINT', onSigint);
  }
  const response: ChoiceResponse = await pending;
  terminal.output.write(`${summaryLine(request, response)}\n`);
  terminal.close();
  io.stdout.write(`${JSON.stringify(encodeReply(request, response), null, 2)}\n`);
  return 0;
}
