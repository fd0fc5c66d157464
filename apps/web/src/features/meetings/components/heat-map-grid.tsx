import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { activeHours, layoutHeatMap, type HeatCell } from '../lib/heat-map-layout';
import type { HeatMap } from '../lib/suggestion-types';
import { formatDay, pad } from '../lib/zoned-time';
import { STATE_LABELS, STATE_SWATCH } from './person-state';

const cellLabel = (date: string, cell: HeatCell) =>
  `${formatDay(date)} ${pad(cell.hour)}:00: best moment ${cell.free} free, ${cell.ifNeedBe} if need be, ` +
  `${cell.busy} busy, ${cell.unknown} no answer`;

/** Everyone's availability over the window, days down and hours across, in the organizer's zone. */
export function HeatMapGrid({ heatMap, zone }: { heatMap: HeatMap; zone: string }) {
  const days = useMemo(() => layoutHeatMap(heatMap, zone), [heatMap, zone]);
  const { from, to } = useMemo(() => activeHours(days), [days]);
  const hours = Array.from({ length: to - from + 1 }, (_, i) => from + i);

  return (
    <figure>
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">Availability by day and hour, {zone}</caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                Day
              </th>
              {hours.map((hour) => (
                <th
                  key={hour}
                  scope="col"
                  className="w-6 min-w-6 font-normal text-slate-500 dark:text-slate-400"
                >
                  {pad(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="pr-2 text-left font-normal whitespace-nowrap">
                  {formatDay(day.date)}
                </th>
                {hours.map((hour) => {
                  const cell = day.cells[hour];
                  return (
                    <td key={hour} className="p-0">
                      {cell ? (
                        <span
                          role="img"
                          aria-label={cellLabel(day.date, cell)}
                          title={cellLabel(day.date, cell)}
                          className={cn('block h-5 w-6 rounded-sm', STATE_SWATCH[cell.level])}
                        />
                      ) : (
                        <span className="block h-5 w-6" />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span>Hours in {zone}; each square shows the best moment of its hour.</span>
        {(['free', 'if-need-be', 'unknown', 'busy'] as const).map((state) => (
          <span key={state} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className={cn('h-3 w-3 rounded-sm', STATE_SWATCH[state])} />
            {state === 'free'
              ? 'everyone free'
              : state === 'busy'
                ? 'someone busy'
                : state === 'unknown'
                  ? 'someone has not answered'
                  : STATE_LABELS[state].toLowerCase()}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
