import type { DialectDetect } from '../../dialect.js';
import { isRecord } from '../../input.js';
import { has } from '../shared/detect.js';

/**
 * A LangGraph interrupt: the Agent Inbox's `{action_request, config}`, or LangChain v1's
 * `{action_requests, review_configs}` (Python) or `{actionRequests, reviewConfigs}` (JS).
 */
const isInterrupt = (value: unknown) =>
  isRecord(value) &&
  ((has(value, 'action_request') && has(value, 'config')) || (has(value, 'action_requests') && has(value, 'review_configs')) || (has(value, 'actionRequests') && has(value, 'reviewConfigs')));

/** One interrupt, a list of them, or a graph's state holding them (`__interrupt__`). */
export const detectLangGraphInterrupt: DialectDetect = {
  // Its interrupts may hold any tool's arguments.
  order: 40,
  marker: (value) => (Array.isArray(value) ? value.length > 0 && value.every(isInterrupt) : isInterrupt(value) || has(value, '__interrupt__')),
};
