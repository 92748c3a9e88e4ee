/**
 * The parts an element fetched for what it shows, handed to its templates and controllers:
 * each is there when the request shown needs it (a request shows only once they are). Each
 * part adds its own entry, from its module (`declare module`), as each element adds its tag to
 * `HTMLElementTagNameMap`: this file imports none of them, so what takes `Parts` (the answer
 * flow, the templates) is not tied back to the parts, which take it.
 */
export interface Parts {}

export type PartName = keyof Parts;
