// Both packed packages held to the ecosystem's checks (publint --strict, attw esm-only, npm
// publish --dry-run), the kit's tarball to its size with no maps, sources or tests, and every
// relative link in their markdown to a file the tarball holds. Needs the build.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { Lexer, walkTokens } from 'marked';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { root } from './e2e/support.mjs';

const run = promisify(execFile);

/**
 * The kit's tarball as npm counts it ("package size"): what every install downloads. 266 kB
 * when the limit was set; 304.5 kB with the paged set, forms, Skip, undo and the loader (their
 * modules and declarations): the limit followed at 320 kB; 321.9 kB with questions shown by an
 * option, the pager and message parts, and folding on settle: 340 kB, as BENCHMARKS.md records;
 * 285.6 kB once the declarations no entry's types reach were left out of the build
 * (scripts/prune-declarations.mjs): back to 300 kB; 351.0 kB with renderHTML and
 * renderHistoryHTML (html.js, its modules and their declarations), history.css, lazy.js and each
 * part's settled markup, after the dialects and design branches: 360 kB; 378.9 kB with the queue
 * (choice-queue.js and choice-queue.bundle.js) as well: 385 kB; 381.6 kB with Angular's tests.
 * 323.0 kB once tsc's modules were minified file by file (-20 kB), the declarations reached
 * only through an import lost their JSDoc and the elements' classes the tags the manifest
 * carries (-15 kB), the manifest its private and protected members (-4 kB) and SECURITY.md
 * went to the repository (-8 kB): 325 kB. What stays is the module tree (bundlers, Node) and
 * bundle.js's chunks (a page without a bundler), each the whole kit, and the types.
 */
const KIT_PACKED_LIMIT = 325_000;

/** The environment of a nested npm: none of the `npm_*` settings of the `npm test` that runs us. */
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

/** The two packages: the `npm` arguments that select each. */
const PACKAGES = { 'choice-prompts': [], 'choice-prompts-mcp': ['--workspace', 'choice-prompts-mcp'] };

let dir;
/** Per package: `tarball` (its path), `packed` (npm's report: size, files) and `unpacked` (the folder it was extracted to). */
const packed = {};
before(async () => {
  assert.ok(existsSync(join(root, 'dist/bundle.js')) && existsSync(join(root, 'mcp/dist/cli/main.js')), 'both packages are built (npm test builds first; or npm run build)');
  dir = await mkdtemp(join(tmpdir(), 'choice-prompts-checks-'));
  await Promise.all(Object.entries(PACKAGES).map(async ([name, args]) => {
    const { stdout } = await run('npm', ['pack', ...args, '--json', '--pack-destination', dir], { cwd: root, env: npmEnv });
    const [report] = JSON.parse(stdout);
    const unpacked = join(dir, name);
    await mkdir(unpacked);
    await run('tar', ['-xzf', join(dir, report.filename), '-C', unpacked, '--strip-components=1']);
    packed[name] = { tarball: join(dir, report.filename), report, unpacked };
  }));
}, { timeout: 300_000 });
after(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the ecosystem\'s checks, on both packed tarballs', () => {
  for (const name of Object.keys(PACKAGES)) {
    test(`${name}: publint --strict reports nothing`, async () => {
      const bytes = readFileSync(packed[name].tarball);
      const { messages, pkg } = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }, strict: true });
      assert.deepEqual(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`), []);
    });

    test(`${name}: attw --profile esm-only passes`, { timeout: 120_000 }, async () => {
      const attw = join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
      // A stylesheet (choice-prompts/history.css) is an export with no types to resolve.
      const css = name === 'choice-prompts' ? ['--exclude-entrypoints', './history.css'] : [];
      const result = await run(process.execPath, [attw, packed[name].tarball, '--profile', 'esm-only', '--no-color', ...css], { cwd: dir }).then(() => null, (error) => error);
      assert.equal(result, null, result && `${result.stdout}\n${result.stderr}`);
    });

    test(`${name}: npm publish --dry-run warns about nothing`, { timeout: 120_000 }, async () => {
      const { stderr } = await run('npm', ['publish', '--dry-run', ...PACKAGES[name]], { cwd: root, env: npmEnv });
      // Publishing needs a login, which a dry run on this machine never has: that warning is not about the package.
      const warnings = stderr.split('\n').filter((line) => /^npm (warn|error)/i.test(line) && !/requires you to be logged in/.test(line));
      assert.deepEqual(warnings, []);
    });
  }
});

describe('the kit\'s tarball', () => {
  test(`is at most ${KIT_PACKED_LIMIT / 1000} kB packed, without source maps, sources or tests`, () => {
    const { size, files } = packed['choice-prompts'].report;
    assert.ok(size <= KIT_PACKED_LIMIT, `the kit's tarball is ${(size / 1000).toFixed(1)} kB packed, over its ${KIT_PACKED_LIMIT / 1000} kB`);
    const paths = files.map((file) => file.path);
    assert.ok(paths.includes('dist/bundle.js') && paths.includes('dist/index.d.ts'), 'the tarball holds the build');
    const unwanted = paths.filter((path) => /\.map$|\.tsx?$(?<!\.d\.ts)|(^|\/)(src|test|tests|__tests__|bench|demo|scripts)\/|\.(test|spec)\.[cm]?[jt]sx?$/.test(path));
    assert.deepEqual(unwanted, []);
    // A module pointing at a map the tarball lacks makes bundlers and devtools warn.
    const pointing = paths.filter((path) => path.endsWith('.js') && /\/\/# sourceMappingURL=/.test(readFileSync(join(packed['choice-prompts'].unpacked, path), 'utf8')));
    assert.deepEqual(pointing, []);
  });

  test('its declarations keep the JSDoc of what the entries export, and only that', () => {
    const { unpacked } = packed['choice-prompts'];
    const read = (path) => readFileSync(join(unpacked, path), 'utf8');
    // Exported: the model's types, parseRequest, the elements' properties.
    assert.match(read('dist/protocol/model.d.ts'), /\/\*\* One clickable answer\. \*\/\s*export interface ChoiceOption/);
    assert.match(read('dist/protocol/registry.d.ts'), /\/\*\*[^]*?\*\/\s*export declare function parseRequest/);
    const prompt = read('dist/components/choice-prompt/choice-prompt.d.ts');
    assert.match(prompt, /@summary An agent's question/);
    assert.match(prompt, /\/\*\* The question, for hand-written use without a `request`\. \*\/\s*question\?: string;/);
    // What the manifest carries is said there, once.
    assert.doesNotMatch(prompt, /@(?:csspart|cssprop|cssstate|attr|fires|slot)\b/);
    const manifest = JSON.parse(read('custom-elements.json'));
    const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'choice-prompt');
    assert.ok(element.cssParts.some((part) => part.name === 'option'), 'the manifest lists the parts');
    assert.ok(element.events.some((event) => event.name === 'choice-submit'), 'the manifest lists the events');
    assert.deepEqual(element.members.filter((member) => member.privacy && member.privacy !== 'public'), [], 'the manifest lists public members only');
    // Reached only through an import (an element's protected controller): no comments.
    const internal = 'dist/components/answer/answer.controller.d.ts';
    assert.ok(existsSync(join(unpacked, internal)), `${internal} is still reached by the elements' types`);
    assert.doesNotMatch(read(internal), /\/\*\*/);
  });

  test('custom-elements.json names modules the tarball holds', () => {
    const { unpacked } = packed['choice-prompts'];
    const manifest = JSON.parse(readFileSync(join(unpacked, 'custom-elements.json'), 'utf8'));
    const paths = manifest.modules.map((m) => m.path);
    assert.ok(manifest.modules.some((m) => m.declarations?.some((d) => d.tagName === 'choice-prompt')), 'the manifest declares <choice-prompt>');
    assert.deepEqual(paths.filter((path) => !existsSync(join(unpacked, path))), [], `module paths: ${paths.join(', ')}`);
  });
});

/** Every link and image address in `markdown`: markdown links, images and reference definitions, and `href`/`src`/`srcset` in its HTML; code is not read. */
function addresses(markdown) {
  const found = [];
  const fromHtml = (html) => {
    for (const [, attribute, double, single] of html.matchAll(/\b(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      const value = double ?? single;
      if (attribute.toLowerCase() === 'srcset') found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean));
      else found.push(value);
    }
  };
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  walkTokens(tokens, (token) => {
    if (token.type === 'link' || token.type === 'image') found.push(token.href);
    else if (token.type === 'html') fromHtml(token.raw);
  });
  // Reference definitions (`[name]: target`) are resolved into the links above, used or not; list them too.
  for (const { href } of Object.values(tokens.links ?? {})) found.push(href);
  return [...new Set(found)];
}

describe('links in the packages\' markdown', () => {
  for (const name of Object.keys(PACKAGES)) {
    test(`${name}: every relative link in its README and other markdown names a file in its tarball`, () => {
      const { unpacked } = packed[name];
      const markdown = readdirSync(unpacked, { recursive: true }).filter((path) => path.endsWith('.md'));
      assert.ok(markdown.includes('README.md'), `${name} ships its README`);
      const dead = [];
      for (const file of markdown) {
        for (const address of addresses(readFileSync(join(unpacked, file), 'utf8'))) {
          // Absolute addresses (https:, mailto:, a protocol-relative //host) and links within the page are fine.
          if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(address) || address === '') continue;
          const target = address.replace(/[?#].*$/, '');
          const path = normalize(join(file, '..', /%[0-9a-f]{2}/i.test(target) ? decodeURIComponent(target) : target));
          if (path.startsWith('..') || path.startsWith('/') || !existsSync(join(unpacked, path))) dead.push(`${file}: ${address}`);
        }
      }
      assert.deepEqual(dead, [], `links that lead nowhere once ${name} is installed: make each absolute (https://github.com/choice-prompts/choice-prompts/blob/main/…) or ship its file`);
    });
  }

  test('the link reader finds markdown links, images, reference definitions and HTML addresses, and skips code', () => {
    const text = [
      '[a](docs/a.md) ![b](img/b.png "title") [c][ref] <https://example.com/auto>',
      '',
      '<picture><source srcset="img/dark.png 1x, img/dark@2x.png 2x"><img src="img/light.png" alt=""></picture>',
      '',
      '`[not](code.md)`',
      '',
      '```md',
      '[not](fenced.md)',
      '```',
      '',
      '[ref]: ../outside.md',
    ].join('\n');
    assert.deepEqual(addresses(text).sort(), ['../outside.md', 'docs/a.md', 'https://example.com/auto', 'img/b.png', 'img/dark.png', 'img/dark@2x.png', 'img/light.png'].sort());
  });
});
