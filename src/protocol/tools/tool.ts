/**
 * The shape of an agent-side tool definition: what an agent server registers with its
 * model (name, description, JSON Schema) and runs when the model calls it.
 */
import { LIMITS } from '../limits.js';
import type { ChoiceRequest, ChoiceResponse, ValidationError } from '../model.js';
import type { ChoiceSession } from '../session.js';

export interface ToolContext {
  /** The call comes from a sub-agent, which may not block on the user. */
  isSubAgent?: boolean;
  /** Where the question is asked and the answer awaited. */
  session?: ChoiceSession;
}

export interface ToolExecution<Reply = unknown> {
  /** The call failed (bad arguments, refused caller, no session); `content` says why. */
  isError: boolean;
  /** Text for the model: the tool result, or the error in plain words. */
  content: string;
  /** The normalized request, when the arguments were valid. */
  request?: ChoiceRequest;
  /** The user's answer, when the tool waited for one. */
  response?: ChoiceResponse;
  /** The answer encoded in the tool's dialect, when the tool waited for one. */
  reply?: Reply;
  /** Every validation problem, each with a path. */
  errors?: ValidationError[];
}

export interface ToolDefinition<Args = Record<string, unknown>, Reply = unknown> {
  readonly name: string;
  readonly description: string;
  /** JSON Schema (draft 2020-12 compatible) for the arguments, stating the limits. */
  readonly inputSchema: Record<string, unknown>;
  execute(args: Args | unknown, context?: ToolContext): Promise<ToolExecution<Reply>>;
}

/**
 * Formats validation errors as one message for a model to read and correct, at most
 * `LIMITS.maxErrorText` characters long: errors that do not fit are counted in a last line.
 */
export function errorsAsText(intro: string, errors: readonly ValidationError[]): string {
  const lines = [intro];
  let length = intro.length;
  for (const [i, e] of errors.entries()) {
    const line = `- ${e.path}: ${e.message}`;
    // Room is kept for the closing line whenever more errors follow.
    if (length + 1 + line.length + (i < errors.length - 1 ? CLOSING_ROOM : 0) > LIMITS.maxErrorText) {
      const rest = errors.length - i;
      lines.push(`- ${rest.toLocaleString('en-US')} more ${rest === 1 ? 'problem' : 'problems'} not shown; fix these first.`);
      break;
    }
    lines.push(line);
    length += 1 + line.length;
  }
  return lines.join('\n');
}

/** Room for the line that counts errors not shown. */
const CLOSING_ROOM = 60;

/** The result of a call whose arguments its dialect refused: every problem, for the model to correct. */
export function invalidArguments(intro: string, errors: ValidationError[]): ToolExecution<never> {
  return { isError: true, content: errorsAsText(intro, errors), errors };
}
