/**
 * One MCP elicitation form field (a `requestedSchema` property) as one question, with the
 * `ElicitationField` the encoder needs to give its value back its JSON type.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, TextFormat } from '../../model.js';
import { TEXT_FORMATS } from '../../model.js';
import { typedQuestion } from '../../kinds.js';
import { Reader, childPath, describeType, isRecord, own, showValue, type Json } from '../../input.js';
import { checkVisibleLabels } from '../../text.js';
import { answerProblem, defaultAnswer } from '../../validate.js';
import { describeAnswerProblem } from '../../problem-text.js';

export type ElicitationFieldKind = 'enum' | 'multi' | 'boolean' | 'number' | 'integer' | 'string';
export type ElicitationValue = string | number | boolean | string[];

/** What the encoder keeps per field, in question order (`request.meta.fields`). */
export interface ElicitationField {
  /** The property name: the key of the value in `content`. */
  name: string;
  kind: ElicitationFieldKind;
  required: boolean;
  /** @deprecated No longer set: a typed field's default is its question's `default`, which the field starts filled with. */
  default?: string | number;
  /** A string field's `format` (`email`, `uri`, `date`, `date-time`), kept for the client. */
  format?: string;
  /** A number field's bounds; the encoder never sends a value outside them. */
  minimum?: number;
  maximum?: number;
  /** A string field's length bounds, in code points (as JSON Schema counts). */
  minLength?: number;
  maxLength?: number;
}

/** @deprecated Use `TEXT_FORMATS` from the model. */
export const STRING_FORMATS = TEXT_FORMATS;

export interface FieldInput {
  name: string;
  def: Json;
  path: string;
  index: number;
  required: boolean;
  /** The form's only field: without a title of its own, it takes the form's message as its question. */
  only: boolean;
  message: string;
}

export interface ReadField {
  question: ChoiceQuestion;
  field: ElicitationField;
  /** The question took the form's message as its text (so the request needs no title). */
  usedMessage: boolean;
}

/** `values` (strings) labelled by `titles` (same length) or by themselves. */
function choicesFromEnum(r: Reader, values: unknown[], titles: unknown[] | undefined, path: string, titlesPath: string): ChoiceOption[] {
  if (titles && titles.length !== values.length) {
    r.fail(titlesPath, `"enumNames" has ${titles.length} names for ${values.length} values; give one name per value.`);
  }
  return values.flatMap((value, i) => {
    const label = titles?.[i] ?? value;
    if (typeof value !== 'string') return r.fail(childPath(path, i), `A choice value must be a string, not ${describeType(value)}.`) ?? [];
    if (typeof label !== 'string' || label.trim() === '') {
      return r.fail(childPath(titlesPath, i), `The name of choice "${value}" must be a non-empty string.`) ?? [];
    }
    return [{ id: `o${i}`, label, value }];
  });
}

/** `[{const, title}]` (2025-11-25 `oneOf` / `anyOf`); a missing title shows the value. */
function choicesFromConsts(r: Reader, items: unknown[], path: string): ChoiceOption[] {
  return items.flatMap((item, i) => {
    const p = childPath(path, i);
    if (!isRecord(item)) return r.fail(p, `A choice must be an object {"const", "title"}, not ${describeType(item)}.`) ?? [];
    const value = own(item, 'const');
    if (typeof value !== 'string') return r.fail(`${p}.const`, `"const" must be a string, not ${describeType(value)}.`) ?? [];
    const title = r.string(item, 'title', p);
    const label = title ?? value;
    if (label.trim() === '') return r.fail(`${p}.title`, `Choice "${value}" needs a non-empty "title".`) ?? [];
    if (label.length > LIMITS.maxShortText) return r.fail(`${p}.const`, `"const" is ${label.length} characters long; the limit is ${LIMITS.maxShortText}.`) ?? [];
    return [{ id: `o${i}`, label, value }];
  });
}

/** The choice list checked for size and duplicates, read from whichever form the field uses. */
function readChoiceList(r: Reader, holder: Json, holderPath: string, name: string): ChoiceOption[] | undefined {
  const listKey = own(holder, 'enum') !== undefined ? 'enum' : own(holder, 'oneOf') !== undefined ? 'oneOf' : own(holder, 'anyOf') !== undefined ? 'anyOf' : undefined;
  if (!listKey) return r.fail(holderPath, `Field "${name}" needs its choices in "enum", "oneOf" or "anyOf".`);
  const list = r.array(holder, listKey, holderPath, {
    required: true,
    min: LIMITS.minOptions,
    max: LIMITS.maxOptions,
    rangeMessage: `must have between ${LIMITS.minOptions} and ${LIMITS.maxOptions} choices (field "${name}")`,
  });
  if (!list) return undefined;
  const before = r.errors.length;
  const listPath = childPath(holderPath, listKey);
  const options =
    listKey === 'enum'
      ? choicesFromEnum(r, list, r.array(holder, 'enumNames', holderPath), listPath, childPath(holderPath, 'enumNames'))
      : choicesFromConsts(r, list, listPath);
  const seen = new Set<string>();
  options.forEach((o, i) => {
    if (seen.has(o.value)) r.fail(childPath(listPath, i), `Choice "${o.value}" is listed twice in field "${name}".`);
    seen.add(o.value);
    if (o.value.length > LIMITS.maxShortText) r.fail(childPath(listPath, i), `A choice value is ${o.value.length} characters long; the limit is ${LIMITS.maxShortText}.`);
  });
  // Option ids are `o<index in the list>`, so a choice skipped above does not shift the others' numbers.
  checkVisibleLabels(r, options.map((o) => ({ label: o.label, path: childPath(listPath, Number(o.id.slice(1))), index: Number(o.id.slice(1)) })));
  return r.errors.length > before ? undefined : options;
}

/** Option ids for default values, failing for values outside the choices. */
function defaultIds(r: Reader, options: ChoiceOption[], values: unknown[], pathOf: (i: number) => string): string[] {
  const ids: string[] = [];
  values.forEach((value, i) => {
    const option = options.find((o) => o.value === value);
    if (!option) r.fail(pathOf(i), `Default ${showValue(value)} is not one of the field's choices.`);
    else if (ids.includes(option.id)) r.fail(pathOf(i), `Default ${showValue(value)} is listed twice.`);
    else ids.push(option.id);
  });
  return ids;
}

/** `value` when it is a finite number. */
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

type TextBase = Pick<ChoiceQuestion, 'id' | 'text' | 'context' | 'optional'>;
type Built = Omit<ReadField, 'usedMessage'>;

function readText(r: Reader, f: FieldInput, kind: 'number' | 'integer' | 'string', base: TextBase): Built | undefined {
  const { def, path } = f;
  const before = r.errors.length;
  const bounds: Pick<ElicitationField, 'minimum' | 'maximum' | 'minLength' | 'maxLength'> = {};
  let fallback: string | number | undefined;
  let format: TextFormat | undefined;
  if (kind === 'string') {
    const minLength = r.integer(def, 'minLength', path, { min: 0, max: LIMITS.maxLongText });
    const maxLength = r.integer(def, 'maxLength', path, { min: 1 });
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
      r.fail(`${path}.minLength`, `"minLength" (${minLength}) is greater than "maxLength" (${maxLength}).`);
    }
    if (minLength) bounds.minLength = minLength;
    // A larger maxLength restricts nothing: nobody may type more than LIMITS.maxLongText.
    if (maxLength !== undefined) bounds.maxLength = Math.min(maxLength, LIMITS.maxLongText);
    format = r.oneOf(def, 'format', path, TEXT_FORMATS);
    fallback = r.string(def, 'default', path, { max: LIMITS.maxLongText, allowEmpty: true });
  } else {
    let minimum = r.number(def, 'minimum', path);
    let maximum = r.number(def, 'maximum', path);
    // Likewise an integer's `exclusiveMinimum` / `exclusiveMaximum` (pydantic's `gt` / `lt`),
    // exact as inclusive bounds; a number's, or draft 4's true / false, are left to the server.
    const above = kind === 'integer' ? finite(own(def, 'exclusiveMinimum')) : undefined;
    const below = kind === 'integer' ? finite(own(def, 'exclusiveMaximum')) : undefined;
    if (above !== undefined) minimum = Math.max(minimum ?? -Infinity, Math.floor(above) + 1);
    if (below !== undefined) maximum = Math.min(maximum ?? Infinity, Math.ceil(below) - 1);
    if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
      r.fail(`${path}.minimum`, `"minimum" (${minimum}) is greater than "maximum" (${maximum}).`);
    }
    if (minimum !== undefined) bounds.minimum = minimum;
    if (maximum !== undefined) bounds.maximum = maximum;
    fallback = kind === 'integer' ? r.integer(def, 'default', path) : r.number(def, 'default', path);
  }
  if (r.errors.length > before) return undefined;
  const question = typedQuestion({
    ...base,
    kind: kind === 'string' ? 'text' : kind,
    ...(format !== undefined && { format }),
    ...bounds,
    ...(fallback !== undefined && fallback !== '' && { default: fallback }),
  });
  // The default must pass the field's own rules (validateRequest would refuse the request).
  const problem = fallback === undefined || fallback === '' ? undefined : answerProblem(question, defaultAnswer(question));
  if (problem) return r.fail(`${path}.default`, `The default breaks the field's own rules: ${describeAnswerProblem(problem)}`);
  return {
    question,
    field: {
      name: f.name,
      kind,
      required: f.required,
      ...(format !== undefined && { format }),
      ...bounds,
    },
  };
}

/** Reads one property of `requestedSchema.properties`; `undefined` after recording errors. */
export function readField(r: Reader, f: FieldInput): ReadField | undefined {
  const title = r.string(f.def, 'title', f.path);
  const description = r.string(f.def, 'description', f.path, { max: LIMITS.maxLongText });
  // The question text: the field's title; for a lone untitled field, the form's message;
  // else its description, else its name (the least friendly, but never empty).
  let text: string;
  let context: string | undefined;
  const usedMessage = title === undefined && f.only;
  if (title !== undefined) [text, context] = [title, description];
  else if (usedMessage) [text, context] = [f.message, description];
  else if (description !== undefined) text = description;
  else text = f.name;
  const base: TextBase = { id: `q${f.index}`, text, ...(context !== undefined && { context }), ...(!f.required && { optional: true }) };
  const built = readTyped(r, f, base);
  return built && { ...built, usedMessage };
}

function readTyped(r: Reader, f: FieldInput, base: TextBase): Built | undefined {
  const { def, path, name } = f;
  const type = own(def, 'type');
  const field = (kind: ElicitationFieldKind): ElicitationField => ({ name, kind, required: f.required });
  if (type === 'string' && own(def, 'enum') === undefined && own(def, 'oneOf') === undefined) return readText(r, f, 'string', base);
  if (type === 'number' || type === 'integer') return readText(r, f, type, base);

  if (type === 'boolean') {
    const fallback = r.boolean(def, 'default', path);
    return {
      question: typedQuestion({ ...base, kind: 'boolean', ...(fallback !== undefined && { default: fallback }) }),
      field: field('boolean'),
    };
  }

  const before = r.errors.length;
  if (type === 'string') {
    const options = readChoiceList(r, def, path, name);
    const fallback = own(def, 'default');
    if (!options) return undefined;
    if (fallback !== undefined && typeof fallback !== 'string') {
      return r.fail(`${path}.default`, `"default" must be one of the choices (a string), not ${describeType(fallback)}.`);
    }
    const defaults = fallback === undefined ? [] : defaultIds(r, options, [fallback], () => `${path}.default`);
    if (r.errors.length > before) return undefined;
    return {
      question: { ...base, options, multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults },
      field: field('enum'),
    };
  }

  if (type === 'array') {
    const items = r.record(def, 'items', path, { required: true });
    if (!items) return undefined;
    const itemType = own(items, 'type');
    if (itemType !== undefined && itemType !== 'string') {
      return r.fail(`${path}.items.type`, 'Multi-select choices must be strings ("items": {"type": "string", "enum": […]}).');
    }
    const options = readChoiceList(r, items, `${path}.items`, name);
    const minItems = r.integer(def, 'minItems', path, { min: 0 });
    const maxItems = r.integer(def, 'maxItems', path, { min: 1 });
    const rawDefault = r.array(def, 'default', path);
    if (!options || r.errors.length > before) return undefined;
    const count = options.length;
    if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
      return r.fail(`${path}.minItems`, `"minItems" (${minItems}) is greater than "maxItems" (${maxItems}).`);
    }
    if (minItems !== undefined && minItems > count) return r.fail(`${path}.minItems`, `"minItems" (${minItems}) is more than the ${count} choices.`);
    // A larger maxItems restricts nothing: the choices run out first.
    const max = Math.min(maxItems ?? count, count);
    const defaults = rawDefault ? defaultIds(r, options, rawDefault, (i) => childPath(`${path}.default`, i)) : [];
    if (defaults.length > max) r.fail(`${path}.default`, `${defaults.length} defaults are more than "maxItems" (${max}) allows.`);
    if (r.errors.length > before) return undefined;
    // A required field without minItems still wants a choice; an explicit 0 allows none.
    const min = minItems ?? (f.required ? 1 : 0);
    return {
      question: { ...base, options, multiple: true, allowOther: false, minSelections: min, maxSelections: max, defaults, ...(min === 0 && { optional: true }) },
      field: field('multi'),
    };
  }

  return r.fail(
    `${path}.type`,
    `Field "${name}" has type ${showValue(type ?? null)}; form fields are "string", "number", "integer", "boolean" or "array" (of choices), never nested objects.`,
  );
}
