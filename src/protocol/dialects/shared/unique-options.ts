/**
 * Option lists whose options must differ in one field (a label, an id): only dialects
 * fetched on demand have them, so this stays out of the core the two block dialects share.
 */
import type { ChoiceOption } from '../../model.js';
import type { Json, Reader } from '../../input.js';
import { readOptions, type Fields, type OptionList, type Values } from './fields.js';

/** An option list, and what no two of its options may share. */
export interface UniqueOptionList<F extends Fields> extends OptionList<F> {
  readonly unique: {
    readonly field: keyof F & string;
    key(values: Values<F>, option: ChoiceOption | undefined): string | undefined;
    message(index: number, earlier: number, key: string): string;
  };
}

/** `readOptions`, with an error at the field of each option that shares its key with an earlier one. */
export function readUniqueOptions<F extends Fields>(r: Reader, holder: Json, path: string, list: UniqueOptionList<F>): ChoiceOption[] | undefined {
  const seen = new Map<string, number>();
  const { unique } = list;
  return readOptions(r, holder, path, {
    ...list,
    each: (values, option, index, at) => {
      const key = unique.key(values, option);
      if (key === undefined || key === '') return;
      const earlier = seen.get(key);
      if (earlier !== undefined) r.fail(`${at}.${unique.field}`, unique.message(index, earlier, key));
      else seen.set(key, index);
    },
  });
}
