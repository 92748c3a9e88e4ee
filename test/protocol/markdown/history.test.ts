import { expect } from '@open-wc/testing';
import { resolveHistory, type HistoryMessage } from '../../../src/protocol/markdown/history.js';
import { fence, seedJson } from './fixtures.js';

const user = (content: string): HistoryMessage => ({ role: 'user', content });
const assistant = (content: string): HistoryMessage => ({ role: 'assistant', content });
const ask = (json = seedJson) => assistant(`Question:\n\n${fence(json)}`);
const multi = (extra: object = {}) =>
  JSON.stringify({
    question: 'Which?',
    multiple: true,
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
      { label: 'C', value: 'c' },
    ],
    ...extra,
  });

describe('resolveHistory', () => {
  it('marks a block with no user message after it as open', () => {
    expect(resolveHistory([user('Add a source'), ask()])).to.deep.equal([{ messageIndex: 1, blockIndex: 0, status: 'open' }]);
  });

  it('marks a block answered by the next user message with one of its values (seed 003 reload)', () => {
    const history = [user('Add a source'), ask(), user('rss'), assistant('Using RSS.')];
    expect(resolveHistory(history)).to.deep.equal([{ messageIndex: 1, blockIndex: 0, status: 'answered', value: 'rss' }]);
  });

  it('trims the reply but compares case-sensitively', () => {
    expect(resolveHistory([ask(), user('  agentic \n')])[0]).to.deep.include({ status: 'answered', value: 'agentic' });
    expect(resolveHistory([ask(), user('RSS')])[0]).to.deep.include({ status: 'outdated' });
  });

  it('marks a block outdated when the user wrote something else (seed 000)', () => {
    const [entry] = resolveHistory([ask(), user('Actually, never mind'), ask()]);
    expect(entry).to.deep.equal({ messageIndex: 0, blockIndex: 0, status: 'outdated' });
  });

  it('lets only the last block before a user message be answered by it', () => {
    const twoInOne = assistant(`${fence(seedJson)}\nor\n\n${fence(seedJson)}`);
    expect(resolveHistory([twoInOne, user('rss')]).map((e) => e.status)).to.deep.equal(['outdated', 'answered']);
    const acrossMessages = [ask(), { role: 'tool', content: 'x' }, ask(), user('rss')];
    expect(resolveHistory(acrossMessages).map((e) => [e.messageIndex, e.status])).to.deep.equal([
      [0, 'outdated'],
      [2, 'answered'],
    ]);
  });

  it('accepts a multi-select reply only in option order and within the allowed count', () => {
    expect(resolveHistory([ask(multi()), user('a, c')])[0]).to.deep.include({ status: 'answered', value: 'a, c' });
    expect(resolveHistory([ask(multi()), user('c, a')])[0]!.status).to.equal('outdated');
    expect(resolveHistory([ask(multi({ minSelections: 2 })), user('b')])[0]!.status).to.equal('outdated');
    expect(resolveHistory([ask(multi({ maxSelections: 2 })), user('a, b, c')])[0]!.status).to.equal('outdated');
    expect(resolveHistory([ask(seedJson), user('rss, agentic')])[0]!.status, 'single select takes one').to.equal('outdated');
  });

  it('takes any non-empty text as the answer when the block allows a free-text answer', () => {
    const open = multi({ allowOther: true });
    expect(resolveHistory([ask(open), user('something else')])[0]).to.deep.include({ status: 'answered', value: 'something else' });
    expect(resolveHistory([ask(open), user('   ')])[0]!.status).to.equal('outdated');
  });

  it('skips invalid blocks but counts them in blockIndex, as findChoiceBlocks and the renderer do', () => {
    const message = assistant(`${fence('{"question": "broken"')}\n${fence(seedJson)}`);
    expect(resolveHistory([message])).to.deep.equal([{ messageIndex: 0, blockIndex: 1, status: 'open' }]);
  });

  it('ignores blocks outside assistant messages and survives malformed input', () => {
    expect(resolveHistory([user(fence(seedJson)), { role: 'system', content: fence(seedJson) }])).to.deep.equal([]);
    const odd = [null, 42, { role: 'assistant' }, { role: 'assistant', content: 7 }, ask(), { role: 'user', content: ['rss'] }] as unknown as HistoryMessage[];
    expect(resolveHistory(odd)).to.deep.equal([{ messageIndex: 4, blockIndex: 0, status: 'outdated' }]);
    expect(resolveHistory(undefined as unknown as HistoryMessage[])).to.deep.equal([]);
  });
});
