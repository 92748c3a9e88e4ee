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
} from './provide-choice.js';
export type { ElicitationField, ElicitationMeta, ElicitationReply, ElicitationValue } from './mcp-elicitation.js';
export type { AiSdkToolPart, AiSdkToolOutput, AiSdkToolPartMeta, AiSdkToolState } from './ai-sdk-tool-part.js';
