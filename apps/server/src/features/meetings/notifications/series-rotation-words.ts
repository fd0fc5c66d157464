import type { Locale } from '@overlap/contracts';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { wallClockOf } from '../../../lib/ical/series-lines';
import { rotationSeries, stillMeets, type RotationSeries, type RotationSlot } from '../series';
import { mailText } from '../../mail/i18n/mail-messages';
import { seriesWhen } from './series-words';
import type { MeetingRow } from '../records';

/** One series of a rotation as a recurrence of its own: from its first date, every k × interval. */
export function recurrenceOfSeries(recurrence: RecurrenceDto, series: RotationSeries): RecurrenceDto {
  const { repeat } = series;
  return {
    frequency: repeat.frequency,
    interval: repeat.interval,
    ...(recurrence.ordinal !== undefined ? { ordinal: recurrence.ordinal } : {}),
    startDate: wallClockOf(series.start.getTime(), repeat.zone).slice(0, 10),
    ...(repeat.count !== undefined ? { count: repeat.count } : {}),
    ...(recurrence.until !== undefined ? { until: recurrence.until } : {}),
    skip: recurrence.skip,
  };
}

/**
 * A booked rotation in words for one recipient in `zone`: each of its series as the single series' words
 * (rule in the organizer's zone, the recipient's own readings), the turns taken in order.
 */
export function rotationWhen(
  meeting: Pick<MeetingRow, 'organizerZone' | 'durationMinutes' | 'icalUid'> & {
    recurrence: RecurrenceDto;
    rotation: RotationSlot[];
  },
  zone: string,
  locale: Locale = 'en',
): string {
  const { recurrence, organizerZone, durationMinutes } = meeting;
  const series = rotationSeries(
    recurrence,
    organizerZone,
    meeting.rotation,
    durationMinutes,
    meeting.icalUid,
  ).filter(stillMeets);
  const words = series.map(
    (s, i) =>
      `(${i + 1}) ${seriesWhen(recurrenceOfSeries(recurrence, s), organizerZone, s.start, durationMinutes, zone, locale)}`,
  );
  return mailText(locale)('series.rotation', { count: series.length, list: words.join('; ') });
}
