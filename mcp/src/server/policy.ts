/**
 * Per-client behaviour. MCP clients differ in ways their capabilities do not tell: some end
 * every tool call after a fixed time whatever progress the server reports (so a blocking
 * question would be cut off: hand it off by default), and some advertise elicitation but
 * decline every form without showing it (so do not use elicitation with them).
 *
 * A policy is looked up by the client's `clientInfo.name`, case-insensitively, matching when
 * the name contains the key. The built-in table holds only what is documented or reported;
 * `--clients` / `CHOICE_PROMPTS_CLIENTS` (JSON) add to it or override it.
 */
import { isRecord, own } from 'choice-prompts/protocol.js';

export interface ClientPolicy {
  /** `false`: never ask through elicitation, even when the client advertises it. */
  elicitation?: boolean;
  /** `true`: hand off (return at once and let the agent poll) unless the call says `handoff: false`. */
  handoff?: boolean;
}

export type ClientPolicies = Record<string, ClientPolicy>;

/**
 * Claude Desktop (`clientInfo.name` "claude-ai") ends a tool call after about 60 seconds
 * and does not extend it on progress notifications (anthropics/claude-code#22542, #63379).
 */
export const BUILT_IN_POLICIES: ClientPolicies = {
  'claude-ai': { handoff: true },
};

/** The policy for `clientName`: built-in entries first, then `overrides` (later keys win). */
export function policyFor(clientName: string | undefined, overrides: ClientPolicies = {}): ClientPolicy {
  const name = (clientName ?? '').toLowerCase();
  const policy: ClientPolicy = {};
  for (const table of [BUILT_IN_POLICIES, overrides]) {
    for (const [key, value] of Object.entries(table)) {
      if (key !== '' && name.includes(key.toLowerCase())) Object.assign(policy, value);
    }
  }
  return policy;
}

/**
 * Reads `{"<client name part>": {"elicitation": false, "handoff": true}, …}`. Throws an
 * `Error` naming the problem, for the CLI to print.
 */
export function parsePolicies(json: string): ClientPolicies {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('The client policies are not valid JSON.');
  }
  if (!isRecord(value)) throw new Error('The client policies must be a JSON object keyed by client name.');
  const policies: ClientPolicies = {};
  for (const key of Object.keys(value)) {
    const entry = own(value, key);
    if (!isRecord(entry)) throw new Error(`The policy for "${key}" must be an object.`);
    const policy: ClientPolicy = {};
    for (const field of Object.keys(entry)) {
      const flag = own(entry, field);
      if ((field !== 'elicitation' && field !== 'handoff') || typeof flag !== 'boolean') {
        throw new Error(`The policy for "${key}" may only set "elicitation" and "handoff" to true or false.`);
      }
      policy[field] = flag;
    }
    Object.defineProperty(policies, key, { value: policy, enumerable: true });
  }
  return policies;
}
