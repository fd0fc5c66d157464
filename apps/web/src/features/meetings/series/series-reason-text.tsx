import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatClockText } from '@/lib/time-format/format-time';
import { placeOf } from '@/lib/time-format/zoned-time';
import { dateList, shortDate } from './series-dates';
import type { SeriesPerson, SeriesReason } from './series-types';

/** One reason of a series suggestion, worded in the reader's language from the engine's structure. */
export function useSeriesReasonText(): (reason: SeriesReason, people: readonly SeriesPerson[]) => string {
  const t = useT('series');
  const cycle = useHourCycle();
  const clock = (time: string) => formatClockText(time, cycle);
  return (reason, people) => {
    switch (reason.kind) {
      case 'everyone':
        return t('reason.everyone', { count: reason.occurrences });
      case 'everyone-but':
        return t('reason.everyoneBut', { canMake: reason.canMake, count: reason.occurrences });
      case 'cannot-make':
        return t(reason.required ? 'reason.cannotMake' : 'reason.cannotMakeOptional', {
          name: reason.displayName,
          dates: dateList(reason.dates),
        });
      case 'local-time-shift': {
        const values = {
          name: reason.displayName,
          time: clock(reason.localTime),
          usual: clock(reason.usualLocalTime),
        };
        const years = reason.from.slice(0, 4) !== reason.to.slice(0, 4);
        return reason.from === reason.to
          ? t('reason.shiftOn', { ...values, date: shortDate(reason.from) })
          : t('reason.shiftFrom', {
              ...values,
              from: shortDate(reason.from, years),
              to: shortDate(reason.to, years),
            });
      }
      case 'uncomfortable':
        return t('reason.uncomfortable', {
          name: reason.displayName,
          time: clock(reason.localTime),
          place: placeOf(reason.zone),
          comfort: people.find((p) => p.participantId === reason.participantId)?.worst.comfort ?? 'outside',
          count: reason.occurrences,
        });
    }
  };
}
