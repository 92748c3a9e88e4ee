/**
 * `ask_followup_question`: Cline's and Roo Code's question tool, one dialect because both
 * reply with the answer as text.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, childPath, describeType, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { answerFromText, answerOf, answerParts, answeredResponse, optionsFromStrings, stringAt, suggestedQuestion, textQuestion } from '../shared/shapes.js';
import { questionKind } from '../../kind-rules.js';
import { detectAskFollowupQuestion } from './detect.js';

/** Cline's own limit: "an array of 2-5 options". Roo's suggestions and options are bounded by the model's caps. */
export const FOLLOWUP_LIMITS = { minOptions: 2, maxOptions: 5, maxQuestions: LIMITS.maxQuestions } as const;

/** The text of the first `<name>` element in `xml`, trimmed; `undefined` when there is none. */
const tagText = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim();

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** XML's five named entities, as Roo's XML parser reads them (Cline's reads text as is). */
const unescapeXml = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/**
 * The XML tool call, one tag per parameter. Cline's: `<question>` and `<options>` (a JSON
 * array as text), taken as is. Roo Code's, from before its tool calls were JSON:
 * `<follow_up>` with a `<suggest>` per suggestion, `<suggest mode="code">text</suggest>` or
 * `<suggest><mode>code</mode><content>text</content></suggest>`, read as `follow_up`.
 */
function fromXml(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<ask_followup_question>')) return undefined;
  const followUp = tagText(trimmed, 'follow_up');
  if (followUp !== undefined) {
    const question = tagText(trimmed, 'question');
    const suggestions = [...followUp.matchAll(/<suggest(?:\s+mode="([^"]*)")?\s*>([\s\S]*?)<\/suggest>/g)].map(([, attribute, inner]) => {
      const mode = attribute ?? tagText(inner!, 'mode');
      return { text: unescapeXml(tagText(inner!, 'content') ?? inner!.trim()), ...(mode && { mode: unescapeXml(mode) }) };
    });
    return { ...(question !== undefined && { question: unescapeXml(question) }), follow_up: suggestions };
  }
  const question = tagText(trimmed, 'question');
  const options = tagText(trimmed, 'options');
  return { ...(question !== undefined && { question }), ...(options !== undefined && { options }) };
}

/** An array that may arrive as its JSON text (Cline's `options` parameter). */
function readStringList(r: Reader, raw: unknown, path: string): unknown[] | undefined {
  let value = raw;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      value = JSON.parse(value);
    } catch {
      return r.fail(path, 'The options must be a JSON array of strings, such as ["Yes", "No"].');
    }
  }
  if (!Array.isArray(value)) return r.fail(path, `The options must be an array of strings, not ${describeType(value)}.`);
  return value;
}

/** Cline's `{question, options}` (also its saved `{question, options, selected}`). */
function readCline(r: Reader, root: Json): { question: ChoiceQuestion; selected?: string } | undefined {
  const text = r.string(root, 'question', '$', { required: true, max: LIMITS.maxLongText });
  const rawOptions = own(root, 'options');
  let options: ChoiceOption[] = [];
  if (rawOptions !== undefined && rawOptions !== null) {
    const list = readStringList(r, rawOptions, '$.options');
    if (list) {
      const labels: string[] = [];
      list.forEach((item, i) => {
        if (typeof item !== 'string') return r.fail(childPath('$.options', i), `Option ${i + 1} must be a string, not ${describeType(item)}.`);
        const label = stringAt(r, item, childPath('$.options', i), { what: 'option' });
        if (label !== undefined) labels.push(label);
      });
      if (list.length > 0 && (list.length < FOLLOWUP_LIMITS.minOptions || list.length > FOLLOWUP_LIMITS.maxOptions)) {
        r.fail('$.options', `"options" must have between ${FOLLOWUP_LIMITS.minOptions} and ${FOLLOWUP_LIMITS.maxOptions} options; it has ${list.length}.`);
      }
      options = optionsFromStrings(labels);
    }
  }
  const selected = r.string(root, 'selected', '$', { max: LIMITS.maxLongText });
  if (text === undefined) return undefined;
  const question = suggestedQuestion({ id: 'q0', text, options });
  return { question, ...(selected !== undefined && { selected }) };
}

/** Roo's suggestions (`follow_up: [{text, mode?}]` or its saved `suggest: [{answer, mode?}]`) as options. */
function readSuggestions(r: Reader, root: Json): ChoiceOption[] {
  const key = own(root, 'follow_up') !== undefined ? 'follow_up' : 'suggest';
  const field = key === 'follow_up' ? 'text' : 'answer';
  const list = r.array(root, key, '$', { max: LIMITS.maxOptions, rangeMessage: `may hold at most ${LIMITS.maxOptions} suggestions` });
  if (!list) return [];
  const options: ChoiceOption[] = [];
  list.forEach((item, i) => {
    const path = childPath(`$.${key}`, i);
    if (typeof item !== 'string' && !isRecord(item)) return r.fail(path, `Suggestion ${i + 1} must be a string or an object with "${field}".`);
    const holder: Json = isRecord(item) ? item : {};
    const label = typeof item === 'string' ? stringAt(r, item, path, { what: 'suggestion' }) : r.string(holder, field, path, { required: true });
    const mode = r.string(holder, 'mode', path);
    if (label !== undefined) options.push({ id: `o${options.length}`, label, value: label, ...(mode !== undefined && { description: `Switches to ${mode} mode` }) });
  });
  return options;
}

/** Roo's `questions`: strings, or `{text, options}`. */
function readRooQuestions(r: Reader, list: unknown[]): ChoiceQuestion[] {
  const questions: ChoiceQuestion[] = [];
  list.forEach((item, i) => {
    const path = childPath('$.questions', i);
    if (typeof item !== 'string' && !isRecord(item)) return r.fail(path, `Question ${i + 1} must be a string or an object with "text" and "options".`);
    const holder: Json = isRecord(item) ? item : {};
    const text = typeof item === 'string' ? stringAt(r, item, path, { what: 'question', max: LIMITS.maxLongText }) : r.string(holder, 'text', path, { required: true, max: LIMITS.maxLongText });
    const rawOptions = r.array(holder, 'options', path, { max: LIMITS.maxOptions, rangeMessage: `may hold at most ${LIMITS.maxOptions} options` });
    const labels: string[] = [];
    rawOptions?.forEach((o, j) => {
      if (typeof o !== 'string') return r.fail(childPath(`${path}.options`, j), `Option ${j + 1} must be a string, not ${describeType(o)}.`);
      const label = stringAt(r, o, childPath(`${path}.options`, j), { what: 'option' });
      if (label !== undefined) labels.push(label);
    });
    if (text === undefined) return;
    const id = `q${i}`;
    questions.push(suggestedQuestion({ id, text, options: optionsFromStrings(labels) }));
  });
  return questions;
}

function readRoo(r: Reader, root: Json): ChoiceQuestion[] {
  const suggestions = readSuggestions(r, root);
  let questions: ChoiceQuestion[];
  if (own(root, 'questions') !== undefined) {
    const list = r.array(root, 'questions', '$', { required: true, min: 1, max: FOLLOWUP_LIMITS.maxQuestions, rangeMessage: `must have between 1 and ${FOLLOWUP_LIMITS.maxQuestions} questions` });
    questions = list ? readRooQuestions(r, list) : [];
  } else {
    const text = r.string(root, 'question', '$', { required: true, max: LIMITS.maxLongText });
    questions = text === undefined ? [] : [textQuestion({ id: 'q0', text })];
  }
  if (suggestions.length === 0) return questions;
  const only = questions.length === 1 ? questions[0]! : undefined;
  if (only && questionKind(only) === 'text') return [suggestedQuestion({ id: only.id, text: only.text, options: suggestions })];
  return [...questions, suggestedQuestion({ id: 'follow_up', text: 'Or reply', textTerm: { key: 'orReply' }, options: suggestions, optional: true })];
}

const isRoo = (root: Json) => own(root, 'questions') !== undefined || own(root, 'follow_up') !== undefined || own(root, 'suggest') !== undefined;

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const xml = typeof payload === 'string' ? fromXml(payload) : undefined;
  const root = xml ?? r.root(payload, 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const cline = isRoo(root) ? undefined : readCline(r, root);
  const questions = isRoo(root) ? readRoo(r, root) : cline ? [cline.question] : [];
  const selected = cline?.selected;
  const result = finishParse(r, () => ({ id: options.id, dialect: 'ask_followup_question', questions }));
  if (!result.ok || selected === undefined) return result;
  const question = result.request.questions[0]!;
  return { ...result, response: answeredResponse(result.request, [[question.id, answerFromText(question, selected)]]) };
}

/** `ChoiceResponse` → the answer text to send (see the module header); `null` to send nothing. */
export function encodeFollowup(request: ChoiceRequest, response: ChoiceResponse): string | null {
  if (cancelledOrDeclined(response.status)) return null;
  const answered = request.questions
    .map((q) => ({ q, text: answerParts(q, answerOf(response, q.id)).join(', ') }))
    .filter((a) => a.text !== '');
  if (answered.length === 0) return null;
  if (request.questions.length === 1) return answered[0]!.text;
  return answered.map(({ q, text }) => (q.id === 'follow_up' ? text : `${q.text}\n${text}`)).join('\n\n');
}

export const askFollowupQuestion: Dialect<string | null> = {
  name: 'ask_followup_question',
  capabilities: { cancel: true, timeout: false },
  detect: detectAskFollowupQuestion,
  limits: { minQuestions: 1, maxQuestions: FOLLOWUP_LIMITS.maxQuestions, minOptions: 0, maxOptions: LIMITS.maxOptions, note: `Cline: one question, ${FOLLOWUP_LIMITS.minOptions}–${FOLLOWUP_LIMITS.maxOptions} options or none; Roo Code: several` },
  restores: true,
  parse,
  encode: encodeFollowup,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default askFollowupQuestion;
