import { currentLocale, translate } from '@/i18n';
import type { WhoCounts } from './heat-map-cells';

/**
 * Who the heat map's counts are out of, and who is left out and why: the same words in the legend,
 * the popover and the grid's caption.
 */
export function countedWords(who: WhoCounts): string {
  const t = translate('meetings');
  const counted = t('heat.counted', { you: who.you ? 'yes' : 'no', guests: who.guests });
  const left: string[] = [];
  if (who.declined) left.push(t('heat.notCountedDeclined', { count: who.declined }));
  if (who.pending) left.push(t('heat.notCountedPending', { count: who.pending }));
  if (!left.length) return counted;
  const list = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(left);
  return `${counted} ${t('heat.notCounted', { list })}`;
}
