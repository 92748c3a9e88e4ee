/**
 * Agents that ask several questions at once, which wait in the page's `<choice-queue>`: an AI
 * SDK model calling three tools in one step, a lead agent whose three subagents each ask
 * through the `provide_choice` MCP tool, and a plan whose four tool calls each need the Claude
 * Agent SDK's permission (`canUseTool`). Each answer goes back on its own; the agent goes on
 * once every one is in.
 */
import { FINISHED, callId, readJson, repliesSinceLastTurn, step, type Agent } from './agent.js';

function toolPart(name: string, input: unknown) {
  return { type: `tool-${name}`, toolCallId: callId('call'), state: 'input-available', input };
}

export const parallelTools: Agent = {
  id: 'parallel_tool_calls',
  name: 'Parallel tool calls (AI SDK)',
  dialect: 'ai_sdk_tool_part',
  source: 'three tool calls in one step, each answered with its own addToolOutput',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'Setting up the storefront. I called three tools at once; each waits for you in the queue above the message box, and you can answer them in any order.',
          batch: [
            {
              source: 'chooseHosting',
              kind: 'ai_sdk_tool_part',
              payload: toolPart('chooseHosting', {
                question: 'Where should the storefront be hosted?',
                options: [
                  { label: 'Vercel', value: 'vercel', description: 'A preview deployment for every pull request.', recommended: true },
                  { label: 'Netlify', value: 'netlify' },
                  { label: 'Self-hosted', value: 'self-hosted' },
                ],
              }),
            },
            {
              source: 'askUserQuestion',
              kind: 'ai_sdk_tool_part',
              payload: toolPart('askUserQuestion', {
                questions: [
                  { question: 'Which payment methods should checkout offer?', header: 'Payments', multiSelect: true, options: [{ label: 'Cards' }, { label: 'PayPal' }, { label: 'Apple Pay' }] },
                  { question: 'May guests check out without an account?', header: 'Guests', multiSelect: false, options: [{ label: 'Yes' }, { label: 'No' }] },
                ],
              }),
            },
            { source: 'askForConfirmation', kind: 'ai_sdk_tool_part', payload: toolPart('askForConfirmation', { message: 'Create the products table now?' }) },
          ],
        };
      case 1:
        return { text: `All three tool outputs are in, each sent as it was answered:\n\n${repliesSinceLastTurn(messages).map((r) => `- \`${r}\``).join('\n')}\n\nThe storefront is configured.` };
      default:
        return { text: FINISHED };
    }
  },
};

function provideChoice(prompt: string, options: { id: string; label: string; recommended?: boolean }[], extra: Record<string, unknown> = {}) {
  return { title: prompt, prompt, selection_mode: 'single', options, ...extra };
}

export const subagents: Agent = {
  id: 'subagents',
  name: 'Lead agent with subagents',
  dialect: 'provide_choice',
  source: 'three subagents asking at once through the provide_choice MCP tool',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'I started three subagents on the migration. Each needs one decision from you; their questions wait in the queue above the message box. The tester gives you two minutes, and its clock waits while you work in its question.',
          batch: [
            {
              source: 'researcher',
              kind: 'provide_choice',
              payload: provideChoice('Which database should the new service use?', [
                { id: 'postgres', label: 'PostgreSQL', recommended: true },
                { id: 'sqlite', label: 'SQLite' },
              ]),
            },
            {
              source: 'tester',
              kind: 'provide_choice',
              payload: provideChoice(
                'Which tests should gate the merge?',
                [
                  { id: 'unit', label: 'Unit tests', recommended: true },
                  { id: 'e2e', label: 'End-to-end tests' },
                  { id: 'visual', label: 'Visual regression' },
                ],
                { selection_mode: 'multi', default_selection_ids: ['unit'], min_selections: 1, timeout_seconds: 120, timeout_action: 'default_selection' },
              ),
            },
            {
              source: 'writer',
              kind: 'provide_choice',
              payload: provideChoice('Where should the migration notes go?', [
                { id: 'changelog', label: 'CHANGELOG.md', recommended: true },
                { id: 'wiki', label: 'The team wiki' },
              ]),
            },
          ],
        };
      case 1: {
        const statuses = repliesSinceLastTurn(messages).map((r) => String(readJson(r)['action_status'] ?? 'unknown'));
        return { text: `The subagents have their answers (${statuses.map((s) => `\`${s}\``).join(', ')}) and are back at work.` };
      }
      default:
        return { text: FINISHED };
    }
  },
};

export const approvalsBatch: Agent = {
  id: 'approvals_batch',
  name: 'Approvals in a batch (Agent SDK)',
  dialect: 'can_use_tool',
  source: 'four canUseTool permission requests at once',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'My plan runs four tools, and each needs your permission. Review them one by one in the queue, or all together with **Review 4 approvals**.',
          batch: [
            { source: 'builder', kind: 'can_use_tool', payload: { toolName: 'Bash', input: { command: 'npm test', description: 'Run the test suite' } } },
            {
              source: 'editor',
              kind: 'can_use_tool',
              payload: { toolName: 'Edit', input: { file_path: 'src/config.ts', old_string: 'export const retries = 1;', new_string: 'export const retries = 3;' } },
            },
            { source: 'docs writer', kind: 'can_use_tool', payload: { toolName: 'Write', input: { file_path: 'docs/retries.md', content: '# Retries\n\nFailed requests are tried three times.\n' } } },
            { source: 'releaser', kind: 'can_use_tool', payload: { toolName: 'Bash', input: { command: 'git push origin main', description: 'Push the change' } } },
          ],
        };
      case 1: {
        const decisions = repliesSinceLastTurn(messages).map((r) => String(readJson(r)['behavior'] ?? 'unknown'));
        return { text: `Permission results: ${decisions.map((d) => `\`${d}\``).join(', ')}. I ran what you allowed and skipped the rest.` };
      }
      default:
        return { text: FINISHED };
    }
  },
};
