// The kit's size budgets, KB (1,024 bytes) gzip of what a page fetches at once; npm test fails
// past one (test/node/size-budgets.test.mjs). A change that grows the kit raises its budget
// here in the same commit and says why in BENCHMARKS.md.
export const BUDGETS = {
  /** dist/bundle.js with the chunks it imports at once (chunks/core.js: Lit, both elements, the protocol core). */
  'bundle.js': 30,
  /** dist/protocol.js as a bundler sees it: bundled, minified for production. */
  'protocol.js': 10,
  /** dist/lazy.js, which a page loads instead of bundle.js to fetch the elements only where a live prompt is. */
  'lazy.js': 1.5,
  /** dist/history.css, the stylesheet of renderHTML's markup in a page. */
  'history.css': 4,
  /** dist/choice-queue.bundle.js, beside bundle.js on a page without a bundler: what `<choice-queue>` adds to bundle.js. */
  'choice-queue.bundle.js': 8.5,
  /**
   * Each lazily loaded chunk, with the shared chunks it imports: what the first prompt needing
   * it fetches. A part's markup (`*.markup.js`: a settled request's view of what the part
   * draws) counts what it fetches after the part's chunk and the fold's.
   */
  chunks: {
    'ag-ui-interrupt.js': 12.25,
    'ai-sdk-tool-part.js': 22,
    'annotations.js': 2,
    'approval.js': 3,
    'approval.markup.js': 1.25,
    'cancel.js': 1.75,
    'ask-followup-question.js': 6.25,
    'ask-user-question.js': 6.5,
    'can-use-tool.js': 10,
    'codex-request-user-input.js': 5.75,
    'countdown.js': 1.75,
    'countdown.markup.js': 0.5,
    'fallbacks.js': 2.25,
    'fold.js': 7.25,
    'form.js': 2,
    'field-kinds.js': 6.25,
    'field.markup.js': 1.25,
    'gemini-ask-user.js': 5.25,
    'langgraph-interrupt.js': 8,
    'link.js': 0.75,
    'link.markup.js': 0.5,
    'mcp-elicitation.js': 11,
    'message.js': 1.25,
    'message.markup.js': 0.75,
    'note-field.js': 0.75,
    'note-field.markup.js': 0.5,
    'notes.markup.js': 0.75,
    'previews.js': 3.5,
    'preview.markup.js': 0.5,
    'pager.js': 6.5,
    'progress.js': 5.5,
    'progress.markup.js': 0.75,
    'provide-choice.js': 4.25,
    'request-user-choice.js': 1.75,
    'vscode-ask-questions.js': 5.75,
    'select-all.js': 0.75,
  },
};
