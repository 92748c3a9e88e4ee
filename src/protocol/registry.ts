/**
 * `parseRequest` and `encodeReply`: one entry point over every dialect module.
 */
import { DIALECTS } from './model.js';
import { showValue } from './input.js';
import type { ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from './model.js';
import type { Dialect, ParseOptions } from './dialect.js';
import { choicesBlock } from './dialects/choices-block.js';
import { presentChoices } from './dialects/present-choices.js';
import { askUserQuestion } from './dialects/ask-user-question.js';
import { provideChoice } from './dialects/provide-choice.js';
import { requestUserChoice } from './dialects/request-user-choice.js';
import { mcpElicitation } from './dialects/mcp-elicitation.js';
import { aiSdkToolPart } from './dialects/ai-sdk-tool-part.js';

const registry: Record<DialectName, Dialect> = {
  'choices-block': choicesBlock,
  present_choices: presentChoices,
  ask_user_question: askUserQuestion,
  provide_choice: provideChoice,
  request_user_choice: requestUserChoice,
  mcp_elicitation: mcpElicitation,
  ai_sdk_tool_part: aiSdkToolPart,
};

export function isDialect(name: unknown): name is DialectName {
  return typeof name === 'string' && (DIALECTS as readonly string[]).includes(name);
}

/**
 * Turns what an agent sent, in `dialect`, into a normalized `ChoiceRequest`.
 * `payload` is the dialect's object or its JSON text. Never throws: bad input of any kind
 * returns `{ ok: false, errors }`, each error with a JSON path and a plain sentence.
 */
export function parseRequest(dialect: DialectName, payload: unknown, options?: ParseOptions): ParseResult {
  if (!isDialect(dialect)) {
    return {
      ok: false,
      errors: [{ path: '$', message: `Unknown dialect ${showValue(dialect)}; expected one of ${DIALECTS.join(', ')}.` }],
    };
  }
  try {
    return registry[dialect].parse(payload, options);
  } catch (error) {
    // Parsers are written not to throw; this keeps the promise even if one ever does
    // (a stack overflow on absurd nesting, say).
    const detail = error instanceof Error ? error.message : showValue(error);
    return { ok: false, errors: [{ path: '$', message: `The payload could not be read (${detail}).` }] };
  }
}

/** The reply, in the request's own dialect, that tells the agent what the user answered. */
export function encodeReply(request: ChoiceRequest, response: ChoiceResponse): unknown {
  return registry[request.dialect].encode(request, response);
}
