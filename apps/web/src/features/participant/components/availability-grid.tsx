import { memo, useState } from 'react';
import { useT, type Translate } from '@/i18n';
import { cn } from '@/lib/cn';
import { useGridPainting } from '../hooks/use-grid-painting';
import { calendarCellState, type CalendarBusy, type CalendarCellState } from '../time/calendar-busy';
import {
  formatDayLong,
  formatDayShort,
  formatHourLabel,
  formatMinuteOfDay,
  formatWeekdayLong,
} from '../time/format-in-zone';
import { cellState, type CellState, type PaintMode, type Painting } from '../time/painting';
import { isPaintable, type GridCell } from '../time/time-grid';
import { CALENDAR_CLASS, LOCK_CLASS, STATE_CLASS } from './grid-cell-look';

const DAY_MINUTES = 24 * 60;
type T = Translate<'participant'>;

/** A typical week's cells name their weekday only: its dates are not the ones the meetings fall on. */
const dayName = (cell: GridCell, typicalWeek: boolean) =>
  typicalWeek ? formatWeekdayLong(cell.date) : formatDayLong(cell.date);

const when = (t: T, cell: GridCell, typicalWeek = false) =>
  t('grid.when', { day: dayName(cell, typicalWeek), time: formatMinuteOfDay(cell.minute) });

const STATE_KEY = {
  available: 'state.available',
  ifNeedBe: 'state.ifNeedBe',
  partial: 'state.partial',
  empty: 'state.empty',
} as const;
const CALENDAR_KEY = { busy: 'calendarState.busy', tentative: 'calendarState.tentative' } as const;
const LOCK_KEY = { skipped: 'lock.skipped', past: 'lock.past', outside: 'lock.outside' } as const;

function cellLabel(
  t: T,
  cell: GridCell,
  state: CellState,
  calendar: CalendarCellState,
  typicalWeek: boolean,
): string {
  const at = when(t, cell, typicalWeek);
  if (cell.lock) return t('grid.cell', { when: at, state: t(LOCK_KEY[cell.lock]) });
  if (!calendar) return t('grid.cell', { when: at, state: t(STATE_KEY[state]) });
  return state === 'empty'
    ? t('grid.cell', { when: at, state: t(CALENDAR_KEY[calendar]) })
    : t('grid.cellWithCalendar', {
        when: at,
        state: t(STATE_KEY[state]),
        calendar: t(CALENDAR_KEY[calendar]),
      });
}

function RowHeader({ minute }: { minute: number }) {
  const t = useT('participant');
  const nextDay = minute >= DAY_MINUTES;
  const time = formatMinuteOfDay(minute);
  const label = nextDay ? t('grid.nextDay', { time }) : time;
  return (
    <div
      role="rowheader"
      aria-label={label}
      className="-mt-2 pr-1.5 text-right text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400"
    >
      {minute % 60 === 0 ? (
        <>
          {formatHourLabel(minute)}
          {nextDay ? <sup className="ml-0.5 font-semibold text-brand-700 dark:text-brand-100">+1</sup> : null}
        </>
      ) : null}
    </div>
  );
}

/** Memoised: the form around it renders again for things the grid does not show. */
export const AvailabilityGrid = memo(function AvailabilityGrid({
  columns,
  rowMinutes,
  painting,
  mode,
  readOnly,
  label,
  onPaintingChange,
  calendar = null,
  overrideBusy = false,
  typicalWeek = false,
}: {
  columns: GridCell[][];
  /** Minutes after each column date's midnight; 1440 and up are the next date's early hours. */
  rowMinutes: number[];
  painting: Painting;
  mode: PaintMode;
  readOnly: boolean;
  label: string;
  onPaintingChange: (painting: Painting) => void;
  /** Busy time read from the person's calendar: shown, and not paintable unless they override it. */
  calendar?: CalendarBusy | null;
  overrideBusy?: boolean;
  /** A series' typical week: columns are weekdays, not dates. */
  typicalWeek?: boolean;
}) {
  const t = useT('participant');
  const [announcement, setAnnouncement] = useState('');
  const { focused, handlers } = useGridPainting({
    columns,
    painting,
    mode,
    readOnly,
    describe: (cell, action) => t('grid.changed', { when: when(t, cell, typicalWeek), action }),
    describeMany: (count, action) => t('grid.changedMany', { count, action }),
    locked: (cell) =>
      !overrideBusy &&
      calendarCellState(calendar, cell.intervals) === 'busy' &&
      cellState(painting, cell.intervals) === 'empty',
    describeLocked: (cell) => t('grid.lockedBusy', { when: when(t, cell, typicalWeek) }),
    describeClosed: (cell) =>
      cell.lock ? t('grid.closed', { when: when(t, cell, typicalWeek), lock: cell.lock }) : '',
    onChange: (next, said) => {
      onPaintingChange(next);
      setAnnouncement(said);
    },
  });
  const template = { gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(2.25rem, 1fr))` };

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
            <span className="sr-only">{t('grid.time')}</span>
          </div>
          {columns.map((column, day) => {
            const date = column[0]?.date;
            const short = date ? formatDayShort(date) : null;
            return (
              <div
                key={day}
                role="columnheader"
                aria-label={date ? (typicalWeek ? formatWeekdayLong(date) : formatDayLong(date)) : undefined}
                className="pb-1 text-center text-xs leading-tight"
              >
                <span className="block font-semibold">{short?.weekday}</span>
                {typicalWeek ? null : (
                  <span className="block text-slate-500 dark:text-slate-400">{short?.date}</span>
                )}
              </div>
            );
          })}
        </div>
        {rowMinutes.map((minute, row) => (
          <div key={minute} role="row" className="grid" style={template}>
            <RowHeader minute={minute} />
            {columns.map((column, day) => {
              const cell = column[row];
              if (!cell) return <div key={day} role="gridcell" />;
              // A closed meeting's answer stays readable, even where its times have passed.
              const lock = readOnly && cell.lock === 'past' ? null : cell.lock;
              const state = cellState(painting, cell.intervals);
              const fromCalendar = calendarCellState(calendar, cell.intervals);
              const isFocused = focused.day === day && focused.row === row;
              const busyLocked = fromCalendar === 'busy' && state === 'empty' && !overrideBusy;
              return (
                <div
                  key={day}
                  role="gridcell"
                  tabIndex={isFocused ? 0 : -1}
                  aria-label={cellLabel(t, { ...cell, lock }, state, fromCalendar, typicalWeek)}
                  aria-disabled={!isPaintable(cell) || readOnly || undefined}
                  data-day={day}
                  data-row={row}
                  data-state={lock ?? state}
                  data-calendar={fromCalendar ?? undefined}
                  className={cn(
                    'h-6 border-t border-l border-slate-200 dark:border-slate-700',
                    minute % 60 === 0 ? 'border-t-slate-300 dark:border-t-slate-600' : 'border-dashed',
                    minute === DAY_MINUTES &&
                      'border-t-2 border-solid border-t-slate-500 dark:border-t-slate-400',
                    'focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2',
                    lock
                      ? cn('cursor-not-allowed', LOCK_CLASS[lock])
                      : cn(
                          fromCalendar && state === 'empty'
                            ? CALENDAR_CLASS[fromCalendar]
                            : STATE_CLASS[state],
                          readOnly ? 'cursor-default' : 'cursor-pointer',
                          busyLocked && 'cursor-not-allowed',
                        ),
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
});
