/** Share of `part` in `whole` as a percentage with one decimal (spec §9): a zero divisor counts as 1. */
export function percentOf(part: number, whole: number): string {
  const divisor = whole === 0 ? 1 : whole;
  return ((part / divisor) * 100).toFixed(1);
}
