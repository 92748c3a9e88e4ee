/**
 * Host-wide configuration through `@lit/context`: a chat log (any element, Lit or not)
 * provides the strings, language, tab-stop mode and loading mode once, and every
 * `<choice-prompt>` and `<question-set>` inside it follows, live, when it changes. An
 * element's own attributes and properties win over what is provided.
 *
 * The context key is a string, not a symbol of this module, so prompts from two copies of
 * the kit on one page (a host's bundle and a widget's) follow the same provider.
 */
import { ContextProvider, ContextRoot, createContext } from '@lit/context';
import type { ChoiceStrings } from './strings.js';

/** `roving`: one tab stop per option group (arrows move). `each`: every option is a tab stop. */
export type TabStops = 'roving' | 'each';

/** `lazy`: far from the viewport, a prompt renders its full interface when it comes near. `eager`: in full at once. */
export type LoadingMode = 'lazy' | 'eager';

/** What a host provides to every prompt and set inside an element. */
export interface ChoiceConfig {
  /** Replacement texts (a partial table); an element's own `strings` win entry by entry. */
  strings?: Partial<ChoiceStrings>;
  /** The language of those texts, set on each element's card unless the element has its own `lang`. */
  lang?: string;
  tabStops?: TabStops;
  loading?: LoadingMode;
}

export const choiceConfigContext = createContext<ChoiceConfig | undefined>('choice-prompts/config');

let root: ContextRoot | undefined;

/**
 * Listens at the document for requests no provider answered yet, and replays them when one
 * appears: a provider made after its prompts upgraded (a host that configures its chat log
 * once the kit has loaded) still reaches them. Called before the first element asks.
 */
export function listenForLateProviders(): void {
  if (root || typeof document === 'undefined') return;
  root = new ContextRoot();
  root.attach(document.documentElement);
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
  listenForLateProviders();
  const provider = new ContextProvider(element, { context: choiceConfigContext, initialValue: config });
  // A Lit host tells its provider when it connects; any other element announces it now, so
  // prompts that asked before it existed are answered.
  if (!('addController' in element)) provider.hostConnected();
  return (next) => provider.setValue(next);
}
