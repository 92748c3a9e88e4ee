/**
 * `choice-prompts/markdown.js`: ```` ```choices ```` blocks rendered as `<choice-prompt>`
 * markup, by `choicesMarkdown()` (a `marked` extension) or `upgradeChoiceBlocks()` on another
 * renderer's output. `marked` is only a type here: the host passes its own.
 */
import type { Token, Tokens } from 'marked';
import { choicesBlock } from './protocol/dialects/choices-block/index.js';
import type { HistoryStatus } from './protocol/markdown/history.js';
import type { ChoiceRequest } from './protocol/model.js';

/** How one prompt should appear, typically from `resolveHistory`. */
export interface ChoiceBlockState {
  /** `answered` sets the `answered` attribute, `outdated` sets `disabled`; `open` neither. */
  status?: HistoryStatus;
  /** The reply already given; sets the `value` attribute so it stays highlighted. */
  value?: string;
}

export interface ChoicesMarkdownOptions {
  /**
   * The state of a document's `blockIndex`-th ```` ```choices ```` block (0-based, in
   * document order, counting every `choices` fence, valid or not, at the top level or in a
   * list item or block quote: the numbering of `findChoiceBlocks` and of
   * `HistoryEntry.blockIndex`). Undefined means open.
   *
   * @example
   * const entries = resolveHistory(messages);
   * const html = new Marked(choicesMarkdown({
   *   state: (b) => entries.find((e) => e.messageIndex === i && e.blockIndex === b),
   * })).parse(messages[i].content);
   */
  state?: (blockIndex: number, source: string) => ChoiceBlockState | undefined;
  /**
   * The text is a message still arriving: a `choices` block it ends inside (its closing
   * fence still to come) renders as `<choice-prompt pending></choice-prompt>`, in its list
   * item or quote if it is nested, instead of as the code so far. For hosts that re-render a
   * streaming message's markdown (or its tail) per token rather than split it with
   * `createChoiceStream`; render the finished message without it.
   */
  streaming?: boolean;
  /**
   * Draws each valid block itself: handed the block (its request, parsed with the id
   * `block-<blockIndex>`; its script-safe JSON; its state; and `element`, the `<choice-prompt>`
   * markup it would otherwise be), it returns the markup to put in its place. For a server
   * that renders history as plain markup (`renderHistoryHTML` in `choice-prompts/html.js` uses
   * it with `renderHTML`).
   */
  render?: (block: ChoiceBlockMarkup) => string;
}

/** A valid block as `ChoicesMarkdownOptions.render` is handed it. */
export interface ChoiceBlockMarkup {
  /** The block's request, parsed (its id `block-<blockIndex>`). */
  request: ChoiceRequest;
  /** Its JSON, safe inside a `<script>` element. */
  json: string;
  /** The state `ChoicesMarkdownOptions.state` gave it, if any. */
  state: ChoiceBlockState | undefined;
  blockIndex: number;
  /** The `<choice-prompt>` markup the block would be without `render`. */
  element: string;
}

/**
 * What `choicesMarkdown()` returns: a `marked` extension, which `marked.use()` and
 * `new Marked()` take as their `MarkedExtension`. It is declared here, not imported from
 * `marked`, so these types never name `marked`: a host that renders with something else and
 * calls `upgradeChoiceBlocks` type-checks without `marked` installed.
 */
export interface ChoicesMarkdownExtension {
  hooks: {
    /** Numbers the blocks, and marks one still arriving, before anything renders; the tokens go on as they came. */
    processAllTokens<T>(tokens: T): T;
  };
  renderer: {
    /** A valid block's `<choice-prompt>` markup, or `false`: `marked` renders the code block. */
    code(token: { type: string; raw: string; text: string; lang?: string | undefined }): string | false;
  };
}

/**
 * A `marked` extension (`marked.use(choicesMarkdown())` or `new Marked(choicesMarkdown())`)
 * rendering each valid ```` ```choices ```` block as
 * `<choice-prompt><script type="application/json" dialect="choices-block">…</script></choice-prompt>`.
 * The JSON is re-serialized with `<`, `>`, `&`, U+2028 and U+2029 escaped, so no payload
 * can end the script element. Invalid or malformed blocks and everything else render
 * exactly as `marked` renders them.
 *
 * A block is a `choices` fence at the top level of the message or in a list item or block
 * quote (at any depth), where the prompt renders in place, inside the `<li>` or
 * `<blockquote>`; one inside an HTML block or another fenced block is text. These are the
 * blocks `findChoiceBlocks`, `createChoiceStream` and `resolveHistory` find, in the same
 * order, so `state`'s `blockIndex` is theirs.
 *
 * Blocks are recognised through `parse()` (a hook numbers them); calling `marked.parser()`
 * on tokens lexed separately renders every block as code. Register it after extensions that
 * render code themselves (syntax highlighters): the renderer used last is asked first.
 */
export function choicesMarkdown(options: ChoicesMarkdownOptions = {}): ChoicesMarkdownExtension {
  // The hook sees the tokens before any `walkTokens` runs, so it can number the blocks and
  // keep their text as written, even if a highlighter later rewrites `token.text` into
  // HTML. A WeakMap keyed by token keeps no per-parse state around.
  const blocks = new WeakMap<Token, { index: number; text: string }>();
  const pending = new WeakSet<Token>();
  return {
    hooks: {
      processAllTokens<T>(given: T): T {
        const tokens = given as unknown as Token[];
        let index = 0;
        const number = (list: readonly Token[]): void => {
          for (const token of list) {
            if (token.type === 'code' && isChoicesLang((token as Tokens.Code).lang)) blocks.set(token, { index: index++, text: token.text });
            else if (token.type === 'list') for (const item of (token as Tokens.List).items) number(item.tokens);
            else if (token.type === 'blockquote') number((token as Tokens.Blockquote).tokens);
          }
        };
        number(tokens);
        if (options.streaming) {
          const last = lastToken(tokens);
          if (last && blocks.has(last) && !hasClosingFence((last as Tokens.Code).raw)) pending.add(last);
        }
        return given;
      },
    },
    renderer: {
      code(code) {
        const token = code as Token;
        const block = blocks.get(token);
        if (!block) return false;
        if (pending.has(token)) return '<choice-prompt pending></choice-prompt>\n';
        const parsed = choicesBlock.parse(block.text, { id: `block-${block.index}` });
        if (!parsed.ok) return false;
        const json = scriptSafeJson(JSON.parse(block.text));
        const state = options.state?.(block.index, block.text);
        const element = `<choice-prompt${attributesHtml(state)}><script type="application/json" dialect="choices-block">${json}</script></choice-prompt>`;
        return `${options.render ? options.render({ request: parsed.request, json, state, blockIndex: block.index, element }) : element}\n`;
      },
    },
  };
}

/**
 * For hosts that render markdown with something else (react-markdown, markdown-it, a server):
 * replaces each `<pre><code class="language-choices">` under `root` whose text is a valid
 * block with a `<choice-prompt>` holding the same JSON script child, built with DOM calls
 * (the payload only ever becomes the script's text, never markup). Invalid blocks stay as
 * they are. Works under Trusted Types through the `choice-prompts` policy (see `scriptText`).
 * `options.state` is numbered like `choicesMarkdown`'s, counting every `choices` code block
 * in document order, those inside an `<li>` or `<blockquote>` (from a fence nested in a list
 * item or quote) too: the prompt takes the code block's place there. Idempotent: an
 * upgraded block is no longer a code block.
 *
 * @returns the `<choice-prompt>` elements created, in document order.
 */
export function upgradeChoiceBlocks(root: ParentNode, options: ChoicesMarkdownOptions = {}): HTMLElement[] {
  const created: HTMLElement[] = [];
  let index = 0;
  for (const code of Array.from(root.querySelectorAll('pre > code'))) {
    if (!Array.from(code.classList).some((c) => c.toLowerCase() === 'language-choices')) continue;
    const pre = code.parentElement!;
    const blockIndex = index++;
    const source = code.textContent ?? '';
    const json = validJson(source);
    if (json === undefined) continue;
    const doc = pre.ownerDocument;
    const prompt = doc.createElement('choice-prompt');
    const state = options.state?.(blockIndex, source);
    for (const [name, value] of stateAttributes(state)) prompt.setAttribute(name, value);
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.setAttribute('dialect', 'choices-block');
    script.text = scriptText(json);
    prompt.append(script);
    pre.replaceWith(prompt);
    created.push(prompt);
  }
  return created;
}

/** The part of the Trusted Types API used here (not every TypeScript DOM lib declares it). */
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createScript(input: string): string }): { createScript(input: string): unknown };
}

let scriptPolicy: { createScript(input: string): unknown } | undefined;

/**
 * The text for a JSON script `upgradeChoiceBlocks` creates. Where the page enforces Trusted
 * Types (`require-trusted-types-for 'script'`), a script's text can only be set from a
 * TrustedScript, even for a script that never runs; so where the API exists, the text goes
 * through this module's own policy, `choice-prompts`, which passes nothing but the
 * script-safe JSON `validJson` makes and is never exposed. A page whose CSP names its
 * allowed policies (`trusted-types …`) must list `choice-prompts` to use `upgradeChoiceBlocks`.
 */
function scriptText(json: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!trustedTypes) return json;
  scriptPolicy ??= trustedTypes.createPolicy('choice-prompts', {
    createScript(input) {
      if (!isScriptSafeJson(input)) throw new TypeError('choice-prompts: this policy only passes the JSON of a choices block.');
      return input;
    },
  });
  return scriptPolicy.createScript(json) as string;
}

function isScriptSafeJson(text: string): boolean {
  if (/[<>&\u2028\u2029]/.test(text)) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The token the text ends in: the last block, or the last block of the last list item or quote. */
function lastToken(tokens: readonly Token[]): Token | undefined {
  let at = tokens.length - 1;
  while (at >= 0 && tokens[at]!.type === 'space') at--;
  const last = tokens[at];
  if (last?.type === 'list') {
    const items = (last as Tokens.List).items;
    return items.length ? lastToken(items[items.length - 1]!.tokens) : undefined;
  }
  return last?.type === 'blockquote' ? lastToken((last as Tokens.Blockquote).tokens) : last;
}

/** A fenced code token's raw text ends with the fence that closes it. */
function hasClosingFence(raw: string): boolean {
  const lines = raw.replace(/\n+$/, '').split('\n');
  const open = /^ {0,3}(`{3,}|~{3,})/.exec(lines[0]!);
  return !!open && lines.length > 1 && new RegExp(`^ {0,3}${open[1]![0]}{${open[1]!.length},} *$`).test(lines[lines.length - 1]!);
}

/** The info string's first word is `choices`, in any case (as `findChoiceBlocks` reads it). */
function isChoicesLang(lang: string | undefined): boolean {
  return (lang ?? '').trim().split(/\s/, 1)[0]!.toLowerCase() === 'choices';
}

/** The block as script-safe JSON when it is a valid `choices` block, else `undefined`. */
function validJson(source: string): string | undefined {
  if (!choicesBlock.parse(source).ok) return undefined;
  return scriptSafeJson(JSON.parse(source));
}

/**
 * JSON that can sit inside `<script>` without
 * ending it or opening a comment: `<`, `>`, `&` and the JavaScript line separators become
 * `\uXXXX` escapes, which `JSON.parse` reads back as the same characters.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function stateAttributes(state: ChoiceBlockState | undefined): [string, string][] {
  const attributes: [string, string][] = [];
  if (state?.status === 'answered') attributes.push(['answered', '']);
  if (state?.status === 'outdated') attributes.push(['disabled', '']);
  if (typeof state?.value === 'string') attributes.push(['value', state.value]);
  return attributes;
}

function attributesHtml(state: ChoiceBlockState | undefined): string {
  return stateAttributes(state)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
