import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { DatesDisclosure } from '@/features/meetings';
import { seriesSummary, type SeriesMeeting } from '@/lib/time-format/series-summary';
import { formatMeetingTime } from '../time/format-in-zone';

/** How a booked series repeats, and every date in the guest's zone with the cancelled ones struck out. */
export function BookedSeriesDates({
  meeting,
  occurrences,
  zone,
}: {
  meeting: SeriesMeeting;
  occurrences: readonly BookedOccurrenceDto[];
  zone: string;
}) {
  const t = useT('participant');
  const ts = useT('series');
  return (
    <div className="mt-3 flex flex-col gap-1 text-sm" data-testid="series-dates">
      <p>{seriesSummary(ts, meeting)}</p>
      <DatesDisclosure
        summary={t('winner.allDates')}
        occurrences={occurrences}
        timeOf={(o) => formatMeetingTime(Date.parse(o.start), Date.parse(o.end), zone)}
        struckOut={(time) => t('winner.cancelledDate', { time })}
      />
    </div>
  );
}
