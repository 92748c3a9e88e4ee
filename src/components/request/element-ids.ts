/**
 * Ids for the requests an element reads from its script child or attributes: unique on the
 * page (two copies of the kit included), from one random draw per page rather than one per
 * element, which a page of a thousand prompts would pay for at mount.
 */
import { randomId } from '../../protocol/ids.js';

let page: string | undefined;
let count = 0;

/** `choice-3f9a1c02-1`, `set-3f9a1c02-2`, … */
export function nextRequestId(kind: string): string {
  page ??= randomId('', 4).slice(1);
  return `${kind}-${page}-${(++count).toString(36)}`;
}
