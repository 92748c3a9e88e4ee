/**
 * The demo's dev server (`npm start` runs `vite demo`, which finds this file in `demo/`).
 * Every page imports the kit from `../src`, so edits show at once. The one exception is
 * `embed-plain.html`, which loads `./bundle.js` exactly as a plain host page would; here
 * that URL is answered from `src/bundle.ts`, and the end-to-end test serves the built
 * `dist/bundle.js` at the same URL instead. `/history.css` is the kit's stylesheet of history
 * markup, made from the elements' styles as the build makes it.
 *
 * What the pages share is written once, in `shared/*.html` (partials):
 *   - `head`: the start of <head>: meta, the title, the theme script, demo.css;
 *   - `site-header`: the skip link, then the header: name, navigation, theme picker.
 * A page holds a placeholder on a line of its own, such as
 * `<!-- include: head title="Chat · choice-prompts" -->`, and `partials()` below replaces it
 * with the partial, `{{title}}` filled, before Vite reads the page: what a partial holds is
 * served and built like the page's own markup. Vite's own transformIndexHtml hook is enough;
 * a templating plugin would add a template language and dependencies for two files.
 * embed-plain.html includes neither, as it stands for a host page with no build step (its
 * end-to-end test serves it as it is on disk).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath, type Plugin } from 'vite';

const bundleSource = fileURLToPath(new URL('../src/bundle.ts', import.meta.url));
const sharedDir = normalizePath(fileURLToPath(new URL('./shared', import.meta.url)));

const INCLUDE = /^([ \t]*)<!--\s*include:\s*([\w-]+)((?:\s+[\w-]+="[^"]*")*)\s*-->[ \t]*$/gm;
/** A partial's line kept on some pages only: `<!-- only on: a, b -->` or `<!-- not on: a -->` at its end. */
const ON_PAGES = /<!--\s*(only|not) on:([^>]*)-->$/;

/** A partial for `page` (its file name without .html), indented to its placeholder's column. */
function partial(name: string, params: Record<string, string>, page: string, indent: string): string {
  let text: string;
  try {
    text = readFileSync(`${sharedDir}/${name}.html`, 'utf8');
  } catch {
    throw new Error(`${page}.html includes ${name}, and there is no demo/shared/${name}.html`);
  }
  // A partial's leading comment is its note to the reader, not part of the page.
  text = text.replace(/^<!--[\s\S]*?-->\s*/, '').trimEnd();
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const on = ON_PAGES.exec(line);
    if (on && on[2]!.split(',').some((p) => p.trim() === page) !== (on[1] === 'only')) continue;
    lines.push(on ? line.slice(0, on.index) : line);
  }
  let html = lines.join(`\n${indent}`).replace(/\{\{([\w-]+)\}\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`${page}.html: the ${name} partial needs ${key}="…"`);
    return params[key]!;
  });
  // The navigation marks the page it is on.
  const link = `<li><a href="./${page}.html">`;
  if (html.includes('<nav')) {
    if (!html.includes(link)) throw new Error(`${page}.html is not in the navigation of demo/shared/${name}.html`);
    html = html.replace(link, `<li><a href="./${page}.html" aria-current="page">`);
  }
  return indent + html;
}

function partials(): Plugin {
  return {
    name: 'choice-prompts:partials',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        const page = basename(filename, '.html');
        const out = html.replace(INCLUDE, (_, indent: string, name: string, attrs: string) => {
          const params = Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
          return partial(name, params, page, indent);
        });
        // A placeholder written off its own line, or mistyped, would leave the page without it.
        if (/<!--\s*include:/.test(out)) throw new Error(`${page}.html: an include placeholder stands alone on its line, as <!-- include: name key="value" -->`);
        return out;
      },
    },
    // A page reloads by itself only when its own file changes; a partial is in every page.
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || dirname(file) !== sharedDir || !file.endsWith('.html')) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}

/**
 * `/history.css`: choice-prompts/history.css as `npm run build` writes it (from the elements'
 * own stylesheets, `scripts/history-css.mjs`), made once per server: the chat shows its
 * history as plain markup with it.
 */
function historyStylesheet(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'choice-prompts:history-css',
    configureServer(server) {
      server.middlewares.use('/history.css', (_req, res, next) => {
        css ??= import(fileURLToPath(new URL('../scripts/history-css.mjs', import.meta.url))).then((m: { historyCss(): Promise<string> }) => m.historyCss());
        css.then((text) => res.setHeader('content-type', 'text/css; charset=utf-8').end(text), next);
      });
    },
  };
}

function bundleFromSource(): Plugin {
  return {
    name: 'choice-prompts:bundle-from-source',
    resolveId(id) {
      return id === '/bundle.js' || id === './bundle.js' ? bundleSource : undefined;
    },
  };
}

export default defineConfig({
  plugins: [partials(), bundleFromSource(), historyStylesheet()],
  // Dependencies are pre-bundled: React and the AI SDK because they ship CommonJS, Lit,
  // marked and idiomorph because served file by file they were 18 of the chat's 137 requests.
  // Every entry the pages import is listed (an unlisted Lit directive would load a second
  // Lit), and with discovery off no dependency is found late and no page reloads itself
  // mid-visit (which would also make the end-to-end tests flaky).
  optimizeDeps: {
    noDiscovery: true,
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'ai',
      '@ai-sdk/react',
      'lit',
      'lit/directives/keyed.js',
      'lit/directives/live.js',
      '@lit/context',
      '@lit/react',
      'marked',
      'idiomorph',
    ],
  },
  server: {
    host: '127.0.0.1',
    // Transformed at start-up, so the first visit to a page does not wait for its modules.
    warmup: { clientFiles: ['./index.html', './gallery/main.ts', './chat/main.ts', './react/main.tsx', './react/use-chat.tsx', './playground/main.ts', '../src/bundle.ts'] },
  },
  clearScreen: false,
});
