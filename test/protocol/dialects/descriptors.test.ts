import { expect } from '@open-wc/testing';
import * as dialects from '../../../src/dialects.js';
import { DIALECTS } from '../../../src/protocol/model.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import { isDialectLoaded } from '../../../src/protocol/registry.js';
import { DETECTORS } from '../../../src/protocol/detect.js';
import { LOADERS } from '../../../src/protocol/dialects/catalog.js';
import { BUILT_IN } from '../../../src/protocol/dialects/built-in.js';
import { DETECTORS as EACH_DETECTOR } from '../../../src/protocol/dialects/detectors.js';
import * as folders from '../../../src/protocol/dialects/descriptors.js';
import type { Dialect } from '../../../src/protocol/dialect.js';
import * as tools from '../../../src/tools.js';
import { PRESENT_CHOICES_TOOL_SCHEMA } from '../../../src/protocol/dialects/present-choices/tool.js';

const { askUserQuestionTool, presentChoicesTool, provideChoiceTool, requestUserChoiceTool } = tools;

const descriptors = (Object.values(dialects) as unknown[]).filter((value): value is Dialect => typeof value === 'object' && value !== null && 'parse' in value && 'encode' in value);
const descriptor = (name: string) => descriptors.find((d) => d.name === name)!;

type Schema = { properties: Record<string, Schema & { items?: Schema }>; minItems?: number; maxItems?: number };

describe('dialect descriptors', () => {
  it('choice-prompts/dialects.js exports and registers one descriptor for every dialect name', () => {
    expect(descriptors.map((d) => d.name).sort()).to.deep.equal([...DIALECTS].sort());
    for (const name of DIALECTS) expect(isDialectLoaded(name), name).to.equal(true);
  });

  it('DIALECTS names exactly the dialect folders\' descriptors, the built-in ones first', () => {
    // DIALECTS stays a literal tuple for its union type; the folders are what the catalog is written from.
    expect(Object.values(folders).map((d) => d.name).sort()).to.deep.equal([...DIALECTS].sort());
    expect(DIALECTS.slice(0, BUILT_IN.length)).to.deep.equal(BUILT_IN.map((d) => d.name));
    expect(Object.values(folders).filter((d) => !BUILT_IN.includes(d)).map((d) => d.name).sort()).to.deep.equal(Object.keys(LOADERS).sort());
  });

  it('every dialect besides the built-in ones has a loader, and every loader gives its own descriptor', async () => {
    expect(Object.keys(LOADERS).sort()).to.deep.equal(DIALECTS.slice(BUILT_IN.length).sort());
    for (const [name, load] of Object.entries(LOADERS)) expect((await load()).default, name).to.equal(descriptor(name));
  });

  it('detectDialect tries exactly the descriptors\' own detectors, each dialect once', () => {
    expect(new Set(DETECTORS.map(([name]) => name)).size).to.equal(DETECTORS.length);
    const builtIn = BUILT_IN.map((d) => d.name) as readonly string[];
    for (const [name, detect] of DETECTORS) {
      // A built-in descriptor leaves its detector out: every page carries it, and only detectDialect needs it.
      if (!builtIn.includes(name)) expect(descriptor(name).detect, name).to.equal(detect);
    }
    const detected = descriptors.filter((d) => d.detect).map((d) => d.name);
    expect(detected.sort()).to.deep.equal(DETECTORS.map(([name]) => name).filter((name) => !builtIn.includes(name)).sort());
  });

  it('detectDialect tries the detectors in the order each states, no two in one place', () => {
    const orders = DETECTORS.map(([, detect]) => detect.order);
    expect(orders.every((order, i) => i === 0 || order > orders[i - 1]!), orders.join(' ')).to.equal(true);
    // The folders' list is alphabetical: the order is the detectors' own, not the list's.
    expect(DETECTORS.map(([name]) => name)).to.not.deep.equal(EACH_DETECTOR.map(([name]) => name));
    expect(DETECTORS.map(([name]) => name)).to.deep.equal([
      'ai_sdk_tool_part',
      'request_user_choice',
      'can_use_tool',
      'ag_ui_interrupt',
      'langgraph_interrupt',
      'mcp_elicitation',
      'provide_choice',
      'codex_request_user_input',
      'gemini_ask_user',
      'ask_followup_question',
      'vscode_ask_questions',
      'ask_user_question',
      'choices-block',
    ]);
  });

  it('every tool choice-prompts/tools.js publishes is its dialect\'s descriptor\'s, word for word', async () => {
    const published = (Object.values(tools) as unknown[]).filter((t): t is tools.ToolDefinition => typeof t === 'object' && t !== null && 'execute' in t);
    expect(published.map((t) => t.name).sort()).to.deep.equal(['ask_user_question', 'present_choices', 'provide_choice', 'requestUserChoice']);
    // present_choices is built in: its descriptor leaves the tool out, which its folder's tool.ts holds.
    const schemas = [...(await Promise.all(descriptors.flatMap((d) => (d.tool ? [d.tool()] : [])))), PRESENT_CHOICES_TOOL_SCHEMA];
    expect(schemas.map((t) => t.name).sort()).to.deep.equal(published.map((t) => t.name).sort());
    for (const tool of published) {
      const own = schemas.find((t) => t.name === tool.name)!;
      expect(JSON.stringify({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }), tool.name).to.equal(JSON.stringify(own));
    }
    expect((await descriptor('ask_user_question').tool!()).inputSchema).to.equal(askUserQuestionTool.inputSchema);
  });

  it('each dialect\'s limits lie within the global caps', () => {
    for (const d of descriptors) {
      if (!d.limits) continue;
      const { minQuestions, maxQuestions, minOptions, maxOptions } = d.limits;
      expect(LIMITS.minQuestions <= minQuestions && minQuestions <= maxQuestions && maxQuestions <= LIMITS.maxQuestions, `${d.name} questions`).to.equal(true);
      expect(0 <= minOptions && minOptions <= maxOptions && maxOptions <= LIMITS.maxOptions, `${d.name} options`).to.equal(true);
    }
  });

  it('the tools\' schemas state their dialects\' limits', () => {
    const auq = askUserQuestionTool.inputSchema as unknown as Schema;
    const limits = descriptor('ask_user_question').limits!;
    expect([auq.properties.questions!.minItems, auq.properties.questions!.maxItems]).to.deep.equal([limits.minQuestions, limits.maxQuestions]);
    const auqOptions = auq.properties.questions!.items!.properties.options!;
    expect([auqOptions.minItems, auqOptions.maxItems]).to.deep.equal([limits.minOptions, limits.maxOptions]);
    for (const [tool, name] of [[presentChoicesTool, 'present_choices'], [requestUserChoiceTool, 'request_user_choice']] as const) {
      const options = (tool.inputSchema as unknown as Schema).properties.options!;
      const own = descriptor(name).limits!;
      expect([options.minItems, options.maxItems], name).to.deep.equal([own.minOptions, own.maxOptions]);
    }
    expect((provideChoiceTool.inputSchema as unknown as Schema).properties.options!.maxItems).to.equal(descriptor('provide_choice').limits!.maxOptions);
  });
});
