/** Unguessable ids, from Web Crypto (in browsers on any origin, and in Node ≥ 20). */
export function randomId(prefix = 'req', bytes = 16): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  let hex = '';
  for (const b of buf) hex += b.toString(16).padStart(2, '0');
  return `${prefix}-${hex}`;
}
