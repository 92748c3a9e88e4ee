/** The tables of texts kept out of `defaultStrings` (a paged set's, the queue's), read the same way. */

/** `defaults` overlaid with each table's own string entries of the same keys (later wins); anything else is ignored. */
export function overlayStrings<T extends Record<keyof T, string>>(defaults: T, tables: ReadonlyArray<Partial<T> | undefined | null>): T {
  const out: Record<string, string> = { ...defaults };
  for (const table of tables) {
    if (!table || typeof table !== 'object') continue;
    for (const key of Object.keys(defaults)) {
      const value = Object.prototype.hasOwnProperty.call(table, key) ? (table as Record<string, unknown>)[key] : undefined;
      if (typeof value === 'string') out[key] = value;
    }
  }
  return out as T;
}
