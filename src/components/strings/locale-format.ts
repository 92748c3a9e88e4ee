/**
 * The element's texts in its language: numbers and lists written with `Intl.NumberFormat` and
 * `Intl.ListFormat` for the language the strings table carries (a symbol-keyed entry, invisible
 * to JSON and to `resolveStrings`), so an Arabic table never shows a Latin list comma.
 */
import { formatString, type ChoiceStrings, type DefaultStringKey } from './strings.js';

const LOCALE = Symbol('choice-prompts.locale');

type Localized = ChoiceStrings & { readonly [LOCALE]?: string | undefined };

/** A BCP 47 tag Intl accepts, or `undefined` (the browser's own) for one it does not. */
function supported(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}

/** `strings`, marked as written in `lang`. */
export function localizeStrings(strings: ChoiceStrings, lang: string | undefined): ChoiceStrings {
  return Object.freeze({ ...strings, [LOCALE]: supported(lang) });
}

/** The language `strings` is written in, if it says. */
export function localeOf(strings: ChoiceStrings): string | undefined {
  return (strings as Localized)[LOCALE];
}

const numbers = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

/** `n` as the language of `strings` writes it ("4,000", "٤٬٠٠٠"…). */
export function formatNumber(strings: ChoiceStrings, n: number, minimumIntegerDigits = 1): string {
  const locale = localeOf(strings);
  return cached(numbers, `${locale ?? ''}|${minimumIntegerDigits}`, () => new Intl.NumberFormat(locale, { minimumIntegerDigits, useGrouping: true })).format(n);
}

/**
 * Items listed as the language of `strings` lists them ("a, b, c"; "أ، وب، وج"). One item is
 * itself in every language (ECMA-402's FormatList), and skipping the formatter there matters:
 * making the first `Intl.ListFormat` of a page loads its locale data, about 17 ms, which a
 * single choice's answer would otherwise pay on its click.
 */
export function formatList(strings: ChoiceStrings, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const locale = localeOf(strings);
  return cached(lists, locale ?? '', () => new Intl.ListFormat(locale, { type: 'unit', style: 'short' })).format(items);
}

/** Entry `key` of `strings` with its placeholders filled; numbers are written in the table's language. */
export function say(strings: ChoiceStrings, key: DefaultStringKey, values: Record<string, string | number> = {}): string {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) written[name] = typeof value === 'number' ? formatNumber(strings, value) : value;
  return formatString(strings[key] as string, written);
}
