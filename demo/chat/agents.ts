/**
 * The scripted agents, one per dialect. Each looks at the conversation so far and says what
 * it would say next: markdown (streamed by the page token by token), and maybe a structured
 * question in its own dialect. Their answers depend on what actually came back, so the
 * reply the page sent is visibly the one the agent read.
 */
import { askUserQuestionTool, type DialectName } from '../../src/protocol.js';
import type { AskKind, StoredMessage } from './store.js';

export interface AgentTurn {
  /** Markdown; `choices` blocks included for the markdown dialect. */
  text: string;
  /** A structured question following the text. */
  ask?: { kind: AskKind; payload: unknown };
}

export interface Agent {
  id: string;
  name: string;
  dialect: DialectName;
  /** Where the dialect comes from, in a few words. */
  source: string;
  /** What the agent turns the conversation into next; `undefined` means it waits for the user. */
  next(messages: readonly StoredMessage[]): Promise<AgentTurn | undefined>;
}

const FINISHED = 'This scripted agent has finished. Choose **Start over** to run it again, or pick another agent.';

function step(messages: readonly StoredMessage[]): number {
  return messages.filter((m) => m.role === 'assistant').length;
}

/** The last thing that came back to the agent: a user message or a tool result. */
function lastReply(messages: readonly StoredMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'user' || m.role === 'tool') return m.content;
  }
  return '';
}

function fence(json: unknown): string {
  return '```choices\n' + JSON.stringify(json, null, 2) + '\n```\n';
}

function callId(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}

function readJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const quote = (text: string) => `“${text.replace(/\s+/g, ' ').trim()}”`;

const sourceSetup: Agent = {
  id: 'choices-block',
  name: 'Source setup',
  dialect: 'choices-block',
  source: 'a choices code block in streamed markdown (seed 003)',
  async next(messages) {
    const reply = lastReply(messages).trim();
    switch (step(messages)) {
      case 0:
        return {
          text:
            'I found **Hacker News** at `news.ycombinator.com`. It publishes an RSS feed, and its story pages are easy to read, so either way works.\n\n' +
            fence({
              question: 'How would you like to add this source?',
              options: [
                { label: 'Use RSS feed', value: 'rss', description: 'Fast and reliable; only what the feed includes.', recommended: true },
                { label: 'Use agentic extraction', value: 'agentic', description: 'Reads every story page; slower, catches everything.' },
              ],
            }),
        };
      case 1: {
        const lead =
          reply === 'rss'
            ? "Great, I'll use the feed at `https://news.ycombinator.com/rss`."
            : reply === 'agentic'
              ? "Agentic extraction it is: I'll read the front page and follow each story."
              : `Noted: ${quote(reply)}. I'll start with the RSS feed, and we can change it later.`;
        return {
          text:
            `${lead}\n\n` +
            fence({
              question: 'How often should I check for new stories?',
              options: [
                { label: 'Every hour', value: 'hourly' },
                { label: 'Every 6 hours', value: 'every-6-hours', recommended: true },
                { label: 'Once a day', value: 'daily' },
              ],
            }),
        };
      }
      case 2: {
        const known: Record<string, string> = { hourly: 'every hour', 'every-6-hours': 'every 6 hours', daily: 'once a day' };
        const lead = known[reply] ? `I'll check ${known[reply]}.` : `Understood: ${quote(reply)}. Until you say otherwise, I'll check every 6 hours.`;
        return {
          text:
            `${lead} Last question: what should happen with new stories? Pick any, or describe your own.\n\n` +
            fence({
              question: 'What should I do with new stories?',
              multiple: true,
              allowOther: true,
              placeholder: 'Something else…',
              options: [
                { label: 'Summarize them', value: 'summarize' },
                { label: 'Tag them by topic', value: 'tag' },
                { label: 'Notify me', value: 'notify' },
              ],
            }),
        };
      }
      case 3:
        return { text: `All set: **Hacker News** is added, and new stories get this treatment: ${quote(reply)}.` };
      default:
        return { text: FINISHED };
    }
  },
};

const planPicker: Agent = {
  id: 'present_choices',
  name: 'Workspace setup',
  dialect: 'present_choices',
  source: 'a present_choices tool call (seed 000)',
  async next(messages) {
    const reply = lastReply(messages).trim();
    switch (step(messages)) {
      case 0:
        return {
          text: "I'll set up your workspace. First, the plan.",
          ask: {
            kind: 'present_choices',
            payload: {
              question: 'Which plan fits your team?',
              context: 'All plans include unlimited projects, and you can switch at any time.',
              options: [
                { label: 'Free', value: 'free', description: 'Up to 3 members.' },
                { label: 'Team', value: 'team', description: 'Up to 50 members, single sign-on.', recommended: true },
                { label: 'Enterprise', value: 'enterprise', description: 'Unlimited members, audit log, support SLA.' },
              ],
            },
          },
        };
      case 1:
        return {
          text: `The **${reply || 'Team'}** plan it is. Which tools should I connect? Pick at least one.`,
          ask: {
            kind: 'present_choices',
            payload: {
              question: 'Which integrations should I connect?',
              multiple: true,
              minSelections: 1,
              options: [
                { label: 'GitHub', value: 'github' },
                { label: 'Slack', value: 'slack' },
                { label: 'Linear', value: 'linear' },
                { label: 'Figma', value: 'figma' },
              ],
            },
          },
        };
      case 2:
        return { text: `Your workspace is ready, with these integrations: ${quote(reply)}.` };
      default:
        return { text: FINISHED };
    }
  },
};

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

const scaffolder: Agent = {
  id: 'ask_user_question',
  name: 'Project scaffolder',
  dialect: 'ask_user_question',
  source: 'the ask_user_question tool through a ChoiceSession (seed 001)',
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
        // Sub-agents may not ask (REQ-AUQ-005): the real tool refuses them, and this is its message.
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
                    { label: 'Minimal', description: 'Users and sessions only.', preview: 'CREATE TABLE users (\n  id    uuid PRIMARY KEY,\n  email text UNIQUE NOT NULL\n);' },
                    {
                      label: 'Full',
                      description: 'Users, teams, roles and an audit log.',
                      preview: 'CREATE TABLE teams (...);\nCREATE TABLE roles (...);\nCREATE TABLE audit_log (...);',
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

const releaseManager: Agent = {
  id: 'provide_choice',
  name: 'Release manager',
  dialect: 'provide_choice',
  source: 'the provide_choice MCP tool (seed 002)',
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

function userChoiceEvent(args: unknown) {
  // Seed 004's agent service yields the tool arguments as JSON text in `content`.
  return { type: 'user_choice_required', content: JSON.stringify(args) };
}

const planner: Agent = {
  id: 'request_user_choice',
  name: 'Planning assistant',
  dialect: 'request_user_choice',
  source: 'a user_choice_required stream event (seed 004)',
  async next(messages) {
    const reply = lastReply(messages).trim();
    switch (step(messages)) {
      case 0:
        return {
          text: "I've read the ticket. Before I write the plan, one decision:",
          ask: {
            kind: 'request_user_choice',
            payload: userChoiceEvent({
              question: 'How should people sign in?',
              options: [
                { title: 'Email magic link', description: 'No passwords to store or reset.', isRecommended: true },
                { title: 'Password and 2FA', description: 'Familiar, but more to build and support.' },
                { title: 'Google sign-in', description: 'One click for most users; needs a fallback.' },
              ],
            }),
          },
        };
      case 1:
        return {
          text: `${quote(reply)}: got it. Should the work land in one pull request or two?`,
          ask: {
            kind: 'request_user_choice',
            payload: userChoiceEvent({
              question: 'Should I split the work into two pull requests?',
              options: [
                { title: 'Yes, two pull requests', description: 'Backend first, then the UI.', isRecommended: true },
                { title: 'No, one pull request', description: 'Review everything together.' },
              ],
            }),
          },
        };
      case 2:
        return { text: `Plan written. Your last answer was ${quote(reply)}.` };
      default:
        return { text: FINISHED };
    }
  },
};

const deployServer: Agent = {
  id: 'mcp_elicitation',
  name: 'Deploy server (MCP)',
  dialect: 'mcp_elicitation',
  source: 'an MCP elicitation/create request',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'The **deploy** MCP server needs details before it runs `deploy web-app@2.14.0`.',
          ask: {
            kind: 'mcp_elicitation',
            payload: {
              jsonrpc: '2.0',
              id: 41,
              method: 'elicitation/create',
              params: {
                message: 'Deploy web-app@2.14.0',
                requestedSchema: {
                  type: 'object',
                  properties: {
                    environment: {
                      type: 'string',
                      title: 'Which environment?',
                      oneOf: [
                        { const: 'staging', title: 'Staging' },
                        { const: 'production', title: 'Production' },
                      ],
                    },
                    regions: {
                      type: 'array',
                      title: 'Which regions?',
                      minItems: 1,
                      items: {
                        anyOf: [
                          { const: 'eu-west', title: 'EU West' },
                          { const: 'us-east', title: 'US East' },
                          { const: 'ap-south', title: 'Asia Pacific South' },
                        ],
                      },
                    },
                    notify: { type: 'boolean', title: 'Post a note in the team channel?' },
                  },
                  required: ['environment', 'regions', 'notify'],
                },
              },
            },
          },
        };
      case 1: {
        const response = readJson(lastReply(messages));
        const result = (response['result'] ?? {}) as Record<string, unknown>;
        const lead =
          result['action'] === 'accept'
            ? `Deploying with \`${JSON.stringify(result['content'])}\`.`
            : `The server got \`action: "${String(result['action'])}"\`, so nothing was deployed.`;
        return {
          text: `${lead} The server has one more question.`,
          ask: {
            kind: 'mcp_elicitation',
            payload: {
              jsonrpc: '2.0',
              id: 42,
              method: 'elicitation/create',
              params: {
                message: 'How many minutes should the rollback window stay open?',
                requestedSchema: {
                  type: 'object',
                  properties: { minutes: { type: 'integer', minimum: 5, maximum: 120, default: 30 } },
                  required: ['minutes'],
                },
              },
            },
          },
        };
      }
      case 2:
        return { text: 'Deployment finished.' };
      default:
        return { text: FINISHED };
    }
  },
};

function toolPart(name: string, input: unknown) {
  return { type: `tool-${name}`, toolCallId: callId('call'), state: 'input-available', input };
}

const storefront: Agent = {
  id: 'ai_sdk_tool_part',
  name: 'Storefront assistant (AI SDK)',
  dialect: 'ai_sdk_tool_part',
  source: 'a useChat tool part, answered with addToolOutput',
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: "Let's choose where the storefront runs.",
          ask: {
            kind: 'ai_sdk_tool_part',
            payload: toolPart('chooseHosting', {
              question: 'Where should the storefront be hosted?',
              options: [
                { label: 'Vercel', value: 'vercel', description: 'A preview deployment for every pull request.', recommended: true },
                { label: 'Netlify', value: 'netlify', description: 'Built-in forms and split testing.' },
                { label: 'Self-hosted', value: 'self-hosted', description: 'Your own servers, your own rules.' },
              ],
            }),
          },
        };
      case 1:
        return {
          text: `Got the tool output \`${lastReply(messages)}\`. Two details about checkout:`,
          ask: {
            kind: 'ai_sdk_tool_part',
            payload: toolPart('askUserQuestion', {
              questions: [
                { question: 'Which payment methods should checkout offer?', header: 'Payments', multiSelect: true, options: [{ label: 'Cards' }, { label: 'PayPal' }, { label: 'Apple Pay' }] },
                { question: 'Should guests be able to check out without an account?', header: 'Guests', multiSelect: false, options: [{ label: 'Yes' }, { label: 'No' }] },
              ],
            }),
          },
        };
      case 2:
        return { text: 'Checkout is configured.' };
      default:
        return { text: FINISHED };
    }
  },
};

export const AGENTS: readonly Agent[] = [sourceSetup, planPicker, scaffolder, releaseManager, planner, deployServer, storefront];

export function agentById(id: string | null): Agent {
  return AGENTS.find((a) => a.id === id) ?? AGENTS[0]!;
}
