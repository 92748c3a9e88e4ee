/**
 * `choice-prompts/dialects.js`: registers every dialect with `parseRequest` / `encodeReply` on
 * import and exports each one's descriptor. Pages that would rather fetch a dialect when one
 * arrives call `loadDialect(name)` instead.
 */
import { registerDialect } from './protocol/registry.js';
// The rules of the question kinds besides `choice`, which these dialects' requests hold.
import './protocol/kinds.js';
import * as DESCRIPTORS from './protocol/dialects/descriptors.js';

for (const dialect of Object.values(DESCRIPTORS)) registerDialect(dialect);

// Every dialect folder's descriptor, by its name (askUserQuestion, canUseTool, …).
export * from './protocol/dialects/descriptors.js';
export { ASK_USER_QUESTION_TOOL, permissionResult } from './protocol/dialects/can-use-tool/index.js';
export { toolSubject } from './protocol/subject.js';
export { dialectForToolName } from './protocol/dialects/ai-sdk-tool-part/index.js';
export { USER_CHOICE_REQUIRED } from './protocol/dialects/request-user-choice/index.js';
export type * from './protocol/dialects/types.js';
