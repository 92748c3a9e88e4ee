// Streaming benches, run in Node on the built `dist/stream.js` and `dist/markdown.js` (the reader and
// the marked extension): the reader's cost per 4-character chunk at 4 KB and 64 KB, the
// total for a 64 KB message, and what re-rendering markdown costs while a message streams
// when only the unfinished tail is re-parsed, against re-parsing the whole message per token.
//
// Run as its own process with --expose-gc (bench/run.mjs does), so every sample starts
// from a collected heap. Prints one JSON object.
//
// Each sample records wall time (the figure the table holds to a budget) and the process's
// CPU time (user + system, all threads: V8's GC helper threads count, so on an idle machine
// it runs a little above wall time). On a busy machine, a wall time far above the CPU time
// is time spent waiting for a core, not work of ours.
import { Marked } from 'marked';
import { choicesMarkdown } from '../dist/markdown.js';
import { createChoiceStream, markdownTailStart } from '../dist/stream.js';
import { chunks, message } from './messages.mjs';
import { summary } from './stats.mjs';
import { worstCases } from './worst-case.mjs';

const gc = globalThis.gc ?? (() => {});
const SAMPLES = 21;
const TOKEN = 4;

/** Streams every piece through a new reader; returns the number of segments (so nothing is dead code). */
function read(pieces) {
  const stream = createChoiceStream();
  let n = 0;
  for (const piece of pieces) n += stream.push(piece).length;
  return n + stream.end().length;
}

/** `{ wall, cpu, result }`: milliseconds that `fn` takes. */
function measure(fn) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000, result };
}

/** Like `measure`, after a collection. */
function timed(fn) {
  gc();
  return measure(fn);
}

const both = (samples) => ({ wall: summary(samples.map((s) => s.wall)), cpu: summary(samples.map((s) => s.cpu)) });

function readerBench() {
  const small = chunks(message(4 * 1024), TOKEN);
  const large = chunks(message(64 * 1024), TOKEN);
  // The very first message of the process: nothing compiled or optimized yet.
  const first = measure(() => read(large));
  // Each sample streams 1 MB, so both sizes are timed over the same number of characters.
  const repeat = (pieces) => () => {
    const times = (1024 * 1024) / (pieces.length * TOKEN);
    for (let i = 0; i < times; i++) read(pieces);
  };
  const perChunk = { small: [], large: [] };
  const total64 = [];
  for (let s = -3; s < SAMPLES; s++) {
    // Alternate which size goes first, so drift (JIT, heap growth) spreads over both.
    const order = s % 2 ? ['small', 'large'] : ['large', 'small'];
    for (const size of order) {
      const pieces = size === 'small' ? small : large;
      const { wall, cpu } = timed(repeat(pieces));
      const per = 1000 / ((1024 * 1024) / TOKEN);
      if (s >= 0) perChunk[size].push({ wall: wall * per, cpu: cpu * per });
    }
    // A full collection shrinks the young generation, and the next read then pays for
    // regrowing it; three untimed reads first put the heap where an app's would be.
    gc();
    for (let i = 0; i < 3; i++) read(large);
    const sample = measure(() => read(large));
    if (s >= 0) total64.push(sample);
  }
  return { perChunkUs: { small: both(perChunk.small), large: both(perChunk.large) }, total64Ms: both(total64), first64Ms: { wall: first.wall, cpu: first.cpu }, chunks64: large.length };
}

/** HTML for a finished block: the same extension renders it, so output matches a whole-message parse. */
function blockHtml(md, segment) {
  return md.parse(segment.raw.endsWith('\n') ? segment.raw : segment.raw + '\n');
}

/**
 * A host re-rendering a streaming message the way the reader allows: finished blocks and the
 * text before them are rendered once; per token only the text since the last block is
 * re-parsed. With `paragraphs`, the host also commits the finished top-level markdown blocks
 * before `markdownTailStart(tail)`, re-parsing only the unfinished last one.
 * Returns the final HTML and how many characters went through marked.
 */
function tailRender(md, pieces, { paragraphs }) {
  const stream = createChoiceStream();
  const done = [];
  let tail = '';
  let tailHtml = '';
  let parsed = 0;
  let maxParsed = 0;
  const renderTail = () => {
    if (paragraphs) {
      const cut = markdownTailStart(tail);
      if (cut > 0) {
        done.push(md.parse(tail.slice(0, cut)));
        tail = tail.slice(cut);
      }
    }
    parsed += tail.length;
    maxParsed = Math.max(maxParsed, tail.length);
    tailHtml = md.parse(tail);
  };
  const take = (segments) => {
    let dirty = false;
    for (const segment of segments) {
      if (segment.kind === 'text') {
        tail += segment.text;
        dirty = true;
      } else if (segment.kind === 'block') {
        if (tail) done.push(md.parse(tail));
        done.push(blockHtml(md, segment));
        tail = tailHtml = '';
        dirty = false;
      }
      // `pending`: the host shows <choice-prompt pending>; nothing to parse.
    }
    if (dirty) renderTail();
  };
  for (const piece of pieces) take(stream.push(piece));
  take(stream.end());
  return { html: done.join('') + tailHtml, parsed, maxParsed };
}

/**
 * Re-parsing the whole message per token, timed on every `stride`-th token and scaled up:
 * the full run at 64 KB would take minutes. Samples sit in the middle of each stride.
 */
function wholeRender(md, text, stride) {
  const tokens = Math.ceil(text.length / TOKEN);
  let ms = 0;
  let cpuMs = 0;
  let parsed = 0;
  for (let k = Math.floor(stride / 2); k < tokens; k += stride) {
    const prefix = text.slice(0, Math.min(text.length, (k + 1) * TOKEN));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    md.parse(prefix);
    ms += performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpuMs += (c.user + c.system) / 1000;
  }
  for (let k = 0; k < tokens; k++) parsed += Math.min(text.length, (k + 1) * TOKEN);
  return { ms: ms * stride, cpuMs: cpuMs * stride, parsed, last: md.parse(text) };
}

function markdownBench() {
  const md = new Marked(choicesMarkdown());
  const out = {};
  for (const [name, size, stride] of [['small', 4 * 1024, 16], ['large', 64 * 1024, 128]]) {
    const text = message(size);
    const pieces = chunks(text, TOKEN);
    const runs = { segments: [], paragraphs: [], whole: [] };
    let check;
    for (let s = -1; s < 3; s++) {
      const seg = timed(() => tailRender(md, pieces, { paragraphs: false }));
      const para = timed(() => tailRender(md, pieces, { paragraphs: true }));
      const whole = s === 0 ? wholeRender(md, text, stride) : undefined;
      if (s < 0) continue;
      runs.segments.push(seg);
      runs.paragraphs.push(para);
      if (whole) runs.whole.push({ wall: whole.ms, cpu: whole.cpuMs });
      check = { seg: seg.result, para: para.result, whole: whole ?? check?.whole };
    }
    const norm = (html) => html.replace(/\s+/g, ' ').trim();
    const reference = norm(check.whole.last);
    out[name] = {
      tokens: pieces.length,
      segmentsMs: both(runs.segments),
      paragraphsMs: both(runs.paragraphs),
      wholeMs: both(runs.whole),
      wholeSampledEvery: stride,
      charsPerToken: {
        segments: check.seg.parsed / pieces.length,
        paragraphs: check.para.parsed / pieces.length,
        whole: check.whole.parsed / pieces.length,
      },
      maxCharsPerToken: { segments: check.seg.maxParsed, paragraphs: check.para.maxParsed, whole: text.length },
      sameHtml: { segments: norm(check.seg.html) === reference, paragraphs: norm(check.para.html) === reference },
    };
  }
  return out;
}

/**
 * Characters re-parsed per token when a 64 KB message has no ```choices block at all (prose
 * only), by a host that also commits what lies before `markdownTailStart`, and (`segmentsOnly`)
 * by one that re-parses all text since the last block: counted, not timed.
 */
function noBlockTail() {
  const pieces = chunks(message(64 * 1024, 1, { blocks: false }), TOKEN);
  const stream = createChoiceStream();
  let tail = '';
  let sinceBlock = 0;
  let parsed = 0;
  let segmentsOnly = 0;
  let maxTail = 0;
  for (const piece of pieces) {
    for (const segment of stream.push(piece)) {
      if (segment.kind === 'text') {
        tail += segment.text;
        sinceBlock += segment.text.length;
      } else if (segment.kind === 'block') tail = '', (sinceBlock = 0);
    }
    tail = tail.slice(markdownTailStart(tail));
    parsed += tail.length;
    segmentsOnly += sinceBlock;
    maxTail = Math.max(maxTail, tail.length);
  }
  return { charsPerToken: parsed / pieces.length, segmentsOnly: segmentsOnly / pieces.length, maxTail, tokens: pieces.length };
}

const result = { reader: readerBench(), markdown: { ...markdownBench(), noBlocks: noBlockTail() }, worstCase: worstCases(), node: process.version };
process.stdout.write(JSON.stringify(result));
