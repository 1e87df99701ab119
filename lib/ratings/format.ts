// Numbers of ratings as Neva prints them in every language: not words, so not in the catalogue.

/** A signed change of rating, one decimal: "+1.2", "−0.8", "±0.0". */
export function signedChange(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return "±0.0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
}

/** One decimal, never "-0.0". */
export function ratingValue(ordinal: number): string {
  return (Math.round(ordinal * 10) / 10 || 0).toFixed(1);
}

/** "4.5 %"; "–" when there is nothing to measure. */
export function percent(rate: number | null): string {
  return rate === null ? "–" : `${Math.round(rate * 1000) / 10} %`;
}
