/**
 * The dialects' payload and reply types, one list for both entries that re-export them
 * (`protocol.js` and `dialects.js`). Types only: importing it loads no dialect.
 */
export type { AskUserQuestionAnnotation, AskUserQuestionReply } from './ask-user-question/reply.js';
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
} from './provide-choice/index.js';
export type { ElicitationField, ElicitationMeta, ElicitationReply, ElicitationValue, InputRequestEntry, InputRequiredMeta, InputResponsesReply, TaskUpdateParams } from './mcp-elicitation/index.js';
export type { AiSdkToolPart, AiSdkToolOutput, AiSdkToolApprovalResponse, AiSdkToolPartMeta, AiSdkToolState } from './ai-sdk-tool-part/index.js';
export type { GeminiAskUserReply } from './gemini-ask-user/index.js';
export type { CodexUserInputResponse } from './codex-request-user-input/index.js';
export type { HitlDecision, HitlResponse, LangGraphHumanResponse, LangGraphInterruptMeta, HumanResponseType } from './langgraph-interrupt/index.js';
export type { CanUseToolResult, CanUseToolMeta, CanUseToolReply, CanUseToolControlResponse, PermissionRequestHookOutput, CanUseToolForm } from './can-use-tool/index.js';
export type { PermissionSuggestion, PermissionRuleValue, PermissionUpdateDestination } from '../permission-suggestions.js';
export type { VscodeAskQuestionsMeta, VscodeAskQuestionsResult, VscodeQuestionAnswer } from './vscode-ask-questions/index.js';
export type { AgUiInterruptMeta, AgUiResumeEntry } from './ag-ui-interrupt/index.js';
