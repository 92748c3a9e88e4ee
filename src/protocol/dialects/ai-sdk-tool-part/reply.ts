/**
 * The `ai_sdk_tool_part` replies (`{tool, toolCallId, output}` for `addToolOutput`, `{id,
 * approved, reason?}` for `addToolApprovalResponse`), and the part's types.
 */
import type { ChoiceRequest, ChoiceResponse, DialectName } from '../../model.js';
import { isRecord, own } from '../../input.js';
import { encodeValueMessage } from '../choices-block/index.js';
import { encodeAskUserQuestion } from '../ask-user-question/reply.js';
import { encodeProvideChoice } from '../provide-choice/reply.js';
import { encodeRequestUserChoice } from '../request-user-choice/reply.js';
import { encodeMcpElicitation } from '../mcp-elicitation/reply.js';
import { approvalDecision } from '../shared/approval.js';
import { answerOf } from '../shared/shapes.js';

export const AI_SDK_TOOL_STATES = [
  'input-streaming',
  'input-available',
  'approval-requested',
  'approval-responded',
  'output-available',
  'output-error',
  'output-denied',
] as const;
export type AiSdkToolState = (typeof AI_SDK_TOOL_STATES)[number];

/** The states of a part whose tool call awaits, or had, the user's approval. */
export const APPROVAL_STATES: readonly AiSdkToolState[] = ['approval-requested', 'approval-responded', 'output-denied'];

/** The AI SDK docs' confirmation tool's two answers. */
export const CONFIRMED_OUTPUT = 'Yes, confirmed.';
export const DENIED_OUTPUT = 'No, denied';
export const DISMISSED_OUTPUT = 'The user dismissed the question without answering.';
/** A question tool answered with nothing chosen (a multi-select that allows none): not a dismissal. */
export const NOTHING_CHOSEN_OUTPUT = 'The user answered without choosing any option.';

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
  /**
   * AI SDK 6+: the approval asked for (`id`) and, once given, the decision and its `reason`;
   * AI SDK 7's `isAutomatic` when a policy gave it (`reason` is then the policy's), its
   * `requestReason` (why a person is asked) and `signature` (a signed approval, which the kit
   * never changes). Left out of an `output-denied` part written before the AI SDK kept it.
   */
  approval?: { id: string; approved?: boolean; reason?: string; isAutomatic?: boolean; requestReason?: string; signature?: string };
}

/** What `request.meta` holds for a tool part: one of `innerDialect`, `confirmation`, `approvalId`. */
export interface AiSdkToolPartMeta {
  toolName: string;
  toolCallId: string;
  /** The dialect that parsed the input and encodes `output`. */
  innerDialect?: DialectName;
  state: AiSdkToolState;
  /** The inner dialect's own `meta`, handed back to its encoder. */
  innerMeta?: Record<string, unknown>;
  /** The part is the docs' `askForConfirmation {message}` tool. */
  confirmation?: true;
  /** The part asks for approval of its tool call: the approval's id. */
  approvalId?: string;
  /** A policy, not a person, decides the approval (AI SDK 7's `isAutomatic`): there is no reply to send. */
  automatic?: true;
}

/** The reply to an approval: the argument of `addToolApprovalResponse`. */
export interface AiSdkToolApprovalResponse {
  id: string;
  approved: boolean;
  /** The reason the person typed with the decision (or, for a dismissal, that it was dismissed). */
  reason?: string;
}

/** The reason sent with a denial when the user dismissed the approval instead of answering. */
export const APPROVAL_DISMISSED_REASON = 'The user dismissed the approval without answering.';

/** The reply: arguments for `addToolOutput({tool, toolCallId, output})`. */
export interface AiSdkToolOutput<Output = unknown> {
  tool: string;
  toolCallId: string;
  output: Output;
}

/** The dialects a tool part's input can be in. */
type InnerDialect = 'present_choices' | 'ask_user_question' | 'provide_choice' | 'request_user_choice' | 'mcp_elicitation';

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
  const known =
    isRecord(meta) &&
    typeof own(meta, 'toolName') === 'string' &&
    typeof own(meta, 'toolCallId') === 'string' &&
    ((typeof inner === 'string' && Object.prototype.hasOwnProperty.call(INNER_ENCODERS, inner)) ||
      own(meta, 'confirmation') === true ||
      typeof own(meta, 'approvalId') === 'string');
  if (!known) throw new TypeError(`Request "${request.id}" has no tool part meta; encode only requests that the ai_sdk_tool_part parser built.`);
  return meta as unknown as AiSdkToolPartMeta;
}

/**
 * `ChoiceResponse` → the part's reply: `AiSdkToolApprovalResponse` for an approval, else
 * `AiSdkToolOutput` (the inner dialect's reply, or the confirmation's answer) addressed to
 * the tool call.
 */
export function encodeAiSdkToolPart(request: ChoiceRequest, response: ChoiceResponse): AiSdkToolOutput | AiSdkToolApprovalResponse {
  const meta = metaOf(request);
  if (meta.automatic) {
    throw new TypeError(`Request "${request.id}" was decided automatically (isAutomatic): the stream carries its approval response, and no person's reply is sent.`);
  }
  if (meta.approvalId !== undefined) {
    const approved = approvalDecision(request, response);
    if (approved === undefined) return { id: meta.approvalId, approved: false, reason: APPROVAL_DISMISSED_REASON };
    // The reason the person typed with the decision; never the request's own `requestReason`.
    const reason = answerOf(response, 'q0')?.note?.trim();
    return reason ? { id: meta.approvalId, approved, reason } : { id: meta.approvalId, approved };
  }
  const address = { tool: meta.toolName, toolCallId: meta.toolCallId };
  if (meta.confirmation) {
    const chosen = response.status === 'answered' ? answerOf(response, 'q0')?.selected[0] : undefined;
    return { ...address, output: chosen === 'yes' ? CONFIRMED_OUTPUT : chosen === 'no' ? DENIED_OUTPUT : DISMISSED_OUTPUT };
  }
  const innerRequest: ChoiceRequest = { ...request, dialect: meta.innerDialect!, meta: meta.innerMeta };
  if (meta.innerMeta === undefined) delete innerRequest.meta;
  const output = INNER_ENCODERS[meta.innerDialect as InnerDialect](innerRequest, response);
  // A message dialect's "send nothing" cannot be a tool's output: the call waits for one, and
  // the model would read `null`. Say what happened instead: dismissed (as a dismissed
  // confirmation says), or answered with nothing chosen, which is not a dismissal.
  return { ...address, output: output ?? (response.status === 'answered' ? NOTHING_CHOSEN_OUTPUT : DISMISSED_OUTPUT) };
}
