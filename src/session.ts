/**
 * `choice-prompts/session.js`: `ChoiceSession`, where structured-event hosts and the agent-side
 * tools ask questions and await answers. DOM-free; apart from `protocol.js` so that pages which
 * only render prompts do not carry it.
 */
export { ChoiceSession } from './protocol/session.js';
export type { ChoiceSessionState, ChoiceSessionEventMap, AskOptions } from './protocol/session.js';
