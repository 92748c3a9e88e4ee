/**
 * Agents that call a blocking tool and wait on a `ChoiceSession`: `ask_user_question`
 * (which also shows how a sub-agent is refused) and `provide_choice`.
 */
import { FINISHED, lastReply, readJson, step, type Agent } from './agent.js';

const SCAFFOLD_QUESTIONS = {
  questions: [
    {
      question: 'Which language should the service be written in?',
      header: 'Language',
      multiSelect: false,
      options: [
        { label: 'TypeScript', description: 'The same language as the web app.' },
        { label: 'Go', description: 'Small static binaries, fast start-up.' },
        { label: 'Python', description: 'Quickest to prototype.' },
      ],
    },
    {
      question: 'Which checks should run in CI?',
      header: 'CI checks',
      multiSelect: true,
      options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'Type-check' }, { label: 'End-to-end tests' }],
    },
    {
      question: 'Where will the service run?',
      header: 'Hosting',
      multiSelect: false,
      options: [{ label: 'Kubernetes' }, { label: 'Fly.io' }, { label: 'A plain VM' }],
    },
  ],
};

export const scaffolder: Agent = {
  id: 'ask_user_question',
  name: 'Project scaffolder',
  dialect: 'ask_user_question',
  source: 'the ask_user_question tool through a ChoiceSession',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return { text: 'Before I scaffold the service, I need three decisions from you.', ask: { kind: 'ask_user_question', payload: SCAFFOLD_QUESTIONS } };
      case 1: {
        const result = readJson(lastReply(messages));
        const answers = (result['answers'] ?? {}) as Record<string, string>;
        const summary = result['cancelled']
          ? "You skipped the questions, so I'll go with TypeScript on Kubernetes, with unit tests and lint in CI."
          : `Thanks. Scaffolding a **${answers['Which language should the service be written in?'] ?? 'TypeScript'}** service for **${answers['Where will the service run?'] ?? 'Kubernetes'}**, with these CI checks: ${answers['Which checks should run in CI?'] ?? 'none'}.`;
        // Sub-agents may not ask (they run without a user to answer): the real tool refuses them, and this is its message.
        const { askUserQuestionTool } = await import('../../../src/tools.js');
        const refusal = await askUserQuestionTool.execute(SCAFFOLD_QUESTIONS, { isSubAgent: true });
        return {
          text: `${summary}\n\nMy lint sub-agent tried to ask you something as well, and the tool refused it:\n\n> ${refusal.content}\n\nOne more: which schema should I start from?`,
          ask: {
            kind: 'ask_user_question',
            payload: {
              questions: [
                {
                  question: 'Which database schema should I start from?',
                  header: 'Schema',
                  multiSelect: false,
                  options: [
                    // Claude Code's preview layout: markdown previews (mockups, code), and notes that may be the whole answer.
                    { label: 'Minimal', description: 'Users and sessions only.', preview: '**Two tables**, nothing to migrate later.\n\n```sql\nCREATE TABLE users (\n  id    uuid PRIMARY KEY,\n  email text UNIQUE NOT NULL\n);\n```' },
                    {
                      label: 'Full',
                      description: 'Users, teams, roles and an audit log.',
                      preview: '**Five tables**, ready for teams:\n\n- `teams`, `roles`\n- `audit_log`\n\n```sql\nCREATE TABLE teams (...);\nCREATE TABLE roles (...);\nCREATE TABLE audit_log (...);\n```',
                    },
                  ],
                },
              ],
            },
          },
        };
      }
      case 2:
        return { text: `Done. The tool result I received was \`${lastReply(messages)}\`; the repository is ready.` };
      default:
        return { text: FINISHED };
    }
  },
};

export const releaseManager: Agent = {
  id: 'provide_choice',
  name: 'Release manager',
  dialect: 'provide_choice',
  source: 'the provide_choice MCP tool',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'Release **2.14.0** passed every check. Where should it go? You have ten minutes; after that I ship to staging only.',
          ask: {
            kind: 'provide_choice',
            payload: {
              title: 'Release 2.14.0',
              prompt: 'Which environments should receive this release?',
              selection_mode: 'multi',
              options: [
                { id: 'staging', label: 'Staging', description: 'Internal testers.', recommended: true },
                { id: 'canary', label: 'Canary (5%)', description: 'A small slice of production traffic.' },
                { id: 'production', label: 'Production', description: 'Everyone.' },
              ],
              default_selection_ids: ['staging'],
              min_selections: 1,
              max_selections: 3,
              allow_option_notes: true,
              allow_global_annotation: true,
              timeout_seconds: 600,
              timeout_action: 'default_selection',
            },
          },
        };
      case 1: {
        const result = readJson(lastReply(messages));
        const status = String(result['action_status'] ?? 'unknown');
        return {
          text: `The tool came back with \`action_status: "${status}"\`. Who should be credited in the release notes?`,
          ask: {
            kind: 'provide_choice',
            payload: {
              title: 'Release notes',
              prompt: 'Who should be credited in the release notes?',
              selection_mode: 'hybrid',
              options: [
                { id: 'team', label: 'The whole team', recommended: true },
                { id: 'authors', label: 'Only the commit authors' },
              ],
              placeholder: 'Or name people yourself',
            },
          },
        };
      }
      case 2:
        return { text: `Release notes updated from \`${lastReply(messages)}\`. Shipping.` };
      default:
        return { text: FINISHED };
    }
  },
};
