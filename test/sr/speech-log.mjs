// Reads what Orca said, as pylib/sitecustomize.py logs it: one JSON object a line,
// `{"t": <epoch seconds>, "msg": "SPEECH OUTPUT: '<text>'…"}`. The file only grows, so it is
// read incrementally; a position in it (`mark()`) lets a test take just the phrases spoken
// after its own action.
import { openSync, readSync, closeSync, fstatSync } from 'node:fs';

/** @typedef {{ t: number, text: string }} Utterance  t: milliseconds since the epoch */

const POLL_MS = 50;

export class SpeechLog {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
    /** @type {Utterance[]} */
    this.utterances = [];
    this.offset = 0;
    this.partial = '';
  }

  /** Everything Orca has said so far, oldest first. */
  all() {
    this.#read();
    return this.utterances.slice();
  }

  /** A position to take later phrases from: the number of utterances logged so far. */
  mark() {
    this.#read();
    return this.utterances.length;
  }

  /** @param {number} mark */
  since(mark) {
    this.#read();
    return this.utterances.slice(mark);
  }

  /**
   * Resolves with the utterances after `since` once one of them matches `pattern`.
   * @param {RegExp} pattern
   * @param {{ since: number, timeoutMs?: number }} options
   */
  async waitFor(pattern, { since, timeoutMs = 5000 }) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const said = this.since(since);
      if (said.some((u) => pattern.test(u.text))) return said;
      if (Date.now() > deadline) {
        throw new Error(`Orca did not say ${pattern} within ${timeoutMs} ms; it said: ${format(said)}`);
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Resolves with the utterances after `since` once Orca has said something and then been
   * quiet for `quietMs` (or `timeoutMs` passed: then with whatever was said, maybe nothing).
   * Orca speaks a focus change in one burst, so a short quiet period ends it.
   * @param {{ since: number, quietMs?: number, timeoutMs?: number }} options
   */
  async settle({ since, quietMs = 400, timeoutMs = 4000 }) {
    const start = Date.now();
    let count = -1;
    let changedAt = start;
    for (;;) {
      const said = this.since(since);
      const now = Date.now();
      if (said.length !== count) {
        count = said.length;
        changedAt = now;
      }
      if ((count > 0 && now - changedAt >= quietMs) || now - start >= timeoutMs) return said;
      await sleep(POLL_MS);
    }
  }

  #read() {
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size <= this.offset) return;
      const buffer = Buffer.alloc(size - this.offset);
      const read = readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset += read;
      const text = this.partial + buffer.subarray(0, read).toString('utf8');
      const lines = text.split('\n');
      // A line without its newline yet is still being written; keep it for the next read.
      this.partial = lines.pop() ?? '';
      for (const line of lines) {
        const utterance = parseLine(line);
        if (utterance) this.utterances.push(utterance);
      }
    } finally {
      closeSync(fd);
    }
  }
}

/** @returns {Utterance | undefined} */
export function parseLine(line) {
  if (!line.trim()) return undefined;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return undefined;
  }
  const prefix = "SPEECH OUTPUT: '";
  if (typeof record?.msg !== 'string' || !record.msg.startsWith(prefix)) return undefined;
  // "SPEECH OUTPUT: '<text>'" optionally followed by " voice=…" or a voice description.
  const rest = record.msg.slice(prefix.length);
  const end = rest.endsWith("'") ? rest.length - 1 : rest.lastIndexOf("' ");
  const text = (end >= 0 ? rest.slice(0, end) : rest).trim();
  return text ? { t: Math.round(record.t * 1000), text } : undefined;
}

/** Orca's phrases joined for reading: `a | b | c`. @param {Utterance[]} said */
export function format(said) {
  return said.length ? said.map((u) => u.text).join(' | ') : '(nothing)';
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
