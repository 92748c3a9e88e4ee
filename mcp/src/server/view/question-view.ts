/**
 * The MCP Apps View of `provide_choice` (`ui://choice-prompts/question`, see `../app.ts`).
 * Built with the elements and every dialect into one HTML file (`npm run build`), so it
 * fetches nothing.
 *
 * It shows a pending question while the host streams the call's arguments, then parses the
 * complete arguments with the same `provide_choice` parser the server uses (nothing in them is
 * trusted: labels are text, limits apply), claims the waiting call with `choice_view_claim`,
 * and shows the question with `<choice-prompt>` (one question; `<question-set>` if a future
 * contract brings several). The user's answer or cancel goes back through
 * `choice_view_settle`; the host's tool result shows the final state, whoever settled it
 * (the user, a timeout, the agent cancelling the call). The host's theme, fonts and style
 * variables are applied to the document, and the elements follow them.
 */
import { App, applyDocumentTheme, applyHostFonts, applyHostStyleVariables } from '@modelcontextprotocol/ext-apps';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
// Only the kit's public entries, as a package that installs the kit would import them.
import 'choice-prompts/choice-prompt.js';
import 'choice-prompts/question-set.js';
import 'choice-prompts/dialects.js';
import { parseRequest, type ChoiceRequest, type ChoiceResponse } from 'choice-prompts/protocol.js';
import type { ProvideChoiceResult } from 'choice-prompts/dialects.js';
import { CLAIM_TOOL, SETTLE_TOOL } from '../app-names.js';

interface PromptElement extends HTMLElement {
  request?: ChoiceRequest;
  response?: ChoiceResponse;
  pending: boolean;
  disabled: boolean;
}

type ChoiceEventDetail = { response: ChoiceResponse };

const statusLine = document.getElementById('status')!;
let prompt = document.getElementById('placeholder') as PromptElement;
let shown: { request: ChoiceRequest; sessionId: string } | undefined;
let settled = false;

function say(text: string, kind: 'info' | 'error' = 'info'): void {
  statusLine.textContent = text;
  statusLine.dataset.kind = kind;
}

function firstText(result: CallToolResult): string {
  const block = result.content.find((c) => c.type === 'text');
  return block && 'text' in block ? block.text : '';
}

function replacePrompt(request: ChoiceRequest): PromptElement {
  const tag = request.questions.length > 1 ? 'question-set' : 'choice-prompt';
  const next = document.createElement(tag) as PromptElement;
  next.request = request;
  next.addEventListener('choice-submit', (e) => void settle((e as CustomEvent<ChoiceEventDetail>).detail.response));
  next.addEventListener('choice-cancel', (e) => void settle((e as CustomEvent<ChoiceEventDetail>).detail.response));
  prompt.replaceWith(next);
  prompt = next;
  return next;
}

/** The response a final `provide_choice` result stands for, to show as the element's state. */
function responseOf(request: ChoiceRequest, result: ProvideChoiceResult): ChoiceResponse {
  const status: ChoiceResponse['status'] = result.action_status === 'cancelled' ? 'cancelled' : result.action_status === 'timeout' ? 'timeout' : 'answered';
  const question = request.questions[0]!;
  const { selected_ids: selected, custom_input: other } = result.selection;
  const answered = status !== 'cancelled' && (selected.length > 0 || other !== undefined);
  return {
    requestId: request.id,
    status,
    answers: answered ? { [question.id]: { selected: [...selected], ...(other !== undefined && { other }) } } : {},
  };
}

const app = new App({ name: 'choice-prompts question', version: '1' }, {}, { autoResize: true });

function applyContext(context: ReturnType<App['getHostContext']>): void {
  if (!context) return;
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.styles?.css?.fonts) applyHostFonts(context.styles.css.fonts);
  if (context.locale) applyLocale(context.locale);
}

/** The host's language, and its writing direction, for the elements' strings and layout. */
function applyLocale(tag: string): void {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?(): { direction?: string }; textInfo?: { direction?: string } };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    document.documentElement.lang = locale.toString();
    document.documentElement.dir = direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    // Not a BCP 47 tag: keep the document's language.
  }
}

app.onhostcontextchanged = (context) => applyContext(context);

app.ontoolinputpartial = () => {
  if (!shown) prompt.pending = true;
};

app.ontoolinput = async ({ arguments: args }) => {
  if (shown) return;
  const parsed = parseRequest('provide_choice', args ?? {}, { id: 'view' });
  if (!parsed.ok) {
    prompt.pending = false;
    prompt.hidden = true;
    say(`The agent's question could not be shown: ${parsed.errors.map((e) => `${e.path}: ${e.message}`).join(' ')}`, 'error');
    return;
  }
  let claim: CallToolResult;
  try {
    claim = await app.callServerTool({ name: CLAIM_TOOL, arguments: { arguments: args ?? {} } });
  } catch (error) {
    claim = { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], isError: true };
  }
  const found = claim.structuredContent as { session_id?: unknown; remaining_ms?: unknown } | undefined;
  if (claim.isError || typeof found?.session_id !== 'string') {
    prompt.pending = false;
    prompt.hidden = true;
    say(firstText(claim) || 'This question cannot be answered here.', 'error');
    return;
  }
  const request: ChoiceRequest = { ...parsed.request, id: found.session_id };
  // The countdown shows what is left, not the timeout the call started with.
  if (typeof found.remaining_ms === 'number') request.timeoutMs = Math.max(1, found.remaining_ms);
  shown = { request, sessionId: found.session_id };
  replacePrompt(request);
};

async function settle(response: ChoiceResponse): Promise<void> {
  // The element's own countdown ends the question on screen; the server applies the timeout.
  if (!shown || settled || response.status === 'timeout') return;
  settled = true;
  const { sessionId } = shown;
  let result: CallToolResult;
  try {
    result = await app.callServerTool({
      name: SETTLE_TOOL,
      arguments: { session_id: sessionId, response: { status: response.status, answers: response.answers, ...(response.annotation !== undefined && { annotation: response.annotation }) } },
    });
  } catch (error) {
    result = { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], isError: true };
  }
  if (result.isError) {
    say(firstText(result), 'error');
    return;
  }
  prompt.response = response;
  const final = result.structuredContent as unknown as ProvideChoiceResult;
  say(response.status === 'cancelled' ? 'Cancelled; the agent was told.' : 'Sent to the agent.');
  // Where the host supports it, the model also reads what was chosen in the conversation.
  app.updateModelContext({ content: [{ type: 'text', text: `The user answered the choice-prompts question: ${final.selection.summary}` }] }).catch(() => {});
}

app.ontoolresult = (result) => {
  if (!shown || settled) {
    if (result.isError && !shown) say(firstText(result as CallToolResult), 'error');
    return;
  }
  const final = result.structuredContent as ProvideChoiceResult | undefined;
  if (result.isError || !final || typeof final.action_status !== 'string') return;
  settled = true;
  prompt.response = responseOf(shown.request, final);
  const timedOut = final.action_status === 'timeout';
  say(timedOut && shown.request.timeoutAction !== 'cancel' ? `Time ran out; the agent got the default answer. ${final.selection.summary}` : final.selection.summary);
};

app.ontoolcancelled = () => {
  if (settled) return;
  settled = true;
  if (shown) prompt.response = { requestId: shown.request.id, status: 'cancelled', answers: {} };
  else prompt.hidden = true;
  say('The agent withdrew this question.');
};

await app.connect();
applyContext(app.getHostContext());
