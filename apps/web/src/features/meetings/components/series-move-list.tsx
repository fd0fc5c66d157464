import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { SeriesSuggestionCard } from '../series/series-suggestion-card';
import type { SeriesResult } from '../series/series-types';
import { slotLabel, slotOfStart } from '../series/slot-label';
import type { MoveTarget } from './move-confirm-dialog';
import { ShowAllToggle, useFirstFew } from './show-all-toggle';

const FIRST_TIMES = 3;

/**
 * The weekly (or monthly) times a booked series can move to, whole, before its first date; once it has
 * begun, what can be done instead (its past dates stay where they were).
 */
export function SeriesMoveList({
  meeting,
  series,
  now,
  onPick,
}: {
  meeting: MeetingDetailDto;
  series: SeriesResult;
  now: number;
  onPick: (target: MoveTarget) => void;
}) {
  const t = useT('meetings');
  const ts = useT('series');
  const cycle = useHourCycle();
  const firstFew = useFirstFew(FIRST_TIMES);
  const recurrence = meeting.recurrence!;
  const booked = meeting.chosenStart ? Date.parse(meeting.chosenStart) : null;

  if (booked !== null && booked < now)
    return (
      <div
        role="status"
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      >
        <p className="font-medium">{t('move.seriesBegun')}</p>
        <p className="mt-1">{t('move.seriesBegunText')}</p>
        <ul className="mt-2 list-disc pl-5">
          <li>{t('move.seriesCancelOne')}</li>
          <li>{t('move.seriesCancelRest')}</li>
        </ul>
      </div>
    );

  const slots = series.slots.filter((slot) => slot.occurrences[0]?.start !== booked);
  if (!slots.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('move.none')}</p>;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('move.seriesIntro')}</p>
      <ol className="flex flex-col gap-4">
        {firstFew.cut(slots).map((slot) => (
          <SeriesSuggestionCard
            key={slot.rank}
            slot={slot}
            recurrence={recurrence}
            zone={meeting.organizerZone}
            open
            skipping={false}
            onSkip={() => undefined}
            pickLabel={t('move.here')}
            onPick={(picked) => {
              const first = picked.occurrences[0]!;
              onPick({
                start: first.start,
                end: first.end,
                series: slotLabel(ts, picked.slot, recurrence, cycle),
                ...(meeting.chosenStart
                  ? {
                      previousSeries: slotLabel(
                        ts,
                        slotOfStart(meeting.chosenStart, meeting.organizerZone),
                        recurrence,
                        cycle,
                      ),
                    }
                  : {}),
              });
            }}
          />
        ))}
      </ol>
      <ShowAllToggle {...firstFew.toggle(slots.length)} />
    </>
  );
}
