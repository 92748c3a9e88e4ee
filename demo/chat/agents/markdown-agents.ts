/**
 * Agents whose questions end up as chat messages: a ```` ```choices ```` block in streamed
 * markdown and a `present_choices` tool call the page renders. The
 * answer is the user's next message.
 */
import { FINISHED, fence, indent, lastReply, quote, step, type Agent } from './agent.js';

export const sourceSetup: Agent = {
  id: 'choices-block',
  name: 'Source setup',
  dialect: 'choices-block',
  source: 'a choices code block in streamed markdown',
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
        // The block sits in a list item, as models often write it: indented under the item's text.
        return {
          text:
            `${lead} Two settings left:\n\n` +
            '1. **How often to check.** Hacker News changes all day; checking more often finds stories sooner.\n' +
            indent(
              fence({
                question: 'How often should I check for new stories?',
                options: [
                  { label: 'Every hour', value: 'hourly' },
                  { label: 'Every 6 hours', value: 'every-6-hours', recommended: true },
                  { label: 'Once a day', value: 'daily' },
                ],
              }),
              '   ',
            ) +
            '2. **What to do with new stories.** I will ask about that next.\n',
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

export const planPicker: Agent = {
  id: 'present_choices',
  name: 'Workspace setup',
  dialect: 'present_choices',
  source: 'a present_choices tool call',
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
