/**
 * One elicitation alone, as a tool's input holds it (the AI SDK's tool parts): the dialect
 * without the results that ask several at once, so a page reading tool parts never fetches them.
 */
import { LIMITS } from '../../limits.js';
import type { ParseResult } from '../../model.js';
import { Reader } from '../../input.js';
import type { Dialect, ParseOptions } from '../../dialect.js';
import { encodeMcpElicitation, type ElicitationReply } from './reply.js';
import { paramsOf, parseParams } from './params.js';

/** An `elicitation/create` request's params (or the JSON-RPC request around them). */
export function parseElicitation(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The elicitation request');
  const located = root && paramsOf(r, root);
  if (!located) return { ok: false, errors: r.errors };
  return parseParams(r, located.params, located.base, options.id);
}

export const elicitationForm: Dialect<ElicitationReply> = {
  name: 'mcp_elicitation',
  // The form's refusal is MCP's "decline" ("Reject", "Decline", "No" in the specification's
  // words); "cancel" is a dismissal, which the elements leave to the host (a closed chat).
  capabilities: { cancel: true, timeout: false, declines: true },
  limits: { minQuestions: 0, maxQuestions: LIMITS.maxQuestions, minOptions: LIMITS.minOptions, maxOptions: LIMITS.maxOptions, note: 'one question per form field; a URL-mode request has none' },
  parse: parseElicitation,
  encode: encodeMcpElicitation,
};
