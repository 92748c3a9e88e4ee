/**
 * An approval's subject as text: the characters shown as code points, what a screen reader
 * is told, a diff line's kind, the box's caption. The elements and `renderHTML` write it alike.
 */
import type { QuestionSubject } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';

/**
 * Characters that would show nothing, or reorder what is around them, in a command: control
 * characters (a carriage return not before a line feed included), bidi marks, embeddings,
 * overrides and isolates, zero-width characters. Each is shown as its code point instead, so
 * what the box shows is what runs.
 */
export const HIDDEN = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]|\r(?!\n)/g;

export function captionOf(subject: QuestionSubject, strings: ChoiceStrings): string {
  return subject.kind === 'command' ? strings.subjectCommand : subject.kind === 'diff' ? strings.subjectDiff : strings.subjectInput;
}

export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** `text` with each hidden character written as its `U+XXXX`: what a screen reader is told. */
export const spoken = (text: string) => text.replace(HIDDEN, codePoint);

/** A diff line's kind, by its first characters (the signs stay): a file name, a removal, an addition, or context (''). */
export function diffKind(line: string): string {
  return line.startsWith('+++ ') || line.startsWith('--- ') ? 'file' : line.startsWith('+') ? 'ins' : line.startsWith('-') ? 'del' : '';
}
