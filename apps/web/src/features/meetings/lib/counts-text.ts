import type { StateCounts } from './suggestion-types';

/** `3 free · 1 if need be · 1 declined`: the free count always, the others when there are any. */
export function countsText(counts: StateCounts): string {
  const parts = [`${counts.free} free`];
  if (counts.ifNeedBe) parts.push(`${counts.ifNeedBe} if need be`);
  if (counts.busy) parts.push(`${counts.busy} busy`);
  if (counts.declined) parts.push(`${counts.declined} declined`);
  if (counts.unknown) parts.push(`${counts.unknown} not answered`);
  return parts.join(' · ');
}
