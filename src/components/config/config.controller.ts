import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveElement } from 'lit';
import { choiceConfigContext, stopWaiting, waitForProvider, type ChoiceConfig, type ConfigRequester, type LoadingMode, type TabStops } from './config.js';
import { localizeStrings } from '../strings/locale-format.js';
import { defaultStrings, resolveStrings, type ChoiceStrings } from '../strings/strings.js';

/** The element's own settings, which win over the provided ones. */
export interface ConfigHost extends ReactiveElement {
  strings?: Partial<ChoiceStrings> | undefined;
  tabStops?: TabStops | undefined;
  loading?: LoadingMode | undefined;
}

/**
 * What an element takes from the host-wide configuration (`config.ts`), with its own
 * attributes and properties winning: the strings (entry by entry), the tab-stop mode, the
 * loading mode and the language of its texts. Follows the provider live: a new config
 * re-renders the element.
 */
export class ConfigController implements ReactiveController, ConfigRequester {
  readonly #consumer: ContextConsumer<typeof choiceConfigContext, ConfigHost>;
  #strings: ChoiceStrings = defaultStrings;
  #from: [ChoiceConfig['strings'], ConfigHost['strings'], string | undefined] = [undefined, undefined, undefined];

  constructor(readonly host: ConfigHost) {
    // The consumer asks first (as the host connects); this controller then sees whether anyone answered.
    this.#consumer = new ContextConsumer(host, { context: choiceConfigContext, subscribe: true });
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#consumer.value === undefined) waitForProvider(this);
  }

  hostDisconnected(): void {
    stopWaiting(this);
  }

  ask(): void {
    this.#consumer.hostConnected();
    if (this.#consumer.value !== undefined) stopWaiting(this);
  }

  /** The provided config, if an ancestor provides one. */
  get provided(): ChoiceConfig | undefined {
    return this.#consumer.value;
  }

  /**
   * Before each render: the strings table, in the element's language (its own `lang`, the
   * provided one, else the nearest ancestor's), made anew only when one of those changed.
   */
  hostUpdate(): void {
    const provided = this.provided?.strings;
    const own = this.host.strings;
    const lang = this.host.lang || this.provided?.lang || this.host.closest('[lang]')?.getAttribute('lang') || undefined;
    if (provided === this.#from[0] && own === this.#from[1] && lang === this.#from[2]) return;
    this.#from = [provided, own, lang];
    this.#strings = localizeStrings(provided || own ? resolveStrings(provided, own) : defaultStrings, lang);
  }

  get strings(): ChoiceStrings {
    return this.#strings;
  }

  get tabStops(): TabStops {
    return (this.host.tabStops ?? this.provided?.tabStops) === 'each' ? 'each' : 'roving';
  }

  get loading(): LoadingMode {
    return (this.host.loading ?? this.provided?.loading) === 'eager' ? 'eager' : 'lazy';
  }

  /** The language to set on the element's card: the provided one, unless the element has its own. */
  get lang(): string | undefined {
    return this.host.lang ? undefined : this.provided?.lang || undefined;
  }
}
