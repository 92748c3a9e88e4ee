// choice-prompts/html.js through the built package, as a server uses it: in Node with no DOM,
// in a worker thread, holding no Lit; every real payload of the corpus drawn open and answered;
// every state's state line; the strings table, the language and the direction; both shapes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';

const { renderHTML, renderPromptHTML, renderSetHTML } = await import('choice-prompts/html.js');
const { parseRequest } = await import('choice-prompts/protocol.js');
await import('choice-prompts/dialects.js');

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folder = new URL('../../fixtures/corpus/', import.meta.url);

/** The state line's text in `markup`. */
const statusOf = (markup) => /class="cp-status-text">([^<]*)</.exec(markup)?.[1];
/** The `data-state` of `markup`'s wrapper. */
const stateOf = (markup) => /^<div class="choice-prompts" data-shape="\w+" data-state="(\w+)"/.exec(markup)?.[1];

const request = () => {
  const parsed = parseRequest('ask_user_question', {
    questions: [{ question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL', description: 'Relational' }, { label: 'SQLite' }] }],
  }, { id: 'db' });
  assert.ok(parsed.ok);
  return parsed.request;
};

test('runs in Node with no DOM, and holds no Lit', async () => {
  assert.equal(typeof document, 'undefined');
  assert.equal(typeof HTMLElement, 'undefined');
  assert.match(renderHTML(request()), /^<div class="choice-prompts"/);
  // Bundled as a server's bundler would, nothing of Lit comes along.
  const result = await build({ entryPoints: [`${root}dist/html.js`], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', logLevel: 'silent' });
  const inputs = Object.keys(result.metafile.inputs);
  assert.deepEqual(inputs.filter((p) => /node_modules\/(lit|lit-html|lit-element|@lit)\//.test(p)), []);
  assert.ok(inputs.some((p) => p.endsWith('dist/html/render.js')));
});

test('runs in a worker thread', async () => {
  const code = `
    const { parentPort } = require('node:worker_threads');
    (async () => {
      const { renderHTML } = await import(${JSON.stringify(`${root}dist/html.js`)});
      const { parseRequest } = await import(${JSON.stringify(`${root}dist/protocol.js`)});
      const parsed = parseRequest('choices-block', { question: 'Ready?', options: [{ label: 'Yes', value: 'y' }, { label: 'No', value: 'n' }] }, { id: 'w' });
      parentPort.postMessage(renderHTML(parsed.request, { response: { requestId: 'w', status: 'answered', answers: { q0: { selected: ['o0'] } } } }));
    })();`;
  const markup = await new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  assert.equal(stateOf(markup), 'answered');
  assert.equal(statusOf(markup), 'Answered: Yes');
});

test('draws every real payload of the corpus, open and answered as its source answered it', () => {
  let drawn = 0;
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
    const corpus = JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
    for (const c of corpus.cases) {
      const parsed = parseRequest(c.dialect, c.payload, { id: `corpus-${drawn}` });
      if (!parsed.ok) continue;
      const where = `${name}: ${c.name}`;
      const open = renderHTML(parsed.request, parsed.response ? { response: parsed.response } : {});
      assert.doesNotMatch(open, /<script|<style|\son\w+=/i, where);
      if (!parsed.response) assert.equal(stateOf(open), 'open', where);
      if (c.answer) {
        const answered = renderHTML(parsed.request, { response: { requestId: parsed.request.id, status: 'answered', answers: c.answer } });
        assert.equal(stateOf(answered), 'answered', where);
        assert.match(statusOf(answered) ?? '', /^(Answered|Confirmed)/, where);
      }
      drawn++;
    }
  }
  assert.ok(drawn >= 40, `${drawn} payloads drawn`);
});

test('says each state as the elements do: answered, outdated with and without a choice, cancelled, declined, timed out', () => {
  const r = request();
  const chose = { q0: { selected: ['o1'] } };
  const said = (options) => [stateOf(renderHTML(r, options)), statusOf(renderHTML(r, options))];
  assert.deepEqual(said({}), ['open', '']);
  assert.deepEqual(said({ response: { requestId: 'db', status: 'answered', answers: chose } }), ['answered', 'Answered: SQLite']);
  assert.deepEqual(said({ outdated: true }), ['outdated', 'No longer active']);
  assert.deepEqual(said({ outdated: true, response: { requestId: 'db', status: 'answered', answers: chose } }), ['outdated', 'No longer active. Chosen: SQLite']);
  assert.deepEqual(said({ response: { requestId: 'db', status: 'cancelled', answers: {} } }), ['cancelled', 'Cancelled']);
  assert.deepEqual(said({ response: { requestId: 'db', status: 'declined', answers: {} } }), ['cancelled', 'Declined']);
  assert.deepEqual(said({ response: { requestId: 'db', status: 'timeout', answers: chose } }), ['timeout', 'Timed out. Sent the default: SQLite']);
  // Open: its options send when chosen, its "Other" field has Submit, and Cancel (the dialect waits on a reply).
  const open = renderHTML(r);
  assert.match(open, /Choosing an option sends your answer\./);
  assert.match(open, /part="submit"[^>]*>Submit<\/button><button part="cancel"[^>]*>Cancel</);
  assert.doesNotMatch(renderHTML(r, { response: { requestId: 'db', status: 'answered', answers: chose } }), /part="(submit|cancel)"/);
});

test('folds each settled state to a line that says it: only an answer the person sent stands alone after its question', () => {
  const r = request();
  const chose = { q0: { selected: ['o1'] } };
  const lineOf = (markup) => /<summary[^>]*>([\s\S]*?)<\/summary>/.exec(markup)?.[1].replace(/<[^>]*>/g, '');
  const line = (options) => lineOf(renderHTML(r, options));
  assert.equal(line({ response: { requestId: 'db', status: 'answered', answers: chose } }), 'Which database? → SQLite');
  // A default the timer sent, a choice never sent, a cancelled draft: the state line, not the bare choice.
  assert.equal(line({ response: { requestId: 'db', status: 'timeout', answers: chose } }), 'Which database? → Timed out. Sent the default: SQLite');
  assert.equal(line({ outdated: true, response: { requestId: 'db', status: 'answered', answers: chose } }), 'Which database? → No longer active. Chosen: SQLite');
  assert.equal(line({ outdated: true }), 'Which database? → No longer active');
  assert.equal(line({ response: { requestId: 'db', status: 'cancelled', answers: chose } }), 'Which database? → Cancelled');
  const set = parseRequest('ask_user_question', {
    questions: [
      { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
      { question: 'Deploy now?', header: 'Deploy', multiSelect: false, options: [{ label: 'Yes' }, { label: 'No' }] },
    ],
  }, { id: 'set' }).request;
  const both = { q0: { selected: ['o1'] }, q1: { selected: ['o0'] } };
  assert.equal(lineOf(renderHTML(set, { response: { requestId: 'set', status: 'answered', answers: both } })), 'Database: SQLite; Deploy: Yes');
  assert.equal(lineOf(renderHTML(set, { response: { requestId: 'set', status: 'timeout', answers: both } })), 'Timed out. Sent the default: SQLite; Yes');
});

test('speaks the strings table, in its language and direction', () => {
  const markup = renderHTML(request(), {
    strings: { answered: 'تمت الإجابة: {answer}', recommended: 'مقترح' },
    lang: 'ar',
    dir: 'rtl',
    response: { requestId: 'db', status: 'answered', answers: { q0: { selected: ['o0', 'o1'] } } },
  });
  assert.match(markup, /^<div class="choice-prompts" data-shape="prompt" data-state="answered" lang="ar" dir="rtl">/);
  // Two labels listed as Arabic lists them.
  assert.equal(statusOf(markup), 'تمت الإجابة: PostgreSQL وSQLite');
});

test('draws <choice-prompt>’s shape or <question-set>’s, each ID prefixed once per request', () => {
  const parsed = parseRequest('ask_user_question', {
    questions: ['Auth', 'Deploy'].map((header) => ({ question: `${header}?`, header, multiSelect: true, options: [{ label: 'A' }, { label: 'B' }] })),
  }, { id: 'pair' });
  assert.ok(parsed.ok);
  const set = renderHTML(parsed.request);
  assert.match(set, /data-shape="set"/);
  assert.match(set, /part="progress"/);
  assert.match(set, /part="question-hint"/);
  // A request of several questions in a prompt's shape is the prompt's fallback.
  assert.match(renderPromptHTML(parsed.request), /data-state="invalid".*has 2 questions; show it with &lt;question-set&gt;/);
  // A lone question in a set's shape names its hint for the set.
  assert.match(renderSetHTML(request()), /data-shape="set"[\s\S]*part="question-hint"/);
  assert.match(renderPromptHTML(request()), /data-shape="prompt"[\s\S]*part="hint"/);
  const ids = [...set.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(new Set(ids).size, ids.length, 'every id once');
  assert.ok(ids.every((id) => id.startsWith(ids[0].replace(/q0-.*$/, ''))));
  assert.notEqual(ids[0].replace(/q0-.*$/, ''), /id="([^"]+)"/.exec(renderHTML(request()))[1].replace(/q0-.*$/, ''), 'another request, another prefix');
  assert.equal(renderHTML(parsed.request), set, 'the same request draws the same markup');
  assert.match(renderHTML(parsed.request, { idPrefix: 'mine-' }), / id="mine-q0-question"/);
});

test('shows a request that cannot be shown as the elements’ fallback, its reasons escaped', () => {
  const markup = renderHTML({ id: 'bad', dialect: 'choices-block', questions: [{ id: 'q', text: '<b>', options: [] }] });
  assert.equal(stateOf(markup), 'invalid');
  assert.match(markup, /This question could not be shown\./);
  assert.doesNotMatch(markup, /<b>/);
});
