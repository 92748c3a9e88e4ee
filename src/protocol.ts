/**
 * `choice-prompts/protocol.js`: the DOM-free layer. The normalized model, validation, a
 * parser and reply encoder per dialect, the agent-side tool definitions, `ChoiceSession`,
 * and the markdown/streaming/history helpers. Imports in Node as well as in browsers.
 */
export type {
  ChoiceAnswer,
  ChoiceOption,
  ChoiceQuestion,
  ChoiceRequest,
  ChoiceResponse,
  DialectName,
  ParseResult,
  ResponseStatus,
  SubmitMode,
  TextBounds,
  TextInputKind,
  TimeoutAction,
  ValidationError,
} from './protocol/model.js';
export { DIALECTS } from './protocol/model.js';
export { LIMITS } from './protocol/limits.js';
export { validateRequest, answerProblem, describeAnswerProblem, orderSelected, defaultAnswers } from './protocol/validate.js';
export type { AnswerProblem } from './protocol/validate.js';
export type { ParseOptions } from './protocol/dialect.js';
export { parseRequest, encodeReply, isDialect } from './protocol/registry.js';
export type { ToolContext, ToolDefinition, ToolExecution } from './protocol/tools/tool.js';
export { presentChoicesTool } from './protocol/tools/present-choices.js';
export { askUserQuestionTool } from './protocol/tools/ask-user-question.js';
export { provideChoiceTool, provideChoiceOutputSchema } from './protocol/tools/provide-choice.js';
export { requestUserChoiceTool, requestUserChoiceInstructions } from './protocol/tools/request-user-choice.js';
export type { AskUserQuestionReply } from './protocol/dialects/ask-user-question.js';
export type {
  ProvideChoiceArgs,
  ProvideChoiceOption,
  ProvideChoiceResponse,
  ProvideChoiceResult,
  ProvideChoicePending,
  ProvideChoiceSelection,
  ProvideChoiceActionStatus,
  ProvideChoiceMeta,
} from './protocol/dialects/provide-choice.js';
export type { ElicitationReply, ElicitationValue } from './protocol/dialects/mcp-elicitation.js';
export type { AiSdkToolPart, AiSdkToolOutput, AiSdkToolPartMeta } from './protocol/dialects/ai-sdk-tool-part.js';
export { ChoiceSession } from './protocol/session.js';
export type { ChoiceSessionState, ChoiceSessionEventMap, AskOptions } from './protocol/session.js';
export { findChoiceBlocks } from './protocol/markdown/blocks.js';
export type { ChoiceBlock } from './protocol/markdown/blocks.js';
export { createChoiceStream } from './protocol/markdown/stream.js';
export type { ChoiceStream, StreamSegment } from './protocol/markdown/stream.js';
export { resolveHistory } from './protocol/markdown/history.js';
export type { HistoryMessage, HistoryEntry, HistoryStatus } from './protocol/markdown/history.js';
