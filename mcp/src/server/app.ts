/**
 * MCP Apps (the extension `io.modelcontextprotocol/ui`, SEP-1865): `provide_choice` drawn
 * inline in the conversation by this kit's elements.
 *
 * 1. A client that declares the extension sees `provide_choice` with `_meta.ui.resourceUri`
 *    naming the View, `ui://choice-prompts/question`, and two tools only the View may call
 *    (visibility `app`, hidden from the model).
 * 2. A call asked through the app (transport `app`, or `auto` with such a client) opens a
 *    session on the `app` channel and waits, blocking, like every other transport.
 * 3. The host renders the View and hands it the call's arguments. The View parses them with
 *    the same `provide_choice` parser as the server, then calls `choice_view_claim` with them:
 *    the server gives it the id of the one waiting call on this connection with exactly those
 *    arguments, and the time left. Nothing else leaves the server: the id is the capability
 *    to answer, as on the browser page.
 * 4. The user answers; the View calls `choice_view_settle`; the session settles once (answer,
 *    cancel or timeout, whichever comes first), the blocking call resolves with the
 *    `provide_choice` result, and the host shows that result to the View.
 *
 * The two constants below are the extension's own (`@modelcontextprotocol/ext-apps/server`
 * exports them; a test checks they agree). They are written here so the server does not
 * load that package, its schemas and zod at run time for two strings.
 */
import { readFile } from 'node:fs/promises';
import type { CallToolResult, ReadResourceResult, Resource, Tool } from '@modelcontextprotocol/server';
import { isRecord, own, type ChoiceResponse } from 'choice-prompts/protocol.js';
import { answerQuestion, cancelQuestion, type Question } from './question.js';
import { finalResult, toolError, toolResult } from './result.js';
import { SESSION_ID_PATTERN, canonical, type QuestionStore } from './store.js';
import { CLAIM_TOOL, SETTLE_TOOL, VIEW_URI } from './app-names.js';

export const EXTENSION_ID = 'io.modelcontextprotocol/ui';
export const RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';
export { VIEW_URI, CLAIM_TOOL, SETTLE_TOOL };

/** How long a claim waits for its `provide_choice` call to arrive (the host may render first). */
const CLAIM_WAIT_MS = 10_000;

/** Whether the client's capabilities declare MCP Apps with HTML Views. */
export function supportsApps(capabilities: unknown): boolean {
  if (!isRecord(capabilities)) return false;
  const extensions = own(capabilities, 'extensions');
  const ui = isRecord(extensions) ? own(extensions, EXTENSION_ID) : undefined;
  if (!isRecord(ui)) return false;
  const mimeTypes = own(ui, 'mimeTypes');
  // The extension's own check looks for this type in `mimeTypes`; a client that lists none
  // declares the extension without saying what it renders, which HTML Views need.
  return Array.isArray(mimeTypes) && mimeTypes.includes(RESOURCE_MIME_TYPE);
}

/** `_meta` of `provide_choice` for a client with MCP Apps (both spellings the SDKs read). */
export function viewToolMeta(): Record<string, unknown> {
  return { ui: { resourceUri: VIEW_URI }, 'ui/resourceUri': VIEW_URI };
}

/** The View as `resources/list` shows it. */
export function viewResource(): Resource {
  return {
    uri: VIEW_URI,
    name: 'choice-prompts question',
    title: 'A provide_choice question',
    description: 'The question of a provide_choice call, drawn with the choice-prompts elements; the user answers inline.',
    mimeType: RESOURCE_MIME_TYPE,
  };
}

/**
 * `resources/read` of the View: one HTML document with every script and style inlined, so it
 * fetches nothing and needs no domain in its CSP. Built by `npm run build`.
 */
export async function readView(file = new URL('./view/question.html', import.meta.url)): Promise<ReadResourceResult> {
  const text = await readFile(file, 'utf8');
  return {
    contents: [
      {
        uri: VIEW_URI,
        mimeType: RESOURCE_MIME_TYPE,
        text,
        _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } },
      },
    ],
  };
}

const APP_ONLY = { ui: { visibility: ['app'] } };

/** The tools only the View calls. */
export function viewTools(): Tool[] {
  return [
    {
      name: CLAIM_TOOL,
      title: 'Find the question this View shows',
      description:
        'Called by the choice-prompts View, not by the model: given the arguments of a provide_choice call that waits on ' +
        'this connection, returns its session_id and the milliseconds left before it times out.',
      inputSchema: {
        type: 'object',
        properties: { arguments: { type: 'object', description: 'The provide_choice arguments, as the host gave them to the View.' } },
        required: ['arguments'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
      _meta: APP_ONLY,
    },
    {
      name: SETTLE_TOOL,
      title: 'Send the user\'s answer',
      description:
        'Called by the choice-prompts View, not by the model: answers or cancels the claimed session once; the waiting ' +
        'provide_choice call then returns the result.',
      inputSchema: {
        type: 'object',
        properties: {
          session_id: { type: 'string' },
          response: { type: 'object', description: 'A choice-prompts ChoiceResponse: status "answered" with answers, or "cancelled".' },
        },
        required: ['session_id', 'response'],
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      _meta: APP_ONLY,
    },
  ];
}

/** The same arguments give the same key, whatever order their fields came in. */
const keyOf = canonical;

interface AppCall {
  readonly entry: Question;
  readonly key: string;
  claimed: boolean;
}

/**
 * The `provide_choice` calls waiting in the app on one MCP connection. A View may claim only
 * a call of its own connection, and each call once.
 */
export class AppCalls extends EventTarget {
  readonly #calls = new Set<AppCall>();

  /** Remembers a waiting call; returns the function that forgets it. */
  add(entry: Question, args: unknown): () => void {
    const call: AppCall = { entry, key: keyOf(args ?? {}), claimed: false };
    this.#calls.add(call);
    this.dispatchEvent(new Event('add'));
    return () => this.#calls.delete(call);
  }

  /** The oldest unclaimed, unsettled call with these arguments, waiting `ms` for one to arrive. */
  async claim(args: unknown, ms = CLAIM_WAIT_MS, signal?: AbortSignal): Promise<Question | undefined> {
    const key = keyOf(args);
    const take = (): Question | undefined => {
      for (const call of this.#calls) {
        if (!call.claimed && !call.entry.response && call.key === key) {
          call.claimed = true;
          return call.entry;
        }
      }
      return undefined;
    };
    const now = take();
    if (now || ms <= 0) return now;
    return new Promise((resolve) => {
      const finish = (entry: Question | undefined) => {
        clearTimeout(timer);
        this.removeEventListener('add', onAdd);
        signal?.removeEventListener('abort', onAbort);
        resolve(entry);
      };
      const onAdd = () => {
        const entry = take();
        if (entry) finish(entry);
      };
      const onAbort = () => finish(undefined);
      const timer = setTimeout(() => finish(undefined), ms);
      this.addEventListener('add', onAdd);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** A call of this connection that a View has claimed. */
  claimed(id: string): Question | undefined {
    for (const call of this.#calls) if (call.claimed && call.entry.id === id) return call.entry;
    return undefined;
  }
}

/** `choice_view_claim`: the session of the waiting call with these arguments. */
export async function claimCall(calls: AppCalls, args: unknown, signal?: AbortSignal): Promise<CallToolResult> {
  const callArgs = isRecord(args) ? own(args, 'arguments') : undefined;
  if (!isRecord(callArgs)) return toolError('choice_view_claim needs {"arguments": {…}}: the provide_choice arguments the View was given.');
  const entry = await calls.claim(callArgs, CLAIM_WAIT_MS, signal);
  if (!entry) {
    return toolError(
      'No provide_choice call with these arguments waits in the app on this connection: it was asked another way, already shown, or already finished.',
    );
  }
  const remaining = entry.deadline === undefined ? undefined : Math.max(0, entry.deadline - Date.now());
  return {
    content: [{ type: 'text', text: `Claimed session ${entry.id}.` }],
    structuredContent: { session_id: entry.id, ...(remaining !== undefined && { remaining_ms: remaining }) },
  };
}

const ALREADY_SETTLED = 'This question was already answered, cancelled or timed out; this answer was not used.';

/** `choice_view_settle`: the user's answer or cancel for a claimed session, checked like any other. */
export async function settleCall(calls: AppCalls, store: QuestionStore, args: unknown): Promise<CallToolResult> {
  const id = isRecord(args) ? own(args, 'session_id') : undefined;
  const response = isRecord(args) ? own(args, 'response') : undefined;
  if (typeof id !== 'string' || !SESSION_ID_PATTERN.test(id) || !isRecord(response)) {
    return toolError('choice_view_settle needs {"session_id": "cp-…", "response": {"status": "answered" | "cancelled", …}}.');
  }
  const entry = calls.claimed(id);
  if (!entry) {
    // A claimed call is forgotten once it settles; whoever holds its id learns only that.
    if ((await store.get(id))?.response) return toolError(ALREADY_SETTLED);
    return toolError('This View has not claimed that session on this connection; nothing was answered.');
  }
  const status = own(response, 'status');
  const outcome =
    status === 'cancelled'
      ? await cancelQuestion(store, id)
      : status === 'answered'
        ? await answerQuestion(store, id, { status, answers: own(response, 'answers'), ...(own(response, 'annotation') !== undefined && { annotation: own(response, 'annotation') }) })
        : ({ kind: 'invalid', message: 'The response status must be "answered" or "cancelled".' } as const);
  switch (outcome.kind) {
    case 'ok':
      return toolResult(finalResult(entry.request, outcome.response as ChoiceResponse));
    case 'conflict':
    case 'gone':
      return toolError(ALREADY_SETTLED);
    case 'invalid':
      return toolError(`The answer does not fit the question (${outcome.message.replace(/\.$/, '')}). Nothing was sent.`);
  }
}
