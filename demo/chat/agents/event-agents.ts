/**
 * Agents whose questions arrive as structured events: the `user_choice_required`
 * stream event of an agent service that calls `requestUserChoice`, an MCP `elicitation/create` request, and an AI SDK `useChat` tool part.
 */
import { FINISHED, callId, lastReply, quote, readJson, step, type Agent } from './agent.js';

function userChoiceEvent(args: unknown) {
  // Such an agent service yields the tool arguments as JSON text in `content`.
  return { type: 'user_choice_required', content: JSON.stringify(args) };
}

export const planner: Agent = {
  id: 'request_user_choice',
  name: 'Planning assistant',
  dialect: 'request_user_choice',
  source: 'a user_choice_required stream event',
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

export const deployServer: Agent = {
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

export const storefront: Agent = {
  id: 'ai_sdk_tool_part',
  name: 'Storefront assistant (AI SDK)',
  dialect: 'ai_sdk_tool_part',
  source: 'a useChat tool part, answered with addToolOutput or addToolApprovalResponse',
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
        return {
          text: 'Checkout is configured. The old checkout page can go; my server asks you first, and signs the request.',
          ask: {
            kind: 'ai_sdk_tool_part',
            // As AI SDK 7's `streamText` streams a call its `toolApproval` leaves to a person
            // ({type: 'user-approval', reason}), signed with `experimental_toolApprovalSecret`.
            payload: {
              type: 'tool-deleteFile',
              toolCallId: callId('call'),
              state: 'approval-requested',
              input: { path: 'src/pages/checkout-old.tsx' },
              approval: { id: callId('approval'), requestReason: 'Deleting files needs a person in this workspace.', signature: 'CE-KRwKCUOKMRdms6liu8sA9qAWqZhuQZu97iT9mVwA' },
            },
          },
        };
      case 3: {
        const response = readJson(lastReply(messages));
        const reason = typeof response['reason'] === 'string' ? ` You said: ${quote(response['reason'])}.` : '';
        return { text: `${response['approved'] ? 'Deleted the old checkout page.' : 'Kept the old checkout page.'}${reason}` };
      }
      default:
        return { text: FINISHED };
    }
  },
};
