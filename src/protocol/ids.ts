import { isRecord } from './input.js';

/** Unguessable ids, from Web Crypto (in browsers on any origin, and in Node ≥ 20). */
export function randomId(prefix = 'req', bytes = 16): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  let hex = '';
  for (const b of buf) hex += b.toString(16).padStart(2, '0');
  return `${prefix}-${hex}`;
}

/**
 * The id of a request whose payload names none: `<dialect>-<hash>`, the hash of the request's
 * JSON with every object's keys sorted (its id left out), so the same question parsed again,
 * from an object or its JSON text, in Node or a browser, is the same request. The hash is two
 * 32-bit FNV-1a lanes (different offsets and primes), 53 bits kept: no secret and no
 * capability (whoever has the question can compute it), it only tells one request from
 * another among those a page or a conversation shows. Two different questions share one with
 * a chance of about 2^-53 (a million questions in one conversation: about 1 in 18,000), and
 * the elements compare the questions too.
 */
export function contentId(request: { dialect: string }): string {
  const text = JSON.stringify({ ...request, id: undefined }, (_, value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]])) : value,
  );
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x1000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return `${request.dialect}-${((b >>> 11) * 2 ** 32 + (a >>> 0)).toString(36)}`;
}
