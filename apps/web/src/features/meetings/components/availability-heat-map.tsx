import type { MeetingDto } from '@overlap/contracts/schemas';
import { useMemo, useState } from 'react';
import { WeekStepButton } from '@/components/ui/week-step-button';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatDay } from '@/lib/time-format/format-time';
import { whoCounts } from '../lib/heat-map-cells';
import {
  gridRows,
  gridWeeks,
  hidesHours,
  usualStarts,
  weekIndexOf,
  type HeatWeek,
} from '../lib/heat-map-layout';
import type { PersonZones } from '../lib/person-zones';
import type { HeatMap } from '../lib/suggestion-types';
import { HeatMapHours } from './heat-map-hours';
import { HeatMapLegend } from './heat-map-legend';
import { HeatMapTable } from './heat-map-table';

const weekLabel = (week: HeatWeek) => {
  const first = week.days[0]!.date;
  const last = week.days.at(-1)!.date;
  return first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;
};

/** The week to open on: the best suggestion's, else the first with a time that can be booked. */
function firstWeek(weeks: HeatWeek[], map: HeatMap, zone: string, best: number | null): number {
  if (best !== null) {
    const week = weekIndexOf(weeks, best, zone);
    if (week >= 0) return week;
  }
  const bookable = map.bookable.indexOf('1');
  if (bookable >= 0) {
    const week = weekIndexOf(weeks, map.start + bookable * map.stepMinutes * 60_000, zone);
    if (week >= 0) return week;
  }
  return 0;
}

/**
 * How many can come at each start time over the organizer's allowed days, a week at a time, in the
 * organizer's zone: the allowed hours (or the hours someone can come) first, every hour on request.
 * The suggested times carry their option number.
 */
export function AvailabilityHeatMap({
  map,
  meeting,
  now,
  zones,
  suggested,
  canBook,
  onBook,
}: {
  map: HeatMap;
  meeting: MeetingDto;
  now: number;
  zones: PersonZones;
  /** The suggested times, best first: option 1, 2, … */
  suggested: readonly { start: number }[];
  canBook: boolean;
  onBook: (slot: { start: number; end: number }) => void;
}) {
  const t = useT('meetings');
  const cycle = useHourCycle();
  const zone = meeting.organizerZone;
  const weeks = useMemo(() => gridWeeks(meeting), [meeting]);
  const usual = useMemo(
    () => usualStarts(map, meeting.allowedHours, zone),
    [map, meeting.allowedHours, zone],
  );
  const [allHours, setAllHours] = useState(false);
  const rows = useMemo(() => gridRows(usual, map.stepMinutes, allHours), [usual, map.stepMinutes, allHours]);
  const ranks = useMemo(() => new Map(suggested.map((slot, i) => [slot.start, i + 1])), [suggested]);
  const who = useMemo(() => whoCounts(map), [map]);
  const [chosen, setChosen] = useState<number | null>(null);
  if (weeks.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('heat.noDays')}</p>;
  const index = Math.min(
    chosen ?? firstWeek(weeks, map, zone, suggested[0]?.start ?? null),
    weeks.length - 1,
  );
  const week = weeks[index]!;

  return (
    <div>
      {weeks.length > 1 ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <WeekStepButton direction="previous" atEnd={index === 0} onStep={() => setChosen(index - 1)} />
          <p className="text-sm font-medium" aria-live="polite">
            {weekLabel(week)}
            <span className="sr-only">{t('heat.weekOf', { week: index + 1, count: weeks.length })}</span>
          </p>
          <WeekStepButton
            direction="next"
            atEnd={index === weeks.length - 1}
            onStep={() => setChosen(index + 1)}
          />
        </div>
      ) : null}
      <HeatMapHours
        usual={usual}
        allHours={allHours}
        canHide={hidesHours(usual, map.stepMinutes)}
        cycle={cycle}
        onToggle={() => setAllHours(!allHours)}
      />
      {rows.length ? (
        <HeatMapTable
          // A fresh grid for another week or other hours: its keyboard position starts at the top.
          key={`${week.monday}-${allHours}`}
          map={map}
          week={week}
          rows={rows}
          zone={zone}
          cycle={cycle}
          now={now}
          zones={zones}
          who={who}
          ranks={ranks}
          canBook={canBook}
          onBook={onBook}
        />
      ) : null}
      <HeatMapLegend zone={zone} who={who} />
    </div>
  );
}
