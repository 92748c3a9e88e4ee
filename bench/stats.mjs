// Small statistics helpers shared by the benches: every figure is a median of repeated
// samples, reported with its spread so a reader can tell a real difference from noise.

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th quantile (0–1) by linear interpolation. */
export function quantile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** `{ median, q1, q3, min, n }` of the samples: the figure, its interquartile range, the fastest. */
export function summary(values) {
  return { median: median(values), q1: quantile(values, 0.25), q3: quantile(values, 0.75), min: Math.min(...values), n: values.length };
}

/**
 * The order in which to take round `round`'s samples of `variants`: rotated each round so
 * no variant always runs first (or right after the same neighbour) and drift spreads evenly.
 */
export function rotation(variants, round) {
  const k = round % variants.length;
  return [...variants.slice(k), ...variants.slice(0, k)];
}
