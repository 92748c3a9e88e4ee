// What every host must show: the replies its prompts send (the same questions in each host),
// and the most the kit may add to its page, with the reasons BENCHMARKS.md ("Consumers") gives.
const KB = 1024;

/** A ```choices block's reply: the chosen option's value, as the user's next message. */
export const BLOCK_REPLY = 'sqlite';

/** AskUserQuestion's tool result for "Which license?" answered MIT. */
export const LICENSE_REPLY = { answers: { 'Which license?': 'MIT' } };

/** An MCP elicitation/create form for the license, accepted with MIT. */
export const ELICITATION_REPLY = { action: 'accept', content: { license: 'MIT' } };

/**
 * What a host's page may load besides `bundle.js`'s eager files (bundle.js and chunks/core.js,
 * whose budget is bench/budgets.mjs's), each a budget with its reason: what it measured
 * (BENCHMARKS.md, "Consumers"; `npm run bench -- --only=consumers` measures it again) and
 * room for a bundler's patch release to split or minify a little differently. Each host adds
 * the ones it uses.
 */
export const EXTRA = {
  modules: {
    budget: 5.5 * KB,
    why: 'the kit\'s modules bundled by the host instead of bundle.js: the protocol modules the lazily loaded dialects share become files of their own, each gzipped alone (2.7 KB measured), and the English of the protocol\'s problems (src/protocol/validate-text.ts), which bundle.js fetches with its fallbacks part while a bundler keeps it with the protocol modules that import it (0.4 to 1.3 KB more, measured after it moved), and the settled prompt\'s markup modules the elements share with renderHTML (about 1 KB more: Svelte 35.03, Vue 35.11 KB measured with them)',
  },
  markdown: { budget: 0.75 * KB, why: 'markdown.js, less question-set.js, which the page does not import (0.5 KB measured)' },
  react: { budget: 0.75 * KB, why: 'react.js and @lit/react (0.5 KB measured)' },
  loadDialect: { budget: 4.75 * KB, why: 'loadDialect() in the page\'s own module: Vite splits the elements\' modules that the dialect\'s chunk and the lazily loaded parts share into files of their own (4.2 KB measured)' },
  webpackRuntime: { budget: 0.5 * KB, why: 'webpack\'s module runtime, around bundle.js and chunks/core.js joined into one file (0.2 KB measured)' },
  sveltekit: { budget: 2.5 * KB, why: 'SvelteKit makes each route a Vite entry of its own: the kit\'s modules that the route shares with the lazily loaded dialects and parts come out in more and smaller files than Vite alone makes, each gzipped alone (35.28 KB measured, its page in 30 files; 32.71 KB in the Svelte + Vite page, in 8)' },
  reactRouter: { budget: 3.75 * KB, why: 'React Router makes each route a Vite entry of its own: the kit\'s modules that the route shares with the lazily loaded dialects and parts come out in 19 files, each gzipped alone (37.17 KB measured with react.js; 32.84 KB in the Next.js page)' },
  angular: { budget: 2.5 * KB, why: 'Angular\'s application builder bundles with esbuild, which splits the modules the page shares with the lazily loaded dialect and parts into a file for each set of chunks that imports them: the page loads 26 files where its baseline loads 1, each gzipped alone (37.32 KB measured; 32.2 KB were they gzipped as one file)' },
  nuxt: { budget: 11.25 * KB, why: 'Nuxt imports the page\'s chunk at start-up, so its page is weighed by what the browser downloads until both prompts show: the page\'s chunk with the elements in one file (36.7 KB gzip, beside the modules\' extra), and the lazily loaded parts the two prompts fetch as they render (7 files, 7.7 KB), which the other hosts\' count of what their HTML names leaves out (44.09 KB measured in all)' },
  session: { budget: 8.25 * KB, why: 'ChoiceSession (session.js, with kinds.js), bindSession and encodeReply (7.6 KB measured)' },
};

/** The most the kit may add to a page: `bundle.js`'s budget plus the named extras', and why. */
export function addedBudget(bundleBudget, ...extras) {
  return {
    bytes: extras.reduce((sum, name) => sum + EXTRA[name].budget, bundleBudget),
    why: ['bundle.js and chunks/core.js within their budget', ...extras.map((name) => EXTRA[name].why)].join('; '),
  };
}

/** The page POSTs `reply`, as JSON, to /api/reply. */
export const posted = (reply) => ({ path: '/api/reply', match: (body) => JSON.stringify(body) === JSON.stringify(reply) });

/**
 * The prompts of a host showing the choices block at `#block` and a tool call at
 * `#tool-call` (a `<question-set>`), each reply POSTed to /api/reply. `click`: MIT, then
 * Submit for an MCP form; MIT alone for an AskUserQuestion of one single choice, which
 * sends when chosen.
 */
export function blockAndToolCall(toolCall, reply, click = ['MIT', 'Submit']) {
  return [
    { name: 'a choices block', within: '#block', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: toolCall, within: '#tool-call', click, reply, posted: posted(reply) },
  ];
}
