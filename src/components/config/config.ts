/**
 * Host-wide configuration through `@lit/context`: an ancestor (Lit or not) provides the
 * strings, language, tab-stop mode and loading mode once, and every element inside follows it
 * live; an element's own attributes and properties win.
 */
import { ContextProvider, createContext } from '@lit/context';
import type { ChoiceStrings } from '../strings/strings.js';
import type { PagingStrings } from '../strings/paging-strings.js';

/** `roving`: one tab stop per option group (arrows move). `each`: every option is a tab stop. */
export type TabStops = 'roving' | 'each';

/** `lazy`: far from the viewport, a prompt renders its full interface when it comes near. `eager`: in full at once. */
export type LoadingMode = 'lazy' | 'eager';

/** What a host provides to every prompt and set inside an element. */
export interface ChoiceConfig {
  /** Replacement texts (a partial table, a paged set's texts included); an element's own `strings` win entry by entry. */
  strings?: Partial<ChoiceStrings & PagingStrings>;
  /** The language of those texts, set on each element's card unless the element has its own `lang`. */
  lang?: string;
  tabStops?: TabStops;
  loading?: LoadingMode;
  /**
   * How long, in milliseconds, a cancel can be undone when something was already chosen or
   * typed (default 6000): `choice-cancel` fires when the time is up. 0 cancels at once.
   */
  undoMs?: number;
}

/** The context every element consumes. Its key is a string, so prompts from two copies of the kit on one page follow the same provider. */
export const choiceConfigContext = createContext<ChoiceConfig | undefined>('choice-prompts/config');

/** An element that asked for the config while connected and got none yet. */
export interface ConfigRequester {
  readonly host: Element;
  /** Asks again (a provider may have appeared above it). */
  ask(): void;
}

/**
 * The connected elements no provider answered yet, so a provider made after them (a host that
 * configures its chat log once the kit has loaded) still reaches them. Each leaves the set when
 * it is answered or disconnected: the set never holds an element the page let go.
 */
const waiting = new Set<ConfigRequester>();

export function waitForProvider(requester: ConfigRequester): void {
  waiting.add(requester);
}

export function stopWaiting(requester: ConfigRequester): void {
  waiting.delete(requester);
}

/** Whether `node` is inside `ancestor`, across shadow roots. */
function within(ancestor: Element, node: Node): boolean {
  for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === ancestor) return true;
  return false;
}

/**
 * Makes `element` provide `config` to every `<choice-prompt>` and `<question-set>` inside it
 * (through shadow roots too). Returns a function that replaces the config; every element
 * inside re-renders with the new one.
 *
 * @example
 * const setConfig = provideChoiceConfig(document.querySelector('#chat'), { strings: { submit: 'Senden' }, lang: 'de' });
 * setConfig({ strings: { submit: 'Envoyer' }, lang: 'fr' });
 */
export function provideChoiceConfig(element: HTMLElement, config: ChoiceConfig): (config: ChoiceConfig) => void {
  const provider = new ContextProvider(element, { context: choiceConfigContext, initialValue: config });
  // Prompts that asked before this provider existed ask again; those inside it are answered.
  for (const requester of [...waiting]) if (within(element, requester.host)) requester.ask();
  return (next) => provider.setValue(next);
}
