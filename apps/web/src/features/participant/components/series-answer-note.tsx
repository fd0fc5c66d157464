import type { ParticipantViewDto, RecurrenceDto } from '@overlap/contracts/schemas';
import { useMemo } from 'react';
import { useT } from '@/i18n';
import { seriesDate } from '@/lib/time-format/series-summary';
import { formatDuration } from '../time/format-in-zone';
import { seriesClockShifts } from '../time/series-clock-shifts';
import { zoneCity } from '@/lib/zone-search';

type Meeting = ParticipantViewDto['meeting'] & { recurrence: RecurrenceDto };

/**
 * A recurring meeting is answered with a typical week, and calendars are read over the whole series.
 * Where the organizer's clock and the guest's change on different dates, says when the meetings move.
 */
export function SeriesAnswerNote({ meeting, zone }: { meeting: Meeting; zone: string }) {
  const t = useT('series');
  const { recurrence, allowedWeekdays, organizerZone } = meeting;
  const shifts = useMemo(
    () => seriesClockShifts(recurrence, allowedWeekdays, organizerZone, zone),
    [recurrence, allowedWeekdays, organizerZone, zone],
  );
  return (
    <section
      aria-labelledby="series-answer-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="series-answer-heading" className="font-semibold">
        {t('guest.heading')}
      </h2>
      <p className="mt-1">
        {t('guest.typicalWeek')} {t('header.anchored', { zone: zoneCity(organizerZone) })}
      </p>
      {shifts.length > 0 ? (
        <div className="mt-2" data-testid="clock-shifts">
          <p>{t('guest.shiftWhy', { zone: zoneCity(organizerZone) })}</p>
          <ul className="mt-1 list-disc pl-5">
            {shifts.map((shift) => {
              const values = {
                from: seriesDate(shift.from),
                shift: formatDuration(Math.abs(shift.minutes)),
                direction: shift.minutes > 0 ? 'later' : 'earlier',
              };
              return (
                <li key={shift.from}>
                  {shift.until
                    ? t('guest.shiftBetween', { ...values, until: seriesDate(shift.until) })
                    : t('guest.shiftFrom', values)}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className="mt-1">{t('guest.calendar')}</p>
    </section>
  );
}
