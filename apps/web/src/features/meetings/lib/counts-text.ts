import { translate } from '@/i18n';
import type { StateCounts } from './suggestion-types';

/** `3 free · 1 if need be · 1 declined`: the free count always, the others when there are any. */
export function countsText(counts: StateCounts): string {
  const t = translate('meetings');
  const parts = [t('counts.free', { count: counts.free })];
  if (counts.ifNeedBe) parts.push(t('counts.ifNeedBe', { count: counts.ifNeedBe }));
  if (counts.busy) parts.push(t('counts.busy', { count: counts.busy }));
  if (counts.declined) parts.push(t('counts.declined', { count: counts.declined }));
  if (counts.unknown) parts.push(t('counts.unknown', { count: counts.unknown }));
  return parts.join(' · ');
}

/** Who a time's counts are out of, as in the heat map: everyone who answered and did not decline. */
export function countedOf(counts: StateCounts): number {
  return counts.free + counts.ifNeedBe + counts.busy;
}
