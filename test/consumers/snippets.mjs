// The README's quick-start snippets are the real sources of five hosts: each fenced block that
// follows a `<!-- snippet: NAME -->` line is the file SNIPPETS names, so it is tested as printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../node/e2e/support.mjs';

/** Snippet name → the host file (under hosts/) it is. */
export const SNIPPETS = {
  'plain-html': 'plain-html/index.html',
  'markdown-app': 'vite-markdown/src/main.ts',
  'react-usechat': 'vite-react/src/Chat.tsx',
  'next-history': 'next/app/history/transcript.tsx',
  'astro-history': 'astro/src/history/Transcript.astro',
};

/** The fenced code block after README.md's `<!-- snippet: name -->` line, as printed (undefined without one). */
export function readmeSnippet(name, readme = readFileSync(join(root, 'README.md'), 'utf8')) {
  const match = readme.match(new RegExp(`^<!-- snippet: ${name} -->\\n+(\`{3,})[^\\n]*\\n([\\s\\S]*?)^\\1[ \\t]*$`, 'm'));
  return match?.[2];
}
