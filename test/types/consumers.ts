/**
 * The replies, typed against their consumers' own declarations (checked by `npm run
 * typecheck`, never run): a `can_use_tool` reply is the Claude Agent SDK's `PermissionResult`
 * (and a `canUseTool` built on the kit is its `CanUseTool`); an `ai_sdk_tool_part` reply is
 * what the AI SDK's `addToolOutput` / `addToolApprovalResponse` take, and its tool parts are
 * what the kit's parser reads. A change on either side that breaks the fit fails the
 * type-check.
 */
import type { CanUseTool, PermissionRequestHookInput, PermissionResult, SDKControlRequest, SDKControlResponse, SyncHookJSONOutput } from '@anthropic-ai/claude-agent-sdk';
import type { AskUserQuestionInput } from '@anthropic-ai/claude-agent-sdk/sdk-tools';
import type { ChatAddToolApproveResponseFunction, ChatAddToolOutputFunction, DynamicToolUIPart, ToolUIPart, UIMessage } from 'ai';
import type { DynamicToolUIPart as DynamicToolUIPartV7, ToolUIPart as ToolUIPartV7 } from 'ai-v7';
import {
  permissionResult,
  type CanUseToolControlResponse,
  type CanUseToolResult,
  type PermissionRequestHookOutput,
} from '../../src/protocol/dialects/can-use-tool/index.js';
import { aiSdkToolPart, type AiSdkToolApprovalResponse, type AiSdkToolOutput, type AiSdkToolPart } from '../../src/protocol/dialects/ai-sdk-tool-part/index.js';
import { parseRequest } from '../../src/protocol/registry.js';
import type { ChoiceSession } from '../../src/protocol/session.js';

/** Every reply the dialect encodes is a PermissionResult. */
export const asPermissionResult = (reply: CanUseToolResult): PermissionResult => reply;

/** A `control_request`'s reply is the `SDKControlResponse` the CLI reads. */
export const asControlResponse = (reply: CanUseToolControlResponse): SDKControlResponse => reply;

/** A `PermissionRequest` hook's reply is the hook output Claude Code reads. */
export const asHookOutput = (reply: PermissionRequestHookOutput): SyncHookJSONOutput => reply;

/** What the CLI sends on the control protocol, and a `PermissionRequest` hook's input, are payloads the dialect takes. */
export const controlInput = (message: SDKControlRequest) => parseRequest('can_use_tool', message);
export const hookInput = (input: PermissionRequestHookInput) => parseRequest('can_use_tool', input);

/** A Claude Agent SDK host's whole `canUseTool`: the user answers through a session. */
export function kitCanUseTool(session: ChoiceSession): CanUseTool {
  return async (toolName, input, options) => {
    // The callback's options go along as they are: `suggestions` offers "don't ask again".
    const parsed = parseRequest('can_use_tool', { toolName, input, ...options });
    if (!parsed.ok) return { behavior: 'deny', message: parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n') };
    return permissionResult(parsed.request, await session.ask(parsed.request));
  };
}

/** The SDK's AskUserQuestion input, answers and annotations included, is a payload the dialect takes. */
export const askInput = (input: AskUserQuestionInput) => parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input });

/** The AI SDK's tool parts (every state, approvals included) are what the parser's part type describes. */
export const asKitPart = (part: ToolUIPart | DynamicToolUIPart): AiSdkToolPart => part;
/** AI SDK 7's parts too, with their automatic approvals (`approval.isAutomatic`). */
export const asKitPartV7 = (part: ToolUIPartV7 | DynamicToolUIPartV7): AiSdkToolPart => part;
/** An automatic denial as AI SDK 7 types it, which the kit reads as a settled decision. */
export const automaticDenial: ToolUIPartV7 = {
  type: 'tool-deleteFile',
  toolCallId: 'call-1',
  state: 'output-denied',
  input: { path: 'a.ts' },
  approval: { id: 'ap-1', approved: false, isAutomatic: true, reason: 'Deleting files is off in this workspace.' },
};

/** Each reply goes to the useChat function made for it, unchanged. */
export function sendReply(
  reply: AiSdkToolOutput | AiSdkToolApprovalResponse,
  chat: { addToolOutput: ChatAddToolOutputFunction<UIMessage>; addToolApprovalResponse: ChatAddToolApproveResponseFunction },
): void | PromiseLike<void> {
  return 'approved' in reply ? chat.addToolApprovalResponse(reply) : chat.addToolOutput(reply);
}

/** The dialect's encoder returns exactly those two reply types. */
export const encodePart: (...args: Parameters<typeof aiSdkToolPart.encode>) => AiSdkToolOutput | AiSdkToolApprovalResponse = aiSdkToolPart.encode;
