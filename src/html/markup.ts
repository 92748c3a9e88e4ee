/**
 * The one place text becomes HTML in `renderHTML`: a tagged template whose every
 * interpolation is escaped by where it stands, so no text from a request can end an element,
 * start a tag or add an attribute, whatever it holds.
 */

/** HTML text written by the `html` tag (or `url`): the only thing an interpolation inserts as it is. */
export class Markup {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** A URL that passed `url()`: the only value a URL attribute takes. */
export class SafeUrl {
  constructor(readonly href: string) {}
}

/** Attributes whose value is a URL: an interpolation there must be a `SafeUrl`. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'srcset', 'cite', 'data', 'background', 'ping', 'xlink:href']);

/** The schemes a link may have: a page on the web, or an e-mail. Anything else (`javascript:`, `data:`, a relative path) is no link. */
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * `text` as a URL attribute may take it: an absolute `http:`, `https:` or `mailto:` URL,
 * written as the URL parser serializes it; `undefined` for anything else, which leaves the
 * attribute out.
 */
export function url(text: string | undefined): SafeUrl | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed = new URL(text);
    return SCHEMES.has(parsed.protocol) ? new SafeUrl(parsed.href) : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\r': '&#13;' };

/**
 * `text` with the five characters that mean something in HTML written as references, safe in
 * text and in a quoted attribute value; and a carriage return, which the HTML parser would
 * read as a line feed, so the text the page holds is the text given.
 */
export const escapeText = (text: string): string => text.replace(/[&<>"'\r]/g, (c) => ENTITIES[c]!);

/** Where an interpolation stands in its template: in text, or in a double-quoted attribute value (the whole of it, or part). */
type Hole = { at: 'text' } | { at: 'value'; name: string; whole: boolean };

const holes = new WeakMap<TemplateStringsArray, Hole[]>();

/**
 * Where each interpolation of `strings` stands, worked out once per template. A template
 * may interpolate only into text and into a double-quoted attribute value that is not an
 * event handler's, a style or (unless the value is a `SafeUrl`) a URL: anything else (an
 * attribute's name, an unquoted value, a comment, a script) throws, as a mistake of the
 * template's author, before anything is written.
 */
function holesOf(strings: TemplateStringsArray): Hole[] {
  let found = holes.get(strings);
  if (found) return found;
  found = [];
  let state: 'text' | 'tag' | 'value' = 'text';
  let name = '';
  let valueStart = false;
  for (let s = 0; s < strings.length; s++) {
    const part = strings[s]!;
    for (let i = 0; i < part.length; i++) {
      const c = part[i]!;
      if (state === 'text') {
        if (c !== '<') continue;
        const next = part[i + 1] ?? '';
        if (next === '!' || /^<(script|style|iframe|object|embed)\b/i.test(part.slice(i))) throw new Error(`renderHTML templates hold no comments, scripts or styles: ${part}`);
        if (/[a-z/]/i.test(next)) state = 'tag';
      } else if (state === 'tag') {
        if (c === '>') state = 'text';
        else if (c === "'") throw new Error(`renderHTML templates quote attribute values with ": ${part}`);
        else if (c === '"') {
          const attr = /([^\s"'=<>/]+)\s*=\s*$/.exec(part.slice(0, i));
          if (!attr) throw new Error(`renderHTML templates write attributes as name="value": ${part}`);
          name = attr[1]!.toLowerCase();
          state = 'value';
          valueStart = i === part.length - 1;
        }
      } else if (c === '"') state = 'tag';
    }
    if (s === strings.length - 1) break;
    if (state === 'tag') throw new Error(`renderHTML templates interpolate only into text and quoted attribute values: ${part}`);
    if (state === 'value' && (name.startsWith('on') || name === 'style' || name === 'srcdoc')) throw new Error(`renderHTML templates never interpolate into ${name}.`);
    found.push(state === 'text' ? { at: 'text' } : { at: 'value', name, whole: valueStart && strings[s + 1]![0] === '"' });
    valueStart = false;
  }
  if (state !== 'text') throw new Error(`A renderHTML template ends inside a tag: ${strings[strings.length - 1]}`);
  holes.set(strings, found);
  return found;
}

/** An interpolation in text: markup as it is, a list item by item, a string or number escaped, nothing for a blank. */
function textOf(value: unknown): string {
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map(textOf).join('');
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (value === undefined || value === null || value === false || value === true) return '';
  throw new TypeError(`renderHTML cannot write a ${typeof value} into text.`);
}

/**
 * Writes markup: every interpolation escaped for where it stands. In text, a `Markup` (from
 * this tag) is inserted as it is and an array item by item; in an attribute value, a string
 * or number is escaped, and `undefined`, `null` or `false` as the whole value leaves the
 * attribute out; a URL attribute takes only a `SafeUrl` (`url()`).
 *
 * @example
 * html`<p class="${kind}">${label}</p>` // label "<b>" is written as &lt;b&gt;
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const at = holesOf(strings);
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) {
    const hole = at[i]!;
    const value = values[i];
    let next = strings[i + 1]!;
    if (hole.at === 'text') out += textOf(value);
    else if (hole.whole && (value === undefined || value === null || value === false)) {
      // Leave the attribute out: drop ` name="` written so far and the closing quote.
      out = out.replace(/\s+[^\s"'=<>/]+\s*=\s*"$/, '');
      next = next.slice(1);
    } else if (URL_ATTRIBUTES.has(hole.name)) {
      if (!(value instanceof SafeUrl) || !hole.whole) throw new TypeError(`renderHTML writes ${hole.name} only from url().`);
      out += escapeText(value.href);
    } else if (typeof value === 'string' || typeof value === 'number') out += escapeText(String(value));
    else throw new TypeError(`renderHTML cannot write a ${value instanceof Markup ? 'markup' : typeof value} into the attribute ${hole.name}.`);
    out += next;
  }
  return new Markup(out);
}

/** Markup of nothing: where a template leaves a piece out. */
export const nothing = new Markup('');
