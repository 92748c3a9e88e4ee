import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertAsyncProperty } from '../../helpers/property.js';
import { presentChoicesTool } from '../../../src/protocol/tools/present-choices.js';
import { choicesBlock } from '../../../src/protocol/dialects/choices-block/index.js';
import { LIMITS, SEED_LIMITS } from '../../../src/protocol/limits.js';
import { visibleKey } from '../../../src/protocol/text.js';

const seedArgs = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
};

/** The JSON line between the ```choices fence and its closing fence. */
function blockJson(content: string): string {
  const lines = content.split('\n');
  const open = lines.indexOf('```choices');
  expect(open, 'opening fence').to.be.greaterThan(-1);
  expect(lines[open + 2]).to.equal('```');
  return lines[open + 1];
}

describe('present_choices tool', () => {
  it('returns seed 003\'s "Tool response" text exactly, with the block as compact JSON', async () => {
    const result = await presentChoicesTool.execute(seedArgs);
    expect(result.isError).to.equal(false);
    expect(result.content).to.equal(
      [
        'Present this choice to the user using the exact format below:',
        '',
        '```choices',
        '{"question":"How would you like to add this source?","options":[{"label":"Use RSS feed","value":"rss"},{"label":"Use agentic extraction","value":"agentic"}]}',
        '```',
        '',
        'Wait for the user to select an option before proceeding.',
      ].join('\n'),
    );
    expect(result.request?.dialect).to.equal('present_choices');
  });

  it('puts the context, when given, before the block', async () => {
    const result = await presentChoicesTool.execute(JSON.stringify({ ...seedArgs, context: 'This site has both.' }));
    const paragraphs = result.content.split('\n\n');
    expect(paragraphs[1]).to.equal('This site has both.');
    expect(paragraphs[2].startsWith('```choices\n')).to.equal(true);
    expect(blockJson(result.content)).to.not.contain('This site has both.');
  });

  it('keeps descriptions, the recommended mark and the extension fields given, dropping defaults', async () => {
    const result = await presentChoicesTool.execute({
      question: 'Which?',
      options: [
        { label: 'A', value: 'a', description: 'first', recommended: true },
        { label: 'B', value: 'b' },
        { label: 'C', value: 'c' },
      ],
      multiple: true,
      maxSelections: 2,
      allowOther: true,
      placeholder: 'Or type',
      minSelections: 0,
    });
    expect(JSON.parse(blockJson(result.content))).to.deep.equal({
      question: 'Which?',
      options: [
        { label: 'A', value: 'a', description: 'first', recommended: true },
        { label: 'B', value: 'b' },
        { label: 'C', value: 'c' },
      ],
      multiple: true,
      allowOther: true,
      placeholder: 'Or type',
      maxSelections: 2,
    });
  });

  it('returns an error naming the valid range for fewer than 2 or more than 4 options', async () => {
    for (const n of [0, 1, 5]) {
      const options = Array.from({ length: n }, (_, i) => ({ label: `L${i}`, value: `v${i}` }));
      const result = await presentChoicesTool.execute({ question: 'Q?', options });
      expect(result.isError).to.equal(true);
      expect(result.content).to.contain(`between ${SEED_LIMITS.minOptions} and ${SEED_LIMITS.maxOptions}`);
      expect(result.errors?.[0].path).to.equal('$.options');
      expect(result.request).to.equal(undefined);
    }
  });

  it('returns errors with paths for malformed or wrongly typed arguments', async () => {
    const malformed = await presentChoicesTool.execute('{"question": ');
    expect(malformed.isError).to.equal(true);
    expect(malformed.errors?.[0].path).to.equal('$');
    const typed = await presentChoicesTool.execute({ question: 'Q?', options: [{ label: 'A', value: 1 }, { label: 'B', value: 'b' }] });
    expect(typed.content).to.contain('$.options[0].value');
    const long = await presentChoicesTool.execute({ ...seedArgs, question: 'x'.repeat(LIMITS.maxLongText + 1) });
    expect(long.errors?.map((e) => e.path)).to.deep.equal(['$.question']);
  });

  it('escapes backticks and "<" so a label can neither close the fence nor inject markup', async () => {
    const result = await presentChoicesTool.execute({
      question: 'Pick </script><img src=x onerror=alert(1)>',
      options: [
        { label: 'a\n```\n# injected', value: '`x`' },
        { label: 'B', value: 'b' },
      ],
    });
    const json = blockJson(result.content);
    expect(json).to.not.match(/[`<]/);
    expect(json).to.contain('\\u0060').and.contain('\\u003c');
    expect(result.content.split('\n').filter((l) => l.startsWith('```'))).to.deep.equal(['```choices', '```']);
    const parsed = choicesBlock.parse(json);
    expect(parsed.ok && parsed.request.questions[0].options[0]).to.include({ label: 'a\n```\n# injected', value: '`x`' });
  });

  it('always emits one fence-safe block that parses back to the same question and options', async () => {
    const nasty = fc
      .array(fc.oneof(fc.constantFrom('`', '```', '<', '</script>', '\n', '\r\n', '"', '\\', '\u2028', '~~~'), fc.string({ maxLength: 6 })), {
        minLength: 1,
        maxLength: 6,
      })
      .map((parts) => parts.join(''))
      .filter((s) => s.trim() !== '' && s.length <= LIMITS.maxShortText);
    await assertAsyncProperty(
      // Labels must look different (see SECURITY.md, "Text cannot disguise itself").
      fc.asyncProperty(nasty, fc.uniqueArray(fc.tuple(nasty, nasty), { minLength: 2, maxLength: 4, selector: ([label]) => visibleKey(label) }), async (question, pairs) => {
        const options = pairs.map(([label, value]) => ({ label, value }));
        const result = await presentChoicesTool.execute({ question, options });
        expect(result.isError).to.equal(false);
        const fences = result.content.split('\n').filter((l) => l.trimStart().startsWith('```') || l.trimStart().startsWith('~~~'));
        expect(fences).to.deep.equal(['```choices', '```']);
        const json = blockJson(result.content);
        expect(json).to.not.match(/[`<\n]/);
        const parsed = choicesBlock.parse(json);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        expect(parsed.request.questions[0].text).to.equal(question);
        expect(parsed.request.questions[0].options.map((o) => [o.label, o.value])).to.deep.equal(pairs);
      }),
      { numRuns: 200 },
    );
  });

  it('states the limits in its JSON Schema, from LIMITS', () => {
    const schema = presentChoicesTool.inputSchema as {
      type: string;
      required: string[];
      properties: { options: { minItems: number; maxItems: number; items: { required: string[] } } };
    };
    expect(presentChoicesTool.name).to.equal('present_choices');
    expect(schema.type).to.equal('object');
    expect(schema.required).to.deep.equal(['question', 'options']);
    expect([schema.properties.options.minItems, schema.properties.options.maxItems]).to.deep.equal([SEED_LIMITS.minOptions, SEED_LIMITS.maxOptions]);
    expect(schema.properties.options.items.required).to.deep.equal(['label', 'value']);
    expect(schema.properties).to.have.property('context');
  });
});
