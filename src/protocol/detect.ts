/**
 * `detectDialect`: which dialect a payload is in, from its shape alone, for hosts that get
 * payloads from more than one agent (and for a playground). It reads a few marker keys and
 * never validates: parse with the named dialect to learn whether the payload is valid.
 */
import type { DialectName } from './model.js';
import { LIMITS } from './limits.js';
import { isRecord, own, type Json } from './input.js';

const has = (o: Json, key: string) => own(o, key) !== undefined;
const records = (list: unknown[]) => list.filter(isRecord);

/** The dialect of a `questions` list, by what its questions carry. */
function byQuestions(root: Json, questions: unknown[]): DialectName | undefined {
  const items = records(questions);
  if (['threadId', 'turnId', 'itemId', 'call_id'].some((k) => has(root, k)) || items.some((q) => has(q, 'isOther') || has(q, 'isSecret') || (has(q, 'id') && has(q, 'question')))) {
    return 'codex_request_user_input';
  }
  if (items.some((q) => ['choice', 'text', 'yesno'].includes(own(q, 'type') as string))) return 'gemini_ask_user';
  if (has(root, 'follow_up') || questions.some((q) => typeof q === 'string') || items.some((q) => has(q, 'text'))) return 'ask_followup_question';
  if (items.length > 0 && items.every((q) => has(q, 'question'))) return 'ask_user_question';
  return undefined;
}

/**
 * A LangGraph interrupt: the Agent Inbox's `{action_request, config}`, or LangChain v1's
 * `{action_requests, review_configs}` (Python) or `{actionRequests, reviewConfigs}` (JS).
 */
const isInterrupt = (value: unknown) =>
  isRecord(value) &&
  ((has(value, 'action_request') && has(value, 'config')) || (has(value, 'action_requests') && has(value, 'review_configs')) || (has(value, 'actionRequests') && has(value, 'reviewConfigs')));

/**
 * The dialect `payload` (an object or its JSON text; Cline's XML tool call as text) is in, or
 * `undefined` when its shape names none, or more than one. A `{question, options[{label,
 * value}]}` payload is named `choices-block`: `present_choices` arguments have the same shape
 * and the same reply. Never throws.
 */
export function detectDialect(payload: unknown): DialectName | undefined {
  let value = payload;
  if (typeof value === 'string') {
    if (value.trimStart().startsWith('<ask_followup_question>')) return 'ask_followup_question';
    if (value.length > LIMITS.maxPayloadChars) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (Array.isArray(value)) return value.length > 0 && value.every(isInterrupt) ? 'langgraph_interrupt' : undefined;
  if (!isRecord(value)) return undefined;
  const root = value;
  const type = own(root, 'type');
  if (typeof type === 'string' && (type.startsWith('tool-') || type === 'dynamic-tool') && has(root, 'toolCallId')) return 'ai_sdk_tool_part';
  if (type === 'user_choice_required') return 'request_user_choice';
  if (typeof own(root, 'toolName') === 'string' && isRecord(own(root, 'input'))) return 'can_use_tool';
  if (isInterrupt(root) || has(root, '__interrupt__')) return 'langgraph_interrupt';
  const params = own(root, 'method') === 'elicitation/create' && isRecord(own(root, 'params')) ? (own(root, 'params') as Json) : root;
  if (isRecord(own(params, 'requestedSchema')) || (own(params, 'mode') === 'url' && has(params, 'url'))) return 'mcp_elicitation';
  if (has(root, 'selection_mode') || has(root, 'prompt')) return 'provide_choice';
  const questions = own(root, 'questions');
  if (Array.isArray(questions)) return byQuestions(root, questions);
  if (has(root, 'follow_up') || has(root, 'suggest')) return 'ask_followup_question';
  if (typeof own(root, 'question') !== 'string') return undefined;
  const options = own(root, 'options');
  if (options === undefined || typeof options === 'string' || (Array.isArray(options) && options.length > 0 && options.every((o) => typeof o === 'string'))) {
    return 'ask_followup_question';
  }
  if (!Array.isArray(options)) return undefined;
  const items = records(options);
  if (items.length > 0 && items.every((o) => has(o, 'title'))) return 'request_user_choice';
  if (items.length > 0 && items.every((o) => has(o, 'label') && has(o, 'value'))) return 'choices-block';
  return undefined;
}
