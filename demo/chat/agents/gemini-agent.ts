/**
 * An agent that asks through Gemini CLI's `ask_user` tool: the page shows its arguments and
 * hands back what Gemini's dialog would, `{answers}` keyed by question index, as the tool's
 * result. Its first question is a multi-select (with "All of the above", as Gemini offers
 * it), its second a choice whose placeholder is the hint of its "Other" field.
 */
import { FINISHED, lastReply, readJson, step, type Agent } from './agent.js';

export const workspaceHelper: Agent = {
  id: 'gemini_ask_user',
  name: 'Workspace helper (Gemini CLI)',
  dialect: 'gemini_ask_user',
  source: "Gemini CLI's ask_user tool",
  async next(messages) {
    switch (step(messages)) {
      case 0:
        return {
          text: 'I can set up the workspace for you. Two questions first:',
          ask: {
            kind: 'gemini_ask_user',
            payload: {
              questions: [
                {
                  question: 'Which tools should I set up?',
                  header: 'Tools',
                  type: 'choice',
                  multiSelect: true,
                  options: [
                    { label: 'TypeScript', description: 'Typed sources and a tsconfig.' },
                    { label: 'ESLint', description: 'Lint rules for the sources.' },
                    { label: 'Prettier', description: 'One formatting for everyone.' },
                  ],
                },
                {
                  question: 'Which package manager?',
                  header: 'Packages',
                  type: 'choice',
                  placeholder: 'Or name another one',
                  options: [
                    { label: 'npm', description: 'Comes with Node.' },
                    { label: 'pnpm', description: 'Fast, and saves disk space.' },
                  ],
                },
              ],
            },
          },
        };
      case 1: {
        const result = readJson(lastReply(messages));
        const answers = (result['answers'] ?? {}) as Record<string, string>;
        if (result['dismissed']) return { text: 'No changes, then. Ask me again when you want the workspace set up.' };
        return { text: `Setting up ${answers['0'] ?? 'no tools'} with ${answers['1'] ?? 'npm'}. The tool result was \`${lastReply(messages)}\`.` };
      }
      default:
        return { text: FINISHED };
    }
  },
};
