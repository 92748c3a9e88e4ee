/** JSON Schemas of tool arguments, written from the same field rules the parsers read (fields.ts). */
import type { ArrayRule, FieldRule, Fields } from './fields.js';

/** The words a tool schema gives each field: a sentence, and for a list its items' own. */
export type Descriptions<F extends Fields> = {
  readonly [K in keyof F]: F[K] extends ArrayRule<infer I> ? { readonly description: string; readonly items: Descriptions<I> } : string;
};

/** The JSON Schema of one field, with its description. */
export function fieldSchema(rule: FieldRule, description: string | { description: string; items: Record<string, unknown> }): Record<string, unknown> {
  const { required: _, ...schema } = rule;
  if (schema.type !== 'array') return { ...schema, description };
  const { items, closed, rangeMessage: __, ...list } = schema;
  const words = description as { description: string; items: Record<string, unknown> };
  return { ...list, description: words.description, items: objectSchema(items, words.items as Descriptions<Fields>, { closed }) };
}

/** The JSON Schema of an object of `fields`: its properties in their order, then the required ones. */
export function objectSchema<F extends Fields>(fields: F, descriptions: Descriptions<F>, { closed = false } = {}): Record<string, unknown> {
  const keys = Object.keys(fields);
  const properties = Object.fromEntries(keys.map((key) => [key, fieldSchema(fields[key]!, descriptions[key] as never)]));
  const required = keys.filter((key) => fields[key]!.required !== undefined);
  return { type: 'object', properties, required, ...(closed && { additionalProperties: false }) };
}
