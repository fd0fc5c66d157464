import type { Interval } from '../time/intervals';
import { formatRange, formatWeekdayRange } from '../time/format-in-zone';

/**
 * A titled list of time ranges in a zone, or a line saying there are none. A series' typical week is
 * listed by weekday: its dates are only the week it was answered in.
 */
export function AnswerRanges({
  heading,
  ranges,
  zone,
  emptyText,
  typicalWeek = false,
}: {
  heading: string;
  ranges: readonly Interval[];
  zone: string;
  emptyText: string;
  typicalWeek?: boolean;
}) {
  const format = typicalWeek ? formatWeekdayRange : formatRange;
  return (
    <div>
      <h3 className="text-sm font-semibold">{heading}</h3>
      {ranges.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm tabular-nums">
          {ranges.map((range) => (
            <li key={range.start}>{format(range, zone)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
