/**
 * An agent that asks permission before it acts: the Claude Agent SDK's `canUseTool` callback
 * (dialect `can_use_tool`), a shell command first, then a file edit, each answered with the
 * SDK's own `PermissionResult`.
 */
import { FINISHED, lastReply, readJson, step, type Agent } from './agent.js';

/** What `canUseTool(toolName, input, { suggestions })` receives for a tool call (@anthropic-ai/claude-agent-sdk). */
function permission(toolName: string, input: Record<string, unknown>, suggestions?: unknown[]) {
  return { toolName, input, ...(suggestions && { suggestions }) };
}

/** How the agent reads the result: allowed, or denied (with what the person said to do instead). */
function outcome(reply: string): { allowed: boolean; message?: string } {
  const result = readJson(reply);
  return result['behavior'] === 'allow' ? { allowed: true } : { allowed: false, message: typeof result['message'] === 'string' ? result['message'] : undefined };
}

export const buildRunner: Agent = {
  id: 'can_use_tool',
  name: 'Build runner (Claude Agent SDK)',
  dialect: 'can_use_tool',
  source: 'the Agent SDK\'s canUseTool permission callback, answered with a PermissionResult',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'The last build left stale files behind. I want to clear the build folder and build again.',
          ask: {
            kind: 'can_use_tool',
            payload: permission('Bash', { command: 'rm -rf ./build && npm run build', description: 'Rebuild the project from scratch' }, [
              { type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm run build:*' }], behavior: 'allow', destination: 'localSettings' },
            ]),
          },
        };
      case 1: {
        const { allowed, message } = outcome(lastReply(messages));
        const said = allowed ? 'The build passed.' : message ? `I won't run it. You said: “${message}”.` : "I won't run it.";
        return {
          text: `${said} One more change: the build's retry count lives in \`src/config.ts\`.`,
          ask: {
            kind: 'can_use_tool',
            payload: permission('Edit', { file_path: 'src/config.ts', old_string: 'export const retries = 3;', new_string: 'export const retries = 5;' }),
          },
        };
      }
      case 2: {
        const { allowed } = outcome(lastReply(messages));
        return { text: allowed ? 'Edited `src/config.ts`: five retries from now on.' : 'Left `src/config.ts` as it was.' };
      }
      default:
        return { text: FINISHED };
    }
  },
};
