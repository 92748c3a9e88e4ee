// The two packages as a user gets them: `npm pack` both, install the tarballs into an empty
// project in a temporary folder (with `npm ci`, every other package at the version the
// repository's lockfile holds, from the npm cache), then check what arrived. The kit alone brings Lit's packages and
// nothing else; every export of both packages imports from the installed copy; bundle.js and
// its chunks/ load and answer in Chromium; the installed custom-elements.json names exactly the
// parts, attributes and custom properties the installed elements have (every property too);
// a React 19 `.tsx` file type-checks against `choice-prompts/jsx`, whose props are the
// manifest's, the domain events type-check on document, window and any element, and
// `choice-prompts/markdown.js` type-checks with or without `marked`;
// `npx choice-prompts-mcp mcp` answers the real MCP SDK client, and its answer
// page serves the installed kit's bundle.
// Needs the build (`npm test` builds first; or `npm run build`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { writeLockfile } from '../consumers/lockfile.mjs';
import { filesUnder, launchBrowser, openPage, root, serveFiles } from './e2e/support.mjs';

const run = promisify(execFile);

/**
 * Backstops only: packing, and installing some 130 packages from the npm cache, take tens
 * of seconds on a loaded machine.
 */
const SETUP_TIMEOUT = 300_000;
const TEST_TIMEOUT = 120_000;

/** The kit's dependencies may be Lit's own packages and nothing else (DESIGN §7). */
const LIT_PACKAGES = ['lit', '@lit/context'];

/** What only `choice-prompts/react.js` needs: optional peers, which an install without React never brings. */
const REACT_PACKAGES = ['@lit/react', 'react', '@types/react', 'csstype'];

/** The environment of a nested npm: none of the `npm_*` settings of the `npm test` that runs us. */
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

const npm = (args, cwd) => run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], { cwd, env: npmEnv, maxBuffer: 64 * 1024 * 1024 });

/** Every package in an `npm ls --json` tree, by name, with the names it depends on. */
function packagesIn(tree, found = new Map()) {
  for (const [name, node] of Object.entries(tree.dependencies ?? {})) {
    if (node.version === undefined) continue; // an optional peer not installed (marked)
    const deps = Object.keys(node.dependencies ?? {});
    found.set(name, [...new Set([...(found.get(name) ?? []), ...deps])]);
    packagesIn(node, found);
  }
  return found;
}

let dir;
let project;
let kitTree;
before(async () => {
  assert.ok(existsSync(join(root, 'dist/bundle.js')), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
  assert.ok(existsSync(join(root, 'mcp/dist/cli/main.js')), 'mcp/dist/cli/main.js exists (npm run build builds both packages)');
  dir = await mkdtemp(join(tmpdir(), 'choice-prompts-packed-'));
  project = join(dir, 'app');
  const pack = async (args) => join(dir, JSON.parse((await npm(['pack', ...args, '--pack-destination', dir, '--json'], root)).stdout)[0].filename);
  const [kitTarball, mcpTarball] = await Promise.all([pack([]), pack(['-w', 'choice-prompts-mcp'])]);
  await mkdir(project);
  // Installed as `npm ci` installs a lockfile cut from the repository's: every package at the
  // version the root installed (whatever the registry serves today), the tarballs as packed.
  const [kitFile, mcpFile] = [kitTarball, mcpTarball].map((tarball) => {
    const file = basename(tarball);
    renameSync(tarball, join(project, file));
    return `file:${file}`;
  });
  const install = async (dependencies) => {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'packed-install', private: true, type: 'module', dependencies }));
    writeLockfile(project);
    await npm(['ci'], project);
  };
  // First the kit alone, as a front-end installs it.
  await install({ 'choice-prompts': kitFile });
  kitTree = JSON.parse((await npm(['ls', '--omit=dev', '--all', '--json'], project)).stdout);
  // Then the server beside it (its `choice-prompts` dependency is the kit), and the optional
  // peers: marked for choice-prompts/markdown.js, React and @lit/react for react.js (and
  // React's types for choice-prompts/jsx), at the versions the repository's lockfile holds.
  const locked = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const peers = Object.fromEntries(['marked', 'react', '@lit/react', '@types/react'].map((name) => [name, locked[`node_modules/${name}`].version]));
  await install({ 'choice-prompts': kitFile, 'choice-prompts-mcp': mcpFile, ...peers });
}, { timeout: SETUP_TIMEOUT });
after(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the kit installed alone', () => {
  test('brings Lit\'s packages and their own dependencies, nothing else', () => {
    const kit = kitTree.dependencies['choice-prompts'];
    assert.ok(kit, 'choice-prompts is installed');
    const direct = Object.keys(kit.dependencies ?? {}).filter((name) => kit.dependencies[name].version !== undefined);
    assert.deepEqual(direct.filter((name) => !LIT_PACKAGES.includes(name)), [], 'the kit depends on Lit\'s packages only');

    // Everything installed must be reachable from those Lit packages through their own
    // dependencies: nothing installed for the kit's sake from anywhere else.
    const all = packagesIn(kitTree);
    const reachable = new Set();
    const visit = (name) => {
      if (reachable.has(name) || !all.has(name)) return;
      reachable.add(name);
      for (const dep of all.get(name)) visit(dep);
    };
    direct.forEach(visit);
    const others = [...all.keys()].filter((name) => name !== 'choice-prompts' && !reachable.has(name));
    assert.deepEqual(others, []);
    for (const name of ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', 'pg', '@inquirer/prompts', 'express', 'zod', ...REACT_PACKAGES]) assert.ok(!all.has(name), `${name} is not installed`);
    assert.ok(all.has('lit') && all.has('@lit/context'));
  });
});

describe('every export of both packages imports from the installed copy', () => {
  const manifest = (name) => JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8'));

  test('choice-prompts: each entry in `exports` (bundle.js in Chromium, below)', { timeout: TEST_TIMEOUT }, async () => {
    const entries = Object.keys(manifest('choice-prompts').exports).map((key) => `choice-prompts${key === '.' ? '' : key.slice(1)}`);
    assert.ok(entries.length >= 10, `the exports map lists the entries (${entries.join(', ')})`);
    // One Node process imports them all, from the project (so `choice-prompts` is the
    // installed copy), and says what each gave.
    const script = `
      const results = {};
      for (const entry of ${JSON.stringify(entries)}) {
        if (entry.endsWith('/bundle.js')) continue; // a browser file: Lit inlined, no DOM shim
        if (entry.endsWith('.css')) continue; // a stylesheet (history.css): a page links it, its bytes are checked in the html tests
        try {
          const mod = await import(entry, entry.endsWith('.json') ? { with: { type: 'json' } } : undefined);
          results[entry] = Object.keys(mod);
        } catch (error) {
          results[entry] = 'failed: ' + error.message;
        }
      }
      console.log(JSON.stringify(results));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    const results = JSON.parse(stdout);
    const failed = Object.entries(results).filter(([, keys]) => typeof keys === 'string');
    assert.deepEqual(failed, []);
    assert.ok(results['choice-prompts/protocol.js'].includes('parseRequest'));
    assert.ok(results['choice-prompts/tools.js'].includes('provideChoiceTool'));
    assert.ok(results['choice-prompts/kinds.js'].includes('typedQuestion'));
    assert.ok(results['choice-prompts/markdown.js'].includes('choicesMarkdown'));
    assert.ok(results['choice-prompts'].includes('ChoicePrompt'));
    assert.deepEqual(results['choice-prompts/bind-session.js'], ['bindSession']);
    // Editors and Storybook find the manifest through this field: a path inside the package.
    const { customElements } = manifest('choice-prompts');
    assert.ok(existsSync(join(project, 'node_modules/choice-prompts', customElements)), `customElements names a file of the package: ${customElements}`);
    assert.deepEqual(results['choice-prompts/react.js'].sort(), ['ChoicePrompt', 'QuestionSet']);
    const resolved = (await run(process.execPath, ['--input-type=module', '-e', 'console.log(import.meta.resolve("choice-prompts/protocol.js"))'], { cwd: project })).stdout.trim();
    assert.ok(resolved.startsWith(`file://${join(project, 'node_modules/choice-prompts/')}`), `resolved from the installed copy: ${resolved}`);
  });

  test('every source map of both packages carries its sources or names files that are there', () => {
    const dangling = [];
    for (const name of ['choice-prompts', 'choice-prompts-mcp']) {
      const dir = join(project, 'node_modules', name);
      for (const file of readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.map'))) {
        const map = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        map.sources.forEach((source, i) => {
          if (map.sourcesContent?.[i] == null && !existsSync(join(dir, file, '..', map.sourceRoot ?? '', source))) dangling.push(`${name}/${file}: ${source}`);
        });
      }
    }
    assert.deepEqual(dangling, []);
  });

  test('both packages ship the MIT LICENSE their package.json names', () => {
    for (const name of ['choice-prompts', 'choice-prompts-mcp']) {
      assert.equal(manifest(name).license, 'MIT');
      assert.match(readFileSync(join(project, 'node_modules', name, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} choice-prompts contributors\n/, name);
    }
  });

  test('choice-prompts-mcp: its bin runs, and its dependencies are the server\'s', { timeout: TEST_TIMEOUT }, async () => {
    const pkg = manifest('choice-prompts-mcp');
    assert.deepEqual(Object.keys(pkg.bin), ['choice-prompts-mcp']);
    assert.ok(pkg.dependencies['choice-prompts'], 'depends on the kit by version');
    assert.doesNotMatch(pkg.dependencies['choice-prompts'], /^(file|link|workspace):/);
    const { stdout } = await run('npx', ['--no-install', 'choice-prompts-mcp', '--help'], { cwd: project, env: npmEnv });
    for (const command of ['mcp', 'answer', 'ask']) assert.match(stdout, new RegExp(`choice-prompts-mcp ${command} `));
  });
});

/**
 * Runs the repository's tsc on `source` as the project's only file, strict, library types
 * checked too. `without` names installed packages moved out of node_modules/ for the check
 * (and back after it), as in a project that did not install them.
 */
async function typeCheck(source, { without = [] } = {}) {
  writeFileSync(join(project, 'app.tsx'), source);
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], jsx: 'react-jsx', strict: true, skipLibCheck: false, noEmit: true, types: [] },
    files: ['app.tsx'],
  }));
  const hidden = without.map((name) => [join(project, 'node_modules', name), join(project, `not-installed-${name}`)]);
  for (const [from, to] of hidden) renameSync(from, to);
  try {
    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project });
    return '';
  } catch (error) {
    return error.stdout || error.message;
  } finally {
    for (const [from, to] of hidden) renameSync(to, from);
  }
}

describe('choice-prompts/jsx, installed: the tags in React 19 TSX', () => {
  /** test/types/jsx-elements.tsx, its imports pointed at the installed package; without the jsx import when `withJsx` is false. */
  const app = (withJsx) => readFileSync(join(root, 'test/types/jsx-elements.tsx'), 'utf8')
    .replace("import type {} from '../../src/jsx.js';", withJsx ? "import type {} from 'choice-prompts/jsx';" : '')
    .replace("from '../../src/index.js';", "from 'choice-prompts';");

  test('a file using both tags with their props and events type-checks, and each wrong prop or detail use is refused', { timeout: TEST_TIMEOUT }, async () => {
    assert.ok(app(true).includes("from 'choice-prompts/jsx'"), 'the test file imports the jsx entry');
    // Every `@ts-expect-error` in the file must meet its error, so this also fails if props were untyped.
    assert.equal(await typeCheck(app(true)), '');
    // Without the entry, React knows neither tag: the types come from choice-prompts/jsx.
    assert.match(await typeCheck(app(false)), /Property 'choice-prompt' does not exist on type 'JSX.IntrinsicElements'/);
  });

  test('its props (and the svelte and vue entries\' props) are the properties and attributes custom-elements.json lists for each tag', () => {
    // The props' names are the template types the jsx, svelte and vue entries share.
    const dts = ['jsx', 'template-types'].map((name) => readFileSync(join(project, `node_modules/choice-prompts/dist/${name}.d.ts`), 'utf8')).join('\n');
    const union = (name) => [...dts.match(new RegExp(`type ${name} = ([^;]+);`))[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
    const quotedKeys = new Set([...dts.matchAll(/^\s*'([\w-]+)'\?:/gm)].map((m) => m[1]));
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/choice-prompts/custom-elements.json'), 'utf8'));
    const declared = (tag) => manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
    const shared = union('RequestElementProperty');
    const typed = { 'choice-prompt': [...shared, ...union('ChoicePromptProperty')], 'question-set': [...shared, ...union('QuestionSetProperty')] };
    for (const [tag, properties] of Object.entries(typed)) {
      const d = declared(tag);
      // What a host sets: public fields that are not read-only (`state`, `answer`… are the element's to say).
      const settable = d.members.filter((m) => m.kind === 'field' && (m.privacy ?? 'public') === 'public' && !m.static && !m.readonly).map((m) => m.name);
      assert.deepEqual([...properties].sort(), [...settable].sort(), `<${tag}>: the JSX props are its settable properties`);
      // An attribute spelled unlike its property (`tab-stops`) is a prop of its own; `state` is reflected, read-only.
      for (const attribute of d.attributes.filter((a) => a.fieldName && a.fieldName !== a.name)) {
        assert.ok(quotedKeys.has(attribute.name), `<${tag}>: the attribute ${attribute.name} is a JSX prop`);
      }
    }
    // The events, by name, become `on<event>` props (a mapped type: the tags' type-check above uses them).
    const events = new Set([...dts.matchAll(/^\s*'(choice-[\w-]+)': Choice\w+Event;/gm)].map((m) => m[1]));
    assert.deepEqual([...events].sort(), ['choice-cancel', 'choice-change', 'choice-submit']);
    assert.match(dts, /as `on\$\{K\}`\]\?:/, 'each event is an on<event> prop');
  });
});

describe('the domain events, installed: typed where hosts listen', () => {
  /** test/types/events.ts with its imports pointed at the installed package: the tags registered by their own entries, or by bundle.js. */
  const app = (bundle) => readFileSync(join(root, 'test/types/events.ts'), 'utf8')
    .replace("from '../../src/index.js';", "from 'choice-prompts';")
    .replace("import '../../src/choice-prompt.js';", bundle ? '' : "import 'choice-prompts/choice-prompt.js';")
    .replace("from '../../src/question-set.js';", bundle ? "from 'choice-prompts/bundle.js';" : "from 'choice-prompts/question-set.js';");

  test('on document, window, any HTMLElement and the elements, as each entry that registers the tags is imported', { timeout: TEST_TIMEOUT }, async () => {
    for (const bundle of [false, true]) {
      assert.doesNotMatch(app(bundle), /\/src\//, 'the test file imports the installed package only');
      // Its `@ts-expect-error` lines must meet their errors too: a detail typed `any` fails.
      assert.equal(await typeCheck(app(bundle)), '', bundle ? 'with bundle.js' : 'with choice-prompt.js and question-set.js');
    }
    // The check can fail: without the kit, an event on document has no detail.
    assert.match(await typeCheck("document.addEventListener('choice-submit', (e) => e.detail);"), /Property 'detail' does not exist on type 'Event'/);
  });
});

describe('choice-prompts/markdown.js, installed: its types', () => {
  test('its extension is what marked takes, and its types need no marked', { timeout: TEST_TIMEOUT }, async () => {
    const withMarked = [
      "import { Marked, marked, type MarkedExtension } from 'marked';",
      "import { choicesMarkdown } from 'choice-prompts/markdown.js';",
      'const extension: MarkedExtension = choicesMarkdown({ streaming: true });',
      "export const html: string = new Marked(choicesMarkdown({ state: () => ({ status: 'answered', value: 'x' }) })).parse('text', { async: false });",
      'marked.use(extension);',
    ].join('\n');
    assert.equal(await typeCheck(withMarked), '');
    // A host on another renderer (react-markdown, markdown-it) upgrades code blocks, and has no marked.
    const withoutMarked = [
      "import { upgradeChoiceBlocks, choicesMarkdown } from 'choice-prompts/markdown.js';",
      'export const prompts: HTMLElement[] = upgradeChoiceBlocks(document.body);',
      'export const extension = choicesMarkdown();',
    ].join('\n');
    assert.equal(await typeCheck(withoutMarked, { without: ['marked'] }), '');
    // The check can fail: a file that does import marked is refused when marked is not there.
    assert.match(await typeCheck(withMarked, { without: ['marked'] }), /Cannot find module 'marked'/);
  });
});

describe('bundle.js and its chunks/ from the installed copy, in Chromium', () => {
  let browser;
  let files;
  before(async () => {
    const dist = join(project, 'node_modules/choice-prompts/dist');
    const page = join(dir, 'page.html');
    writeFileSync(
      page,
      `<!doctype html><html lang="en"><head><title>packed</title><script type="module" src="/bundle.js"></script></head><body>
<question-set id="set"><script type="application/json" dialect="ask_user_question">
{"questions": [{"question": "Which database?", "header": "Database", "multiSelect": false,
  "options": [{"label": "SQLite", "description": "One file"}, {"label": "Postgres", "description": "A server"}]}]}
</script></question-set>
<output id="reply"></output>
<script type="module">document.addEventListener('choice-submit', (e) => { document.getElementById('reply').textContent = JSON.stringify(e.detail.reply); });</script>
</body></html>`,
    );
    [browser, files] = await Promise.all([
      launchBrowser(),
      serveFiles({ '/page.html': page, '/bundle.js': join(dist, 'bundle.js'), ...filesUnder(join(dist, 'chunks'), '/chunks/') }),
    ]);
  }, { timeout: SETUP_TIMEOUT });
  after(async () => {
    await browser?.close();
    await files?.close();
  });

  test('a prompt in a lazily loaded dialect renders and answers, and every chunk loads', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${files.url}page.html`);
    const set = page.locator('#set');
    // One single-select question: choosing sends, in a set as in a prompt.
    await set.getByRole('button', { name: 'Postgres' }).click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent !== '');
    assert.equal(await page.locator('#reply').textContent(), JSON.stringify({ answers: { 'Which database?': 'Postgres' } }));
    assert.ok(files.requested.includes('/chunks/ask-user-question.js'), 'the dialect came from the installed chunks/');

    const chunks = readdirSync(join(project, 'node_modules/choice-prompts/dist/chunks')).filter((name) => name.endsWith('.js'));
    assert.ok(chunks.length >= 3, `chunks are installed (${chunks.join(', ')})`);
    const loaded = await page.evaluate(async (names) => {
      const out = {};
      for (const name of names) {
        try {
          out[name] = Object.keys(await import(`/chunks/${name}`)).length;
        } catch (error) {
          out[name] = `failed: ${error.message}`;
        }
      }
      return out;
    }, chunks);
    // A dialect or a part exports what the page uses; a shared chunk (code only chunks share) may hold code run for its effect alone.
    assert.deepEqual(Object.entries(loaded).filter(([name, n]) => typeof n !== 'number' || (n === 0 && !name.startsWith('shared-'))), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a page without a bundler binds a ChoiceSession: bundle.js, session.js and bind-session.js from the installed dist/', { timeout: TEST_TIMEOUT }, async () => {
    // bundle.js leaves bindSession out (most pages never bind a session); bind-session.js
    // beside it imports nothing and drives the elements bundle.js registered.
    const dist = join(project, 'node_modules/choice-prompts/dist');
    const page = join(dir, 'bound.html');
    writeFileSync(
      page,
      `<!doctype html><html lang="en"><head><title>bound</title></head><body><div id="questions"></div><output id="reply"></output>
<script type="module">
import * as bundle from '/bundle.js';
import { ChoiceSession } from '/session.js';
import { bindSession } from '/bind-session.js';
import { parseRequest } from '/protocol.js';
window.bundleExports = Object.keys(bundle);
const session = new ChoiceSession();
bindSession(session, document.getElementById('questions'));
const { request } = parseRequest('choices-block', JSON.stringify({ question: 'Which database?', options: [{ label: 'SQLite', value: 'sqlite' }, { label: 'Postgres', value: 'pg' }] }));
session.ask(request).then((response) => {
  const question = request.questions[0];
  const chosen = response.answers[question.id].selected.map((id) => question.options.find((o) => o.id === id).label);
  document.getElementById('reply').textContent = JSON.stringify({ status: response.status, chosen });
});
</script></body></html>`,
    );
    // What such a page hosts: bundle.js with chunks/, bind-session.js beside it, and the
    // DOM-free session.js with the protocol modules it imports; not bind/, which
    // bind-session.js must not need.
    const hosted = Object.fromEntries(Object.entries(filesUnder(dist, '/')).filter(([path]) => /^\/(bundle|bind-session|session|protocol)\.js$|^\/(chunks|protocol)\//.test(path)));
    const served = await serveFiles({ '/bound.html': page, ...hosted });
    const { page: tab, context, errors } = await openPage(browser);
    try {
      await tab.goto(`${served.url}bound.html`);
      await tab.locator('#questions choice-prompt').getByRole('button', { name: 'Postgres' }).click();
      await tab.waitForFunction(() => document.getElementById('reply')?.textContent !== '');
      assert.deepEqual(JSON.parse(await tab.locator('#reply').textContent()), { status: 'answered', chosen: ['Postgres'] });
      assert.equal(await tab.locator('#questions choice-prompt').count(), 0, 'the binding took the settled prompt away');
      const names = await tab.evaluate(() => window.bundleExports);
      assert.ok(names.includes('ChoicePrompt') && names.includes('provideChoiceConfig'), names.join(', '));
      assert.ok(!names.includes('bindSession'), 'bundle.js does not carry bindSession');
      // src/bundle.ts lists its exports by hand: every other export of `choice-prompts` must be in it.
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', 'console.log(JSON.stringify(Object.keys(await import("choice-prompts"))))'], { cwd: project });
      assert.deepEqual([...names].sort(), JSON.parse(stdout).filter((name) => name !== 'bindSession').sort());
      assert.ok(!served.requested.some((path) => path.startsWith('/bind/')), `bind-session.js is one file: ${served.requested.join(', ')}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await served.close();
    }
  });
});

describe('custom-elements.json, installed, against the installed elements in Chromium', () => {
  let browser;
  let files;
  let manifest;
  before(async () => {
    const pkg = join(project, 'node_modules/choice-prompts');
    manifest = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8'));
    [browser, files] = await Promise.all([
      launchBrowser(),
      serveFiles({ '/page.html': join(root, 'test/node/manifest-surface.html'), '/bundle.js': join(pkg, 'dist/bundle.js'), ...filesUnder(join(pkg, 'dist/chunks'), '/chunks/') }),
    ]);
  }, { timeout: SETUP_TIMEOUT });
  after(async () => {
    await browser?.close();
    await files?.close();
  });

  /** The manifest's declaration of `tag`. */
  const declared = (tag) => manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);

  test('lists every attribute, property, CSS part and custom property each element has, and nothing else', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${files.url}page.html`);
      // Every element settles into the state it was given (typed fields and the ask_user_question dialect load first).
      await page.waitForFunction(() => [...document.querySelectorAll('choice-prompt, question-set')].every((el) => el.state && (el.state !== 'pending' || el.pending)));
      // What a user does that shows more parts: chooses (option-selected, notes), focuses an option (its preview), submits too soon (a set's hint),
      // cancels with a draft (the undo line).
      for (const id of ['prompt', 'set', 'set-one', 'prompt-cancelling', 'set-cancelling']) await page.locator(`#${id}`).getByRole('button', { name: /Alpha/ }).first().click();
      // A paged set's single choice moves on and says what it chose on the next step (step-chosen).
      await page.locator('#set-moving').getByRole('button', { name: /Alpha/ }).first().click();
      await page.locator('#set-moving [part~="step-chosen"]').waitFor();
      for (const id of ['prompt-cancelling', 'set-cancelling']) await page.locator(`#${id}`).getByRole('button', { name: 'Cancel' }).click();
      await page.locator('#set-cancelling [part~="undo"]').waitFor();
      await page.locator('#set').getByRole('button', { name: 'Submit' }).click();
      await page.locator('#prompt').getByRole('button', { name: /Alpha/ }).focus();
      await page.locator('#prompt').locator('[part~="preview"]').waitFor();
      // "No, and tell Claude what to do differently" chosen: its field and Submit (message, message-send).
      for (const id of ['prompt-approval', 'set-approval']) {
        await page.locator(`#${id}`).getByRole('button', { name: /tell Claude/ }).click();
        await page.locator(`#${id} [part~="message-send"]`).waitFor();
      }
      // A change to a question an option shows, then hidden by another choice: why it is not sent, and Discard (unsent, discard).
      const disclosing = page.locator('#set-disclosing');
      await disclosing.getByRole('button', { name: 'Edit' }).click();
      await disclosing.getByRole('textbox', { name: /Field/ }).fill('changed');
      await disclosing.getByRole('button', { name: 'Ignore' }).click();
      await disclosing.locator('[part~="discard"]').waitFor();
      // An optional question answered offers Clear answer where Skip was (clear).
      await page.locator('#set-unanswered').getByRole('button', { name: /Alpha/ }).first().click();
      await page.locator('#set-unanswered [part~="clear"]').waitFor();
      // Last, as its dialog holds focus and takes clicks outside it: Submit with questions unanswered (the confirmation's parts).
      await page.locator('#set-unanswered').getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('#set-unanswered').locator('[part~="confirm"]').waitFor();

      const found = await page.evaluate(() => Object.fromEntries(['choice-prompt', 'question-set'].map((tag) => {
        const parts = new Set();
        const reflected = new Set();
        const elements = [...document.querySelectorAll(tag)];
        for (const el of elements) {
          for (const node of el.shadowRoot.querySelectorAll('[part]')) node.getAttribute('part').split(/\s+/).forEach((p) => p && parts.add(p));
          if (el.getAttribute('state') === el.state) reflected.add('state');
        }
        const element = customElements.get(tag);
        const css = elements[0].shadowRoot.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
        return [tag, {
          parts: [...parts].sort(),
          attributes: [...element.observedAttributes, ...reflected].sort(),
          properties: [...element.elementProperties].filter(([, options]) => !options.state).map(([name]) => name).sort(),
          customProperties: [...new Set(css.match(/--choice-prompt-[\w-]+/g))].sort(),
        }];
      })));
      for (const [tag, real] of Object.entries(found)) {
        const d = declared(tag);
        assert.ok(d, `the manifest declares <${tag}>`);
        const publicFields = new Set(d.members.filter((m) => m.kind === 'field' && (m.privacy ?? 'public') === 'public' && !m.static).map((m) => m.name));
        assert.deepEqual(real.parts, d.cssParts.map((p) => p.name).sort(), `<${tag}>: the parts it renders are the manifest's`);
        assert.deepEqual(real.attributes, d.attributes.map((a) => a.name).sort(), `<${tag}>: the attributes it reads and reflects are the manifest's`);
        assert.deepEqual(real.properties.filter((name) => !publicFields.has(name)), [], `<${tag}>: every property is in the manifest`);
        assert.deepEqual(real.customProperties, d.cssProperties.map((p) => p.name).sort(), `<${tag}>: the custom properties its styles read are the manifest's`);
        assert.deepEqual(d.events.map((e) => e.name).sort(), ['choice-cancel', 'choice-change', 'choice-submit', 'choice-timer']);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('npx choice-prompts-mcp mcp, installed', () => {
  let client;
  before(async () => {
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['--no-install', 'choice-prompts-mcp', 'mcp', '--no-open'],
      cwd: project,
      env: { ...npmEnv, CI: 'true' },
      stderr: 'pipe',
    });
    client = new Client({ name: 'packed-install', version: '1.0.0' });
    await client.connect(transport);
  }, { timeout: SETUP_TIMEOUT });
  after(() => client?.close());

  test('answers tools/list with provide_choice', { timeout: TEST_TIMEOUT }, async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name), ['provide_choice']);
    assert.equal(tools[0].inputSchema.type, 'object');
    assert.ok(tools[0].inputSchema.properties.options, 'the seed\'s contract');
  });

  test('its answer page serves the installed kit\'s bundle.js and chunks', { timeout: TEST_TIMEOUT }, async () => {
    const result = await client.callTool({
      name: 'provide_choice',
      arguments: {
        title: 'Packed install',
        prompt: 'Does the installed server find the kit?',
        selection_mode: 'single',
        options: [{ id: 'yes', label: 'Yes', recommended: true }, { id: 'no', label: 'No' }],
        transport: 'browser',
        handoff: true,
      },
    });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    const { url } = result.structuredContent.selection;
    const { origin } = new URL(url);
    const dist = join(project, 'node_modules/choice-prompts/dist');
    const bundle = await fetch(`${origin}/assets/bundle.js`);
    assert.equal(bundle.status, 200);
    assert.equal(await bundle.text(), readFileSync(join(dist, 'bundle.js'), 'utf8'));
    const chunk = await fetch(`${origin}/assets/chunks/provide-choice.js`);
    assert.equal(chunk.status, 200);
    assert.equal(await chunk.text(), readFileSync(join(dist, 'chunks/provide-choice.js'), 'utf8'));
  });
});
