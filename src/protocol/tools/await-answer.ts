/**
 * The waiting half shared by the tools that block on the user: ask through the session and
 * turn a refusal (invalid request, reused id, disposed session) into a message instead of a
 * thrown error, so a tool call always ends in a result the model can read.
 */
import type { ChoiceRequest, ChoiceResponse } from '../model.js';
import type { ChoiceSession } from '../session.js';
import type { Dialect } from '../dialect.js';
import type { ToolExecution } from './tool.js';

export type AnswerOutcome =
  | { ok: true; response: ChoiceResponse }
  | { ok: false; message: string };

export async function awaitAnswer(session: ChoiceSession, request: ChoiceRequest): Promise<AnswerOutcome> {
  try {
    return { ok: true, response: await session.ask(request) };
  } catch (error) {
    return { ok: false, message: `The question could not be asked: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Asks `request` and answers with the reply `dialect` encodes, as JSON text for the model. */
export async function askAndReply<Reply>(session: ChoiceSession, request: ChoiceRequest, dialect: Dialect<Reply>): Promise<ToolExecution<Reply>> {
  const outcome = await awaitAnswer(session, request);
  if (!outcome.ok) return { isError: true, content: outcome.message, request };
  const reply = dialect.encode(request, outcome.response);
  return { isError: false, content: JSON.stringify(reply), request, response: outcome.response, reply };
}
