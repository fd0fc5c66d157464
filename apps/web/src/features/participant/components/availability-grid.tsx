import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useGridPainting, verb } from '../hooks/use-grid-painting';
import { calendarCellState, type CalendarBusy, type CalendarCellState } from '../time/calendar-busy';
import { formatDayLong, formatDayShort, formatMinuteOfDay } from '../time/format-in-zone';
import { cellState, type CellState, type PaintAction, type PaintMode, type Painting } from '../time/painting';
import type { GridCell } from '../time/time-grid';

const STATE_TEXT: Record<CellState, string> = {
  available: 'available',
  ifNeedBe: 'if need be',
  partial: 'partly marked',
  empty: 'not marked',
};

const STATE_CLASS: Record<CellState, string> = {
  available: 'bg-emerald-500 dark:bg-emerald-500',
  ifNeedBe:
    'bg-amber-300 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)] dark:bg-amber-500',
  partial: 'bg-[linear-gradient(to_bottom,var(--color-emerald-300)_50%,transparent_50%)]',
  empty: 'bg-white hover:bg-brand-50 dark:bg-slate-800 dark:hover:bg-slate-700',
};

const CALENDAR_TEXT: Record<NonNullable<CalendarCellState>, string> = {
  busy: 'busy in your calendar',
  tentative: 'tentative in your calendar',
};

const CALENDAR_CLASS: Record<NonNullable<CalendarCellState>, string> = {
  busy: 'bg-rose-200 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(255_255_255/0.35)_4px_8px)] dark:bg-rose-900/70',
  tentative:
    'bg-violet-100 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(139_92_246/0.18)_4px_8px)] dark:bg-violet-950/70',
};

function cellLabel(cell: GridCell, state: CellState, calendar: CalendarCellState): string {
  const when = `${formatDayLong(cell.date)}, ${formatMinuteOfDay(cell.minute)}`;
  if (cell.intervals.length === 0) return `${when}, skipped by the daylight-saving change`;
  if (!cell.enabled) return `${when}, not offered`;
  if (!calendar) return `${when}, ${STATE_TEXT[state]}`;
  return state === 'empty'
    ? `${when}, ${CALENDAR_TEXT[calendar]}`
    : `${when}, ${STATE_TEXT[state]} (${CALENDAR_TEXT[calendar]})`;
}

const describeChange = (cell: GridCell, action: PaintAction) =>
  `${formatDayLong(cell.date)}, ${formatMinuteOfDay(cell.minute)} ${verb(action)}`;

export function AvailabilityGrid({
  columns,
  rowMinutes,
  painting,
  mode,
  readOnly,
  label,
  onPaintingChange,
  calendar = null,
  overrideBusy = false,
}: {
  columns: GridCell[][];
  rowMinutes: number[];
  painting: Painting;
  mode: PaintMode;
  readOnly: boolean;
  label: string;
  onPaintingChange: (painting: Painting) => void;
  /** Busy time read from the person's calendar: shown, and not paintable unless they override it. */
  calendar?: CalendarBusy | null;
  overrideBusy?: boolean;
}) {
  const [announcement, setAnnouncement] = useState('');
  const { focused, handlers } = useGridPainting({
    columns,
    painting,
    mode,
    readOnly,
    describe: describeChange,
    locked: (cell) =>
      !overrideBusy &&
      calendarCellState(calendar, cell.intervals) === 'busy' &&
      cellState(painting, cell.intervals) === 'empty',
    describeLocked: (cell) =>
      `${formatDayLong(cell.date)}, ${formatMinuteOfDay(cell.minute)} is busy in your calendar. Turn on “Mark busy times as free” to change it.`,
    onChange: (next, said) => {
      onPaintingChange(next);
      setAnnouncement(said);
    },
  });
  const template = { gridTemplateColumns: `3.25rem repeat(${columns.length}, minmax(2.25rem, 1fr))` };

  return (
    <div className="overflow-x-auto">
      <div
        role="grid"
        aria-label={label}
        aria-readonly={readOnly || undefined}
        className="min-w-fit touch-none select-none"
        {...handlers}
      >
        <div role="row" className="grid" style={template}>
          <div role="columnheader">
            <span className="sr-only">Time</span>
          </div>
          {columns.map((column, day) => {
            const date = column[0]?.date;
            const short = date ? formatDayShort(date) : null;
            return (
              <div
                key={day}
                role="columnheader"
                aria-label={date ? formatDayLong(date) : undefined}
                className="pb-1 text-center text-xs leading-tight"
              >
                <span className="block font-semibold">{short?.weekday}</span>
                <span className="block text-slate-500 dark:text-slate-400">{short?.date}</span>
              </div>
            );
          })}
        </div>
        {rowMinutes.map((minute, row) => (
          <div key={minute} role="row" className="grid" style={template}>
            <div
              role="rowheader"
              aria-label={formatMinuteOfDay(minute)}
              className="-mt-2 pr-2 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400"
            >
              {minute % 60 === 0 ? formatMinuteOfDay(minute) : ''}
            </div>
            {columns.map((column, day) => {
              const cell = column[row];
              if (!cell) return <div key={day} role="gridcell" />;
              const state = cellState(painting, cell.intervals);
              const fromCalendar = calendarCellState(calendar, cell.intervals);
              const isFocused = focused.day === day && focused.row === row;
              return (
                <div
                  key={day}
                  role="gridcell"
                  tabIndex={isFocused ? 0 : -1}
                  aria-label={cellLabel(cell, state, fromCalendar)}
                  aria-disabled={!cell.enabled || readOnly || undefined}
                  data-day={day}
                  data-row={row}
                  data-state={cell.enabled ? state : 'disabled'}
                  data-calendar={fromCalendar ?? undefined}
                  className={cn(
                    'h-6 border-t border-l border-slate-200 dark:border-slate-700',
                    minute % 60 === 0 ? 'border-t-slate-300 dark:border-t-slate-600' : 'border-dashed',
                    'focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2',
                    cell.enabled
                      ? cn(
                          fromCalendar && state === 'empty'
                            ? CALENDAR_CLASS[fromCalendar]
                            : STATE_CLASS[state],
                          readOnly ? 'cursor-default' : 'cursor-pointer',
                          fromCalendar === 'busy' &&
                            state === 'empty' &&
                            !overrideBusy &&
                            'cursor-not-allowed',
                        )
                      : 'cursor-not-allowed bg-slate-100 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(148_163_184/0.25)_3px_4px)] dark:bg-slate-950',
                  )}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
