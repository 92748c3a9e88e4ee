// The kit's size budgets, KB (1,024 bytes) gzip of what a page fetches at once; npm test fails
// past one (test/node/size-budgets.test.mjs). A change that grows the kit raises its budget
// here in the same commit and says why in BENCHMARKS.md.
export const BUDGETS = {
  /** dist/bundle.js with the chunks it imports at once (chunks/core.js: Lit, both elements, the protocol core). */
  'bundle.js': 30,
  /** dist/protocol.js as a bundler sees it: bundled, minified for production. */
  'protocol.js': 10,
  /** dist/choice-queue.bundle.js, beside bundle.js on a page without a bundler: what `<choice-queue>` adds to bundle.js. */
  'choice-queue.bundle.js': 8.5,
  /** Each lazily loaded chunk, with the shared chunks it imports: what the first prompt needing it fetches. */
  chunks: {
    'ag-ui-interrupt.js': 12.25,
    'ai-sdk-tool-part.js': 22,
    'annotations.js': 1.75,
    'approval.js': 2.75,
    'cancel.js': 1.75,
    'ask-followup-question.js': 6.25,
    'ask-user-question.js': 6.5,
    'can-use-tool.js': 10,
    'codex-request-user-input.js': 5.5,
    'countdown.js': 1.75,
    'fallbacks.js': 2.25,
    'fold.js': 1.5,
    'form.js': 2,
    'field-kinds.js': 6,
    'gemini-ask-user.js': 5.25,
    'langgraph-interrupt.js': 8,
    'link.js': 0.75,
    'mcp-elicitation.js': 11,
    'message.js': 1,
    'note-field.js': 0.75,
    'previews.js': 3.25,
    'pager.js': 6.5,
    'progress.js': 4.75,
    'provide-choice.js': 4.25,
    'request-user-choice.js': 1.75,
    'vscode-ask-questions.js': 5.75,
    'select-all.js': 0.75,
  },
};
