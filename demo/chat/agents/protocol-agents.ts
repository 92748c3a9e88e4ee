/**
 * Agents that ask several things at once or in a protocol of 2026: an MCP server returning
 * an InputRequiredResult and then a task waiting for input, VS Code's askQuestions, an AG-UI
 * run stopping on interrupts, and Codex's app server (a question it does not wait on, an
 * openai/form elicitation). Each reply goes back in the message its protocol sends.
 */
import { FINISHED, lastReply, readJson, step, type Agent } from './agent.js';

/**
 * The requests these agents answered with a question, by JSON-RPC id: the host keeps what it
 * sent, and retries it with the answers (an InputRequiredResult's retry), as an MCP client does.
 */
export const SENT: Record<number, { method: string; params: Record<string, unknown> }> = {
  51: { method: 'tools/call', params: { name: 'provision_database', arguments: { engine: 'postgres' } } },
};

const form = (message: string, properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const provisioner: Agent = {
  id: 'mcp_input_required',
  name: 'Provisioning server (MCP 2026)',
  dialect: 'mcp_elicitation',
  source: "an MCP InputRequiredResult, then a task's input_required",
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'I called **provision_database** on the `db-admin` MCP server. It needs two answers before it can start, and asked for both at once:',
          ask: {
            kind: 'mcp_elicitation',
            payload: {
              jsonrpc: '2.0',
              id: 51,
              result: {
                resultType: 'input_required',
                serverName: 'db-admin',
                inputRequests: {
                  name: form('What should the database be called?', { name: { type: 'string', title: 'Database name', minLength: 3, maxLength: 40 } }),
                  region: form('Where should it run?', { region: { type: 'string', title: 'Region', oneOf: [{ const: 'eu-west-1', title: 'EU West (Ireland)' }, { const: 'us-east-1', title: 'US East (Virginia)' }] } }),
                },
                requestState: 'eyJzdGVwIjoiZGV0YWlscyJ9.kGq2',
              },
            },
          },
        };
      case 1: {
        const retry = readJson(lastReply(messages));
        const answers = ((retry['params'] ?? {}) as Record<string, unknown>)['inputResponses'];
        return {
          text: `The server got the retry with \`${JSON.stringify(answers)}\` and started a task. Halfway through, the task stopped for two more answers:`,
          ask: {
            kind: 'mcp_elicitation',
            payload: {
              jsonrpc: '2.0',
              id: 52,
              result: {
                resultType: 'complete',
                taskId: 'task-7f3c2a',
                status: 'input_required',
                statusMessage: 'Waiting before the schema migration',
                createdAt: '2026-11-30T09:12:00Z',
                lastUpdatedAt: '2026-11-30T09:14:30Z',
                ttlMs: 3600000,
                pollIntervalMs: 5000,
                inputRequests: {
                  migrate: form('Run the schema migration now?', { migrate: { type: 'boolean', title: 'Run the migration now' } }),
                  backup: form('When should the nightly backup run?', { window: { type: 'string', title: 'Backup window', enum: ['01:00', '03:00', '05:00'], default: '03:00' } }),
                },
              },
            },
          },
        };
      }
      case 2:
        return { text: `The task got its \`tasks/update\` and goes on: \`${lastReply(messages).slice(0, 200)}\`. Provisioning finished.` };
      default:
        return { text: FINISHED };
    }
  },
};

export const copilot: Agent = {
  id: 'vscode_ask_questions',
  name: 'Copilot agent (VS Code askQuestions)',
  dialect: 'vscode_ask_questions',
  source: "VS Code's vscode_askQuestions tool",
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'Before I scaffold the package, a few clarifying questions (skip any you like):',
          ask: {
            kind: 'vscode_ask_questions',
            payload: {
              questions: [
                { header: 'Test framework', question: 'Which test framework should the new package use?', message: 'The repository already uses Vitest in two packages.', options: [{ label: 'Vitest', description: 'Matches the other packages', recommended: true }, { label: 'Jest' }] },
                { header: 'Coverage', question: 'Which coverage reports should CI keep?', multiSelect: true, allowFreeformInput: false, options: [{ label: 'text' }, { label: 'lcov' }, { label: 'html' }] },
                { header: 'Name', question: 'What should the package be called?' },
              ],
            },
          },
        };
      case 1:
        return { text: `The tool returned \`${lastReply(messages)}\`: scaffolding with that.` };
      default:
        return { text: FINISHED };
    }
  },
};

export const researcher: Agent = {
  id: 'ag_ui_interrupt',
  name: 'Research agent (AG-UI)',
  dialect: 'ag_ui_interrupt',
  source: 'an AG-UI run that stopped on interrupts',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'The run stopped on two interrupts. They must both be answered (or cancelled) before it resumes, within ten minutes:',
          ask: {
            kind: 'ag_ui_interrupt',
            payload: {
              type: 'RUN_FINISHED',
              threadId: 'thread-research',
              runId: 'run-1',
              outcome: {
                type: 'interrupt',
                interrupts: [
                  {
                    id: 'int-send',
                    reason: 'tool_call',
                    message: 'Send the summary to the team?',
                    toolCallId: 'tc-send',
                    responseSchema: { type: 'object', properties: { approved: { type: 'boolean' }, editedArgs: { type: 'object' } }, required: ['approved'] },
                    metadata: { tool_name: 'send_email', tool_input: { to: 'team@example.com', subject: 'Weekly research summary' } },
                    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
                  },
                  { id: 'int-archive', reason: 'confirmation', message: 'Archive the raw notes afterwards?' },
                ],
              },
            },
          },
        };
      case 1:
        return { text: `Resumed with \`${lastReply(messages)}\`.` };
      default:
        return { text: FINISHED };
    }
  },
};

export const codexAppServer: Agent = {
  id: 'codex_request_user_input',
  name: 'Codex app server',
  dialect: 'codex_request_user_input',
  source: "Codex's app server (item/tool/requestUserInput, an openai/form elicitation)",
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: "Codex has a quick question. It won't wait for it: left alone, it goes on without an answer in two minutes.",
          ask: {
            kind: 'codex_request_user_input',
            payload: {
              threadId: 'thr_demo',
              turnId: 'turn_1',
              itemId: 'call_color',
              isBlocking: false,
              autoResolutionMs: null,
              questions: [{ id: 'color', header: 'Color', question: 'Which accent color should the theme use?', isOther: true, isSecret: false, options: [{ label: 'Green (Recommended)', description: 'Matches the brand palette.' }, { label: 'Blue', description: 'Higher contrast on dark backgrounds.' }] }],
            },
          },
        };
      case 1:
        return {
          text: `Codex got \`${lastReply(messages)}\`. Now the **linear** MCP server asks, through Codex, with an extended form:`,
          ask: {
            kind: 'mcp_elicitation',
            payload: {
              jsonrpc: '2.0',
              id: 61,
              method: 'mcpServer/elicitation/request',
              params: {
                threadId: 'thr_demo',
                turnId: 'turn_1',
                serverName: 'linear',
                mode: 'openai/form',
                message: 'Create the issue in Linear?',
                requestedSchema: {
                  $schema: 'https://json-schema.org/draft/2020-12/schema',
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    title: { type: 'string', title: 'Title', minLength: 1 },
                    priority: { type: 'string', title: 'Priority', enum: ['urgent', 'high', 'medium', 'low'] },
                  },
                  required: ['title', 'priority'],
                },
              },
            },
          },
        };
      case 2:
        return { text: 'Codex forwarded the answer to the server.' };
      default:
        return { text: FINISHED };
    }
  },
};
