/**
 * `choice-prompts/protocol.js`: the DOM-free core (the model, `LIMITS`, validation,
 * `parseRequest` / `encodeReply`, the two block dialects); kinds, dialects, session, tools and
 * markdown helpers are entries of their own, so a page carries only what it uses.
 */
export type {
  ChoiceAnswer,
  ChoiceOption,
  ChoiceQuestion,
  ChoiceRequest,
  ChoiceResponse,
  DialectName,
  NoteField,
  ParseResult,
  OptionTerm,
  PreviewFormat,
  QuestionKind,
  QuestionSubject,
  QuestionTerm,
  QuestionTermKey,
  ResponseStatus,
  SubjectKind,
  SubmitMode,
  TextBounds,
  TextFormat,
  TextInputKind,
  TimeoutAction,
  ValidationError,
} from './protocol/model.js';
export { DIALECTS, OPTION_TERMS, QUESTION_KINDS, QUESTION_TERMS, SUBJECT_KINDS, TEXT_FORMATS } from './protocol/model.js';
export { LIMITS, SEED_LIMITS } from './protocol/limits.js';
// For code that reads untrusted JSON the way the parsers do (the MCP server uses them too).
export { isRecord, own, setOwn, payloadTooLarge } from './protocol/input.js';
export { randomId } from './protocol/ids.js';
export { timeoutResponse } from './protocol/responses.js';
export { validateRequest, answerProblem, orderSelected, defaultAnswer, defaultAnswers } from './protocol/validate.js';
export { describeAnswerProblem } from './protocol/problem-text.js';
export { questionKind } from './protocol/kind-rules.js';
export type { AnswerProblem } from './protocol/validate.js';
export type { Dialect, DialectCapabilities, DialectDetect, DialectLimits, DialectTool, ParseOptions } from './protocol/dialect.js';
export { encodeReply } from './protocol/encode.js';
export { parseRequest, isDialect, registerDialect, isDialectLoaded, loadDialect, dialectCapabilities } from './protocol/registry.js';
export { detectDialect } from './protocol/detect.js';
export { choicesBlock } from './protocol/dialects/choices-block/index.js';
export { presentChoices } from './protocol/dialects/present-choices/index.js';
export type { ChoiceSessionState, ChoiceSessionEventMap, AskOptions } from './protocol/session.js';
export type { ToolContext, ToolDefinition, ToolExecution } from './protocol/tools/tool.js';
export type * from './protocol/dialects/types.js';
export type { ChoiceBlock } from './protocol/markdown/blocks.js';
export type { ChoiceStream, StreamSegment } from './protocol/markdown/stream.js';
export type { HistoryMessage, HistoryEntry, HistoryStatus } from './protocol/markdown/history.js';
