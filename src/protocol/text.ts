/**
 * What text from a payload may hold, and how labels are compared as a person sees them: control
 * characters refused, bidi formatting removed from labels and headers, labels that look alike
 * refused (the rules and their reasons: SECURITY.md).
 */
import type { Reader } from './input.js';
import { worded } from './wording.js';

/** C0 controls other than tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Bidi embeddings, overrides, their terminator, and isolates. */
const BIDI_FORMATTING = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Characters that render as nothing: Unicode's default-ignorable code points (zero-width
 * space and joiners, bidi controls, soft hyphen, word joiner, variation selectors, Hangul
 * fillers, tag characters…).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** `U+001B` for the first control character `text` holds, or `undefined` when it holds none. */
export function controlCharacterIn(text: string): string | undefined {
  const match = CONTROL.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

/** Whether `text` holds a bidi embedding, override or isolate control. */
export function hasBidiFormatting(text: string): boolean {
  BIDI_FORMATTING.lastIndex = 0;
  return BIDI_FORMATTING.test(text);
}

/** `text` without bidi embeddings, overrides and isolates (marks such as U+200F stay). */
export function stripBidiFormatting(text: string): string {
  return text.replace(BIDI_FORMATTING, '');
}

/**
 * Cyrillic and Greek letters drawn like a Latin letter in common fonts (`FROM`), and at the
 * same place in `TO` that Latin letter (Cyrillic "а" folds to "a"): two strings rather than
 * pairs, which compress better. Only letters a reader cannot tell
 * apart are here: Cyrillic "в" or Greek "ν" resemble a Latin letter but are drawn
 * differently, and two letters of one script fold to the same one only where they are drawn
 * the same (Ukrainian "І" and the palochka "Ӏ"), so labels written wholly in Russian or
 * Greek compare as they read.
 */
const LOOK_ALIKES_FROM = 'аеорсухѕіјһԁԛԝӏАВЕКМНОРСТУХЅІЈӀԌԚԜΑΒΕΖΗΙΚΜΝΟΡΤΥΧοϳ';
const LOOK_ALIKES_TO = 'aeopcyxsijhdqwlABEKMHOPCTYXSIJIGQWABEZHIKMNOPTYXoj';
const LOOK_ALIKE = new RegExp(`[${LOOK_ALIKES_FROM}]`, 'g');
/**
 * The Greek lunate sigma "ϲ", drawn as "c", is folded before NFKC, which would make it the
 * final sigma "ς", drawn otherwise. (The table's letters are NFKC's own forms, and
 * NFKC brings compatibility forms to them, such as the mathematical "𝚨" to "Α": they are
 * folded after it.)
 */
const LUNATE_SIGMA = /\u03F2/g;

/**
 * What a person sees of `text`, for comparing labels: invisible characters dropped,
 * compatibility forms folded (NFKC: a ligature "ﬁ" is "fi", "é" is "é" however it is
 * composed), Cyrillic and Greek letters drawn like Latin ones read as those (a Cyrillic "е"
 * in "Yes"), runs of white space as one space, no space at either end. Case is kept: "Yes"
 * and "YES" look different. Only for comparing: labels are shown as sent.
 */
export function visibleKey(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(LUNATE_SIGMA, 'c')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(LOOK_ALIKE, (c) => LOOK_ALIKES_TO[LOOK_ALIKES_FROM.indexOf(c)]!)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** One option label as read from a payload, with the path an error about it should name. */
export interface LabelAt {
  label: string;
  path: string;
  /** The option's place in its question (0-based), for the message. */
  index: number;
}

/**
 * Records an error for each label that shows nothing once invisible characters are ignored,
 * and (unless `distinct` is false, for dialects that check duplicates themselves) for each
 * label that looks the same as an earlier one of the same question.
 */
export function checkVisibleLabels(r: Reader, labels: readonly LabelAt[], { distinct = true } = {}): void {
  const seen = new Map<string, number>();
  for (const { label, path, index } of labels) {
    const key = visibleKey(label);
    if (key === '') {
      r.fail(path, worded('labelInvisible', index));
      continue;
    }
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else if (distinct) {
      r.fail(path, worded('labelAlike', index, earlier));
    }
  }
}
