/**
 * The names the MCP Apps View and the server share (see `app.ts`). Apart from `app.ts`,
 * which reads files, so the View's browser bundle imports no Node module.
 */
export const VIEW_URI = 'ui://choice-prompts/question';
export const CLAIM_TOOL = 'choice_view_claim';
export const SETTLE_TOOL = 'choice_view_settle';
