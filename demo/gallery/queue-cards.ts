/**
 * The `<choice-queue>` cards: three requests waiting at once (a question, a set, an approval),
 * one shown with a tab for each; and two approvals under review. Each request is a real
 * payload in its dialect, its `source` the agent, subagent or tool that asks.
 */
import { html } from 'lit';
import { askOne, askSet, parse, settled, type Card } from './fixtures.js';
import { AGENT_DATA, words } from './kind-cards.js';
import type { TextSet } from './texts.js';

/** Who asks, in the text set's language: names a host gives its agents. */
export function sources(t: TextSet): [string, string, string] {
  return t.lang === 'ar' ? ['الباحث', 'المُنشئ', 'المراجع'] : ['researcher', 'scaffolder', 'reviewer'];
}

const bash = (t: TextSet) => parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command, description: words(t).rebuild } });
const edit = () => parse('can_use_tool', { toolName: AGENT_DATA.editTool, input: AGENT_DATA.edit });

export const queueCards: Card[] = [
  {
    id: 'queue-three',
    title: 'Three waiting',
    how: 'three requests placed in one <choice-queue>, each with its source: the oldest shows, a tab for each, "3 waiting"; one more arriving would get a tab at the end, said once, and take no focus',
    render: (t) => {
      const [researcher, scaffolder, reviewer] = sources(t);
      return html`<choice-queue>
        <choice-prompt expanded source=${researcher} .request=${askOne(t.database)}></choice-prompt>
        <question-set expanded source=${scaffolder} .request=${askSet(t)}></question-set>
        <choice-prompt expanded source=${reviewer} .request=${bash(t)}></choice-prompt>
      </choice-queue>`;
    },
    focusTarget: (queue) => queue.shadowRoot?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? undefined,
  },
  {
    id: 'queue-review',
    title: 'Review 2 approvals',
    how: 'two can_use_tool approvals waiting: "Review 2 approvals" lists what each would run, Deny and Approve on each; Approve all asks first (focus on Go back)',
    render: (t) => {
      const [researcher, , reviewer] = sources(t);
      return html`<choice-queue>
        <choice-prompt expanded source=${reviewer} .request=${bash(t)}></choice-prompt>
        <choice-prompt expanded source=${researcher} .request=${edit()}></choice-prompt>
      </choice-queue>`;
    },
    after: async (queue) => {
      await settled(queue);
      for (const child of queue.children) await settled(child);
      // The queue hears its requests' state a moment after they render.
      await new Promise((resolve) => setTimeout(resolve));
      await settled(queue);
      queue.shadowRoot?.querySelector<HTMLButtonElement>('[part="review-open"]')?.click();
      await settled(queue);
    },
  },
];
