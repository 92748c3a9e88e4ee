import { expect } from '@open-wc/testing';
import { provideChoiceOutputSchema, provideChoiceTool } from '../../../src/protocol/tools/provide-choice.js';
import { PROVIDE_CHOICE_FIELDS } from '../../../src/protocol/dialects/provide-choice/index.js';
import { ChoiceSession, type ChoiceSessionState } from '../../../src/protocol/session.js';
import { LIMITS, SEED_LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceResponse } from '../../../src/protocol/model.js';

const args = {
  title: 'New source',
  prompt: 'How should this source be added?',
  selection_mode: 'multi',
  options: [
    { id: 'rss', label: 'Use RSS feed', recommended: true },
    { id: 'agentic', label: 'Agentic extraction' },
    { id: 'manual', label: 'Enter by hand' },
  ],
  default_selection_ids: ['rss'],
  allow_global_annotation: true,
};

/** Answers the first waiting request with what `answer` builds, as a UI would. */
function answerWhenAsked(session: ChoiceSession, answer: (requestId: string) => ChoiceResponse | 'cancel'): void {
  const onState = (event: CustomEvent<ChoiceSessionState>) => {
    const [request] = event.detail.requests;
    if (!request) return;
    session.removeEventListener('statechange', onState);
    const response = answer(request.id);
    if (response === 'cancel') session.cancel(request.id);
    else session.respond(request.id, response);
  };
  session.addEventListener('statechange', onState);
}

type Schema = { properties: Record<string, Record<string, unknown>>; required: string[] };

describe('provide_choice tool', () => {
  it('is named provide_choice and describes every field the parser accepts, with the limits', () => {
    expect(provideChoiceTool.name).to.equal('provide_choice');
    const schema = provideChoiceTool.inputSchema as unknown as Schema;
    expect(Object.keys(schema.properties).sort()).to.deep.equal([...PROVIDE_CHOICE_FIELDS].sort());
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(property.description, `${name} has a description`).to.be.a('string').and.not.equal('');
    }
    expect(schema.required).to.deep.equal(['title', 'prompt', 'selection_mode']);
    expect(schema.properties.options.maxItems).to.equal(SEED_LIMITS.maxOptions);
    expect(schema.properties.selection_mode.enum).to.deep.equal(['single', 'multi', 'text_input', 'hybrid']);
    expect(schema.properties.timeout_seconds.maximum).to.equal(LIMITS.maxTimeoutMs / 1000);
  });

  it('asks through the session and returns the encoded reply as JSON text', async () => {
    const session = new ChoiceSession();
    answerWhenAsked(session, (requestId) => ({
      requestId,
      status: 'answered',
      answers: { q0: { selected: ['manual', 'rss'] } },
      annotation: 'Prefer RSS',
    }));
    const result = await provideChoiceTool.execute(args, { session });
    expect(result.isError).to.equal(false);
    const reply = JSON.parse(result.content);
    expect(reply).to.deep.equal(result.reply);
    expect(reply.action_status).to.equal('selected');
    expect(reply.selection).to.deep.include({ selected_ids: ['rss', 'manual'], global_annotation: 'Prefer RSS' });
    expect(result.response?.status).to.equal('answered');
    expect(session.state.status).to.equal('idle');
  });

  it('returns "cancelled" when the user cancels', async () => {
    const session = new ChoiceSession();
    answerWhenAsked(session, () => 'cancel');
    const result = await provideChoiceTool.execute(args, { session });
    expect(result.isError).to.equal(false);
    expect(JSON.parse(result.content).action_status).to.equal('cancelled');
  });

  it('on timeout returns the default selection through the session', async () => {
    const session = new ChoiceSession();
    const result = await provideChoiceTool.execute({ ...args, timeout_seconds: 1 }, { session });
    expect(JSON.parse(result.content)).to.deep.include({ action_status: 'timeout' });
    expect(JSON.parse(result.content).selection.selected_ids).to.deep.equal(['rss']);
  }).timeout(3000);

  it('refuses invalid arguments before asking, listing every problem with its path', async () => {
    const session = new ChoiceSession();
    let asked = false;
    session.addEventListener('statechange', () => (asked = true));
    const result = await provideChoiceTool.execute({ ...args, min_selections: 3, max_selections: 2, default_selection_ids: ['nope'] }, { session });
    expect(result.isError).to.equal(true);
    expect(asked).to.equal(false);
    expect(result.content).to.contain('$.min_selections');
    expect(result.content).to.contain('$.default_selection_ids[0]');
    expect(result.errors?.length).to.be.at.least(2);
  });

  it('says a session is required when none is given, after validating', async () => {
    const result = await provideChoiceTool.execute(args);
    expect(result.isError).to.equal(true);
    expect(result.content).to.contain('needs a ChoiceSession');
    expect(result.request?.dialect).to.equal('provide_choice');
  });

  it('exports an output schema that admits every reply shape, pending hand-offs included', () => {
    expect(provideChoiceTool.outputSchema).to.equal(provideChoiceOutputSchema);
    const statuses = provideChoiceOutputSchema.properties.action_status.enum;
    expect(statuses).to.deep.equal(['selected', 'custom_input', 'cancelled', 'timeout', 'pending_terminal_launch', 'pending_browser_launch']);
    expect(Object.keys(provideChoiceOutputSchema.properties.selection.properties)).to.include.members([
      'selected_ids',
      'selected_labels',
      'custom_input',
      'option_annotations',
      'global_annotation',
      'url',
      'summary',
    ]);
    expect(provideChoiceOutputSchema.required).to.deep.equal(['action_status', 'selection']);
  });
});
