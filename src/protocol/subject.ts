/**
 * What a tool call will run, as a person reads it: the subject of its approval or interrupt
 * (`QuestionSubject`). Shared by every dialect that asks permission for a tool call.
 */
import { LIMITS } from './limits.js';
import type { QuestionSubject } from './model.js';
import { isRecord, own } from './input.js';

/**
 * The subject of a tool call with `input`: its `command` when it has one (Bash,
 * PowerShell, any shell tool), a diff for a file edit or write (Claude Code's `Edit`,
 * `MultiEdit`, `Write`: `file_path` with `old_string`/`new_string`, `edits` or `content`),
 * else the input as `key: value` lines, strings as they are. Cut with "…" past
 * `LIMITS.maxSubjectText`.
 *
 * @example
 * toolSubject({ command: 'rm -rf ./build' }); // { kind: 'command', text: 'rm -rf ./build' }
 */
export function toolSubject(input: unknown): QuestionSubject {
  const subject = shapeOf(input) ?? { kind: 'input', text: inputLines(input) };
  const max = LIMITS.maxSubjectText;
  return subject.text.length > max ? { ...subject, text: `${subject.text.slice(0, max - 1)}…` } : subject;
}

function shapeOf(input: unknown): QuestionSubject | undefined {
  if (!isRecord(input)) return undefined;
  const command = own(input, 'command');
  if (typeof command === 'string' && command.trim() !== '') return { kind: 'command', text: command };
  const file = own(input, 'file_path') ?? own(input, 'path');
  if (typeof file !== 'string') return undefined;
  const edits = own(input, 'edits');
  const pairs = Array.isArray(edits) ? edits.filter(isRecord) : [input];
  const hunks = pairs.flatMap((e) => {
    const before = own(e, 'old_string');
    const after = own(e, 'new_string');
    return typeof before === 'string' && typeof after === 'string' ? [[...prefixed('-', before), ...prefixed('+', after)].join('\n')] : [];
  });
  if (hunks.length > 0) return { kind: 'diff', text: [`--- ${file}`, `+++ ${file}`, ...hunks].join('\n') };
  const content = own(input, 'content');
  if (typeof content === 'string') return { kind: 'diff', text: [`+++ ${file}`, ...prefixed('+', content)].join('\n') };
  return undefined;
}

/** Each line of `text` after `sign`, as a unified diff writes it. */
function prefixed(sign: '-' | '+', text: string): string[] {
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n').map((line) => sign + line);
}

/** The input as `key: value` lines: a string as it is (its further lines indented), anything else as JSON. */
function inputLines(input: unknown): string {
  if (!isRecord(input) || Object.keys(input).length === 0) return json(input);
  return Object.keys(input)
    .map((key) => {
      const value = own(input, key);
      const text = typeof value === 'string' ? value : json(value);
      return `${key}: ${text.split('\n').join('\n  ')}`;
    })
    .join('\n');
}

/** Indented JSON of `value`, or its string form when it has none (a BigInt, a cycle). */
function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
