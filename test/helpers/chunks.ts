// Cutting a text into the pieces a stream delivers, for streaming property tests.

/** `text` cut at the offsets `cuts` (taken modulo its length + 1, deduplicated, in order): chunks that join back into `text`. */
export function chunk(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let at = 0;
  for (const p of points) {
    chunks.push(text.slice(at, p));
    at = p;
  }
  chunks.push(text.slice(at));
  return chunks;
}
