// What each entry of the packed kit (or the tarball given) adds to a React 19 app's Vite
// production build: the JavaScript fetched at once (the entry chunk and the chunks it imports
// statically), gzipped file by file. Figures in BENCHMARKS.md.
//   npm run build && node bench/experiments/react-app-sizes.mjs [kit.tgz]
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const run = promisify(execFile);
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
const npm = (args, cwd) => run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], { cwd, env, maxBuffer: 1 << 26 });

const render = "createRoot(document.getElementById('root'))";
/** Each app: its entry module, after `import { createRoot } from 'react-dom/client';`. */
const VARIANTS = {
  'React alone': `${render}.render(<p>hello</p>);`,
  'choice-prompts/react.js': `import { ChoicePrompt } from 'choice-prompts/react.js';
${render}.render(<ChoicePrompt question="Which?" options={[{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }]} onChoiceSubmit={(e) => console.log(e.detail.reply)} />);`,
  'the two tags (choice-prompt.js, question-set.js)': `import 'choice-prompts/choice-prompt.js';
import 'choice-prompts/question-set.js';
${render}.render(<choice-prompt question="Which?" />);`,
  'choice-prompts/bundle.js': `import 'choice-prompts/bundle.js';
${render}.render(<choice-prompt question="Which?" />);`,
  'react.js + a tool part, dialects.js (every dialect at once)': `import 'choice-prompts/dialects.js';
import { parseRequest } from 'choice-prompts/protocol.js';
import { QuestionSet } from 'choice-prompts/react.js';
const parsed = parseRequest('ai_sdk_tool_part', window.part);
${render}.render(<QuestionSet request={parsed.request} response={parsed.response} onChoiceSubmit={(e) => console.log(e.detail.reply)} />);`,
  'react.js + a tool part, loadDialect (that dialect, fetched)': `import { Suspense, use } from 'react';
import { loadDialect, parseRequest } from 'choice-prompts/protocol.js';
import { QuestionSet } from 'choice-prompts/react.js';
const ready = loadDialect('ai_sdk_tool_part');
function ToolPart({ part }) {
  use(ready);
  const parsed = parseRequest('ai_sdk_tool_part', part);
  return parsed.ok ? <QuestionSet request={parsed.request} response={parsed.response} onChoiceSubmit={(e) => console.log(e.detail.reply)} /> : null;
}
${render}.render(<Suspense><ToolPart part={window.part} /></Suspense>);`,
};

const dir = await mkdtemp(join(tmpdir(), 'choice-prompts-react-app-'));
try {
  let tarball = process.argv[2] && resolve(process.argv[2]);
  if (!tarball) tarball = join(dir, JSON.parse((await npm(['pack', '--json', '--pack-destination', dir], process.cwd())).stdout)[0].filename);
  const app = join(dir, 'app');
  await mkdir(join(app, 'src'), { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'react-app', private: true, type: 'module' }));
  await npm(['install', tarball, 'react@19', 'react-dom@19', '@lit/react'], app);
  const rows = [];
  for (const [name, body] of Object.entries(VARIANTS)) {
    const id = `v${rows.length}`;
    await writeFile(join(app, 'src', `${id}.jsx`), `import { createRoot } from 'react-dom/client';\n${body}\n`);
    await writeFile(join(app, 'index.html'), `<!doctype html><html><head><title>app</title></head><body><div id="root"></div><script type="module" src="/src/${id}.jsx"></script></body></html>`);
    const out = await build({ root: app, logLevel: 'silent', build: { outDir: `out-${id}`, write: false } });
    const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const eager = new Set();
    const visit = (file) => {
      if (eager.has(file)) return;
      eager.add(file);
      byName.get(file).imports.forEach(visit);
    };
    chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
    const kb = (list) => list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0) / 1024;
    rows.push({ name, eager: kb([...eager].map((f) => byName.get(f))), files: eager.size, all: kb(chunks) });
  }
  const base = rows[0].eager;
  console.log('| app | JS fetched at once, gzip (files) | added to React alone | all JS emitted, gzip |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.eager.toFixed(2)} KB (${r.files}) | ${r === rows[0] ? '—' : `+${(r.eager - base).toFixed(2)} KB`} | ${r.all.toFixed(2)} KB |`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
