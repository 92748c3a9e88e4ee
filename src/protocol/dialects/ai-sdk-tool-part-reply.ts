/**
 * The `ai_sdk_tool_part` reply and its encoder, apart from the parser (which re-exports
 * them; the dialect registers both): `{tool, toolCallId, output}`, the arguments of AI SDK
 * 5's `addToolOutput`, with the inner dialect's reply as `output`, from the inner dialects'
 * encoders alone.
 * Also the part's types, which the parser reads.
 */
import type { ChoiceRequest, ChoiceResponse, DialectName } from '../model.js';
import { isRecord, own } from '../input.js';
import { encodeValueMessage } from './choices-block.js';
import { encodeAskUserQuestion } from './ask-user-question-reply.js';
import { encodeProvideChoice } from './provide-choice-reply.js';
import { encodeRequestUserChoice } from './request-user-choice-reply.js';
import { encodeMcpElicitation } from './mcp-elicitation-reply.js';

export const AI_SDK_TOOL_STATES = ['input-streaming', 'input-available', 'output-available', 'output-error'] as const;
export type AiSdkToolState = (typeof AI_SDK_TOOL_STATES)[number];

/** The part as the AI SDK puts it in a UI message. */
export interface AiSdkToolPart {
  /** `tool-<name>` for static tools, `dynamic-tool` (with `toolName`) for dynamic ones. */
  type: string;
  toolName?: string;
  toolCallId: string;
  state: AiSdkToolState;
  input?: unknown;
  output?: unknown;
  errorText?: string;
}

/** What `request.meta` holds for a tool part. */
export interface AiSdkToolPartMeta {
  toolName: string;
  toolCallId: string;
  /** The dialect that parsed the input and encodes `output`. */
  innerDialect: DialectName;
  state: AiSdkToolState;
  /** The inner dialect's own `meta`, handed back to its encoder. */
  innerMeta?: Record<string, unknown>;
}

/** The reply: arguments for `addToolOutput({tool, toolCallId, output})`. */
export interface AiSdkToolOutput<Output = unknown> {
  tool: string;
  toolCallId: string;
  output: Output;
}

type InnerDialect = Exclude<DialectName, 'choices-block' | 'ai_sdk_tool_part'>;

/** The encoders of the dialects a tool part can carry. */
const INNER_ENCODERS: Record<InnerDialect, (request: ChoiceRequest, response: ChoiceResponse) => unknown> = {
  present_choices: encodeValueMessage,
  ask_user_question: encodeAskUserQuestion,
  provide_choice: encodeProvideChoice,
  request_user_choice: encodeRequestUserChoice,
  mcp_elicitation: encodeMcpElicitation,
};

function metaOf(request: ChoiceRequest): AiSdkToolPartMeta {
  const meta = request.meta;
  const inner = isRecord(meta) ? own(meta, 'innerDialect') : undefined;
  if (!isRecord(meta) || typeof inner !== 'string' || !Object.prototype.hasOwnProperty.call(INNER_ENCODERS, inner)) {
    throw new TypeError(`Request "${request.id}" has no tool part meta; encode only requests that the ai_sdk_tool_part parser built.`);
  }
  return meta as unknown as AiSdkToolPartMeta;
}

/** `ChoiceResponse` → `AiSdkToolOutput`: the inner dialect's reply, addressed to the tool call. */
export function encodeAiSdkToolPart(request: ChoiceRequest, response: ChoiceResponse): AiSdkToolOutput {
  const meta = metaOf(request);
  const innerRequest: ChoiceRequest = { ...request, dialect: meta.innerDialect, meta: meta.innerMeta };
  if (meta.innerMeta === undefined) delete innerRequest.meta;
  return { tool: meta.toolName, toolCallId: meta.toolCallId, output: INNER_ENCODERS[meta.innerDialect as InnerDialect](innerRequest, response) };
}
