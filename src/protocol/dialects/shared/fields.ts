/**
 * A payload's fields stated once, as rules that both its parser reads by and its tool's JSON
 * Schema is written from, so the two cannot disagree; and the one reader of option lists.
 */
import type { ChoiceOption } from '../../model.js';
import { Reader, childPath, isRecord, type Json } from '../../input.js';
import { checkVisibleLabels, type LabelAt } from '../../text.js';

/**
 * Whether a field must be there: `true` for the parser and the schema alike; `'asked'` in the
 * schema only, the parser taking a payload without it as the agent's own client does.
 */
type Need = true | 'asked';

export interface StringRule {
  readonly type: 'string';
  /** The schema asks for a non-empty string (the parser reads a blank optional one as absent). */
  readonly minLength?: 1;
  readonly maxLength: number;
  readonly required?: Need;
}

export interface BooleanRule {
  readonly type: 'boolean';
  readonly required?: Need;
}

export interface IntegerRule {
  readonly type: 'integer';
  readonly minimum: number;
  readonly maximum: number;
  readonly required?: Need;
}

export interface ArrayRule<F extends Fields = Fields> {
  readonly type: 'array';
  readonly minItems?: number;
  readonly maxItems: number;
  /** The fields of each item, an object. */
  readonly items: F;
  /** An item may hold no other field (the schema's `additionalProperties: false`). */
  readonly closed?: boolean;
  /** How the parser's error names the allowed length ("must have between 2 and 4 options"). */
  readonly rangeMessage?: string;
  readonly required?: Need;
}

export type FieldRule = StringRule | BooleanRule | IntegerRule | ArrayRule;
export type Fields = { readonly [key: string]: FieldRule };

/** An optional string of at most `maxLength` characters. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** A string that must be there and not be blank. */
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, required: true }) as const;
/** An optional `true` / `false`. */
export const FLAG = { type: 'boolean' } as const;

type ValueOf<R extends FieldRule> = R extends StringRule ? string : R extends BooleanRule ? boolean : R extends IntegerRule ? number : unknown[];
/** What `readFields` returns: each field's value, `undefined` where it is absent or wrong. */
type Values<F extends Fields> = { [K in keyof F]: ValueOf<F[K]> | undefined };

/** Reads `key` of `obj` as `rule` says, recording an error at its path when it is wrong. */
export function readField<R extends FieldRule>(r: Reader, obj: Json, path: string, key: string, rule: R): ValueOf<R> | undefined {
  const { minimum, maximum, minItems, maxItems, maxLength, rangeMessage } = rule as Partial<IntegerRule & ArrayRule & StringRule>;
  // Each of Reader's methods takes the options it knows: `string` a maximum, `integer` a range, `array` a length.
  const read = r[rule.type] as (obj: Json, key: string, path: string, opts: object) => ValueOf<R> | undefined;
  return read.call(r, obj, key, path, { required: rule.required === true, min: minimum ?? minItems, max: maxLength ?? maximum ?? maxItems, rangeMessage });
}

/** Every field of `fields`, in their order (so the errors come in it). */
function readFields<F extends Fields>(r: Reader, obj: Json, path: string, fields: F): Values<F> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) values[key] = readField(r, obj, path, key, fields[key]!);
  return values as Values<F>;
}

/** How one dialect's option list reads: its rule, and what its options must keep apart. */
export interface OptionList<F extends Fields> {
  readonly rule: ArrayRule<F>;
  /** The error for an item that is not an object. */
  notObject(index: number, item: unknown): string;
  /** Checks an item before its fields are read (a dialect that refuses fields it does not know). */
  check?(r: Reader, item: Json, path: string): void;
  /** The option an item's fields make; `undefined` when one it needs is missing. */
  option(values: Values<F>, index: number): ChoiceOption | undefined;
  /** The field the label comes from, where a label's errors point. */
  readonly labelField: keyof F & string;
  /** Check the field's label even when no option could be made (default: only an option's). */
  readonly checkEveryLabel?: boolean;
  /** Labels may look alike (what must differ is `unique`'s). */
  readonly alikeLabels?: boolean;
  /** What no two options may share, and the error when two do. */
  readonly unique?: {
    readonly field: keyof F & string;
    key(values: Values<F>, option: ChoiceOption | undefined): string | undefined;
    message(index: number, earlier: number, key: string): string;
  };
}

/**
 * The `options` list of `holder` (at `path`) read as `list` says: each item's fields, the
 * options they make, their labels checked for visible text. `undefined` when the list itself
 * is absent or wrong.
 */
export function readOptions<F extends Fields>(r: Reader, holder: Json, path: string, list: OptionList<F>): ChoiceOption[] | undefined {
  const raw = readField(r, holder, path, 'options', list.rule);
  if (!raw) return undefined;
  const options: ChoiceOption[] = [];
  const labels: LabelAt[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, i) => {
    const at = childPath(`${path}.options`, i);
    if (!isRecord(item)) return r.fail(at, list.notObject(i, item));
    list.check?.(r, item, at);
    const values = readFields(r, item, at, list.rule.items);
    const option = list.option(values, i);
    const key = list.unique?.key(values, option);
    if (list.unique && key !== undefined && key !== '') {
      const earlier = seen.get(key);
      if (earlier !== undefined) r.fail(`${at}.${list.unique.field}`, list.unique.message(i, earlier, key));
      else seen.set(key, i);
    }
    const label = list.checkEveryLabel ? (values[list.labelField] as string | undefined) : option?.label;
    if (label !== undefined) labels.push({ label, path: `${at}.${list.labelField}`, index: i });
    if (option) options.push(option);
  });
  checkVisibleLabels(r, labels, { distinct: !list.alikeLabels });
  return options;
}
