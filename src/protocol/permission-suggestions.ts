/**
 * The Claude Agent SDK's permission suggestions (`PermissionUpdate[]`): what `canUseTool`
 * offers so the user is not asked again, handed back as `updatedPermissions` when they agree.
 */
import { LIMITS } from './limits.js';
import { Reader, childPath, isRecord, own, quoted, type Json } from './input.js';
import { jsonCopy } from './dialects/shared/shapes.js';

/** Where a permission update is saved, as the Claude Agent SDK names it. */
export type PermissionUpdateDestination = 'userSettings' | 'projectSettings' | 'localSettings' | 'session' | 'cliArg';

/** A rule: a tool, and what of its use it covers (`Bash` with `npm test:*`). */
export interface PermissionRuleValue {
  toolName: string;
  ruleContent?: string;
}

/**
 * One `PermissionUpdate`, as `@anthropic-ai/claude-agent-sdk` types it. The parser checks its
 * `type` and keeps the rest as received: the SDK reads it back, not the kit.
 */
export type PermissionSuggestion =
  | { type: 'addRules' | 'replaceRules' | 'removeRules'; rules: PermissionRuleValue[]; behavior: 'allow' | 'deny' | 'ask'; destination: PermissionUpdateDestination }
  | { type: 'setMode'; mode: 'default' | 'acceptEdits' | 'bypassPermissions' | 'plan' | 'dontAsk' | 'auto'; destination: PermissionUpdateDestination }
  | { type: 'addDirectories' | 'removeDirectories'; directories: string[]; destination: PermissionUpdateDestination };

const UPDATE_TYPES: readonly string[] = ['addRules', 'replaceRules', 'removeRules', 'setMode', 'addDirectories', 'removeDirectories'];

/**
 * The suggestions at `key` of `root` (`suggestions` as the callback's options name them,
 * `permission_suggestions` on the control protocol), as plain JSON copies; each must be an
 * object whose `type` is a `PermissionUpdate`'s. `undefined` when there are none.
 */
export function readSuggestions(r: Reader, root: Json, path: string): PermissionSuggestion[] | undefined {
  const key = own(root, 'suggestions') === undefined && own(root, 'permission_suggestions') !== undefined ? 'permission_suggestions' : 'suggestions';
  const list = r.array(root, key, path, { max: LIMITS.maxQuestions, rangeMessage: `must hold at most ${LIMITS.maxQuestions} permission updates` });
  if (!list || list.length === 0) return undefined;
  const copies: PermissionSuggestion[] = [];
  list.forEach((item, i) => {
    if (!isRecord(item) || !UPDATE_TYPES.includes(own(item, 'type') as string)) {
      r.fail(childPath(`${path}.${key}`, i), `A permission suggestion must be a PermissionUpdate: an object whose "type" is one of ${quoted(UPDATE_TYPES)}.`);
      return;
    }
    // Sent back as it came when the user agrees: a plain JSON copy, bounded like any payload.
    const copy = jsonCopy(item);
    if (copy === undefined) r.fail(childPath(`${path}.${key}`, i), 'A permission suggestion must be plain JSON, within the payload size limit.');
    else copies.push(copy as PermissionSuggestion);
  });
  return copies;
}

/**
 * What agreeing to `suggestions` allows from now on, in the rules' own notation: each rule
 * as `Tool(content)`, a mode as `mode: acceptEdits`, directories by path. Removals say nothing.
 */
export function describeSuggestions(suggestions: readonly PermissionSuggestion[]): string {
  const parts: string[] = [];
  // Read defensively: only `type` was checked when the suggestion was parsed.
  for (const s of suggestions) {
    const rules = own(s, 'rules');
    const mode = own(s, 'mode');
    const directories = own(s, 'directories');
    if ((s.type === 'addRules' || s.type === 'replaceRules') && Array.isArray(rules)) {
      for (const rule of rules) {
        const tool = isRecord(rule) ? own(rule, 'toolName') : undefined;
        if (typeof tool !== 'string') continue;
        const content = own(rule as Json, 'ruleContent');
        parts.push(typeof content === 'string' && content !== '' ? `${tool}(${content})` : tool);
      }
    } else if (s.type === 'setMode' && typeof mode === 'string') {
      parts.push(`mode: ${mode}`);
    } else if (s.type === 'addDirectories' && Array.isArray(directories)) {
      parts.push(...directories.filter((d): d is string => typeof d === 'string'));
    }
  }
  return parts.join(', ');
}
