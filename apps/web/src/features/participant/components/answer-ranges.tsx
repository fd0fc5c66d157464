import type { Interval } from '../time/intervals';
import { formatRange } from '../time/format-in-zone';

/** A titled list of time ranges in a zone, or a line saying there are none. */
export function AnswerRanges({
  heading,
  ranges,
  zone,
  emptyText,
}: {
  heading: string;
  ranges: readonly Interval[];
  zone: string;
  emptyText: string;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{heading}</h3>
      {ranges.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm tabular-nums">
          {ranges.map((range) => (
            <li key={range.start}>{formatRange(range, zone)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
