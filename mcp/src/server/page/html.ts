/**
 * The answer page's markup and styles, served from memory. No inline script or style (the
 * CSP forbids both); `page.js` does the work with the elements from `bundle.js`.
 */

export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>Question from your agent</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/page.css">
<script type="module" src="/assets/page.js"></script>
</head>
<body>
<main aria-labelledby="page-title">
<h1 id="page-title">Your agent is asking</h1>
<p id="status" role="status" aria-live="polite"></p>
<div id="questions"></div>
<p class="hint" id="hint" hidden>Keep this tab open: new questions from the agent appear here, so you do not get a new tab each time.</p>
<noscript><p>This page needs JavaScript to show the question. You can answer in a terminal instead: run <code>npx choice-prompts-mcp answer</code> followed by this page's address.</p></noscript>
</main>
</body>
</html>
`;

export const PAGE_CSS = `
:root {
  color-scheme: light dark;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
  --page-bg: #f6f7f9;
  --page-fg: #1b1f24;
  --page-card: #ffffff;
  --page-border: #d0d7de;
  --page-muted: #4d5661;
  --page-error: #a40e26;
}
@media (prefers-color-scheme: dark) {
  :root {
    --page-bg: #0f1216;
    --page-fg: #e6edf3;
    --page-card: #171b21;
    --page-border: #3d444d;
    --page-muted: #aeb6bf;
    --page-error: #ff9492;
  }
}
body { margin: 0; background: var(--page-bg); color: var(--page-fg); }
main { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 0 0 0.75rem; }
h2:focus { outline: none; }
h2:focus-visible { outline: 2px solid currentColor; outline-offset: 4px; }
#status { margin: 0 0 1rem; color: var(--page-muted); }
/* Never display: none: a live region must stay in the accessibility tree to be announced. */
#status:empty { margin: 0; }
.card {
  background: var(--page-card);
  border: 1px solid var(--page-border);
  border-radius: 0.75rem;
  padding: 1.25rem;
  margin: 0 0 1.25rem;
}
/* Finished cards stay at full contrast; the outcome line and the element's answered state say it. */
.card[data-state="sent"], .card[data-state="gone"] { border-style: dashed; }
.meta, .outcome, .hint { color: var(--page-muted); margin: 0.75rem 0 0; }
.card:not([data-state="open"]) .meta { display: none; }
.outcome:empty { display: none; }
.outcome[data-kind="error"] { color: var(--page-error); font-weight: 600; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
@media (forced-colors: active) {
  .card { border-color: CanvasText; }
  .outcome[data-kind="error"] { color: CanvasText; }
}
`;
