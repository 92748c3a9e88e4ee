/**
 * The dialects' own payload and reply types, in one list for both public entries that
 * re-export them (`choice-prompts/protocol.js` and `choice-prompts/dialects.js`), so the
 * two cannot drift apart. Types only: importing it loads no dialect.
 */
export type { AskUserQuestionReply } from './ask-user-question-reply.js';
export type {
  ProvideChoiceArgs,
  ProvideChoiceMeta,
  ProvideChoiceOption,
  ProvideChoiceResponse,
  ProvideChoiceResult,
  ProvideChoicePending,
  ProvideChoicePendingStatus,
  ProvideChoiceSelection,
  ProvideChoiceActionStatus,
  ProvideChoiceCancelReason,
} from './provide-choice.js';
export type { ElicitationField, ElicitationMeta, ElicitationReply, ElicitationValue } from './mcp-elicitation.js';
export type { AiSdkToolPart, AiSdkToolOutput, AiSdkToolApprovalResponse, AiSdkToolPartMeta, AiSdkToolState } from './ai-sdk-tool-part.js';
export type { GeminiAskUserReply } from './gemini-ask-user.js';
export type { CodexUserInputResponse } from './codex-request-user-input.js';
export type { HitlDecision, HitlResponse, LangGraphHumanResponse, LangGraphInterruptMeta, HumanResponseType } from './langgraph-interrupt.js';
export type { CanUseToolResult, CanUseToolMeta } from './can-use-tool.js';
export type { PermissionSuggestion, PermissionRuleValue, PermissionUpdateDestination } from '../permission-suggestions.js';
