import { Star } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatClock, formatRowTime } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { useHoverPopover } from '../hooks/use-hover-popover';
import { countedWords } from '../lib/counted-words';
import { cellSummary, cellText, type WhoCounts } from '../lib/heat-map-cells';
import { slotAt, unbookableReason, type HeatWeek } from '../lib/heat-map-layout';
import { peopleAtSlot } from '../lib/heat-map-people';
import type { PersonZones } from '../lib/person-zones';
import type { HeatMap } from '../lib/suggestion-types';
import { cellLabel, dayHeading, type GridCell } from './heat-map-cell-text';
import { HeatMapPopover, type PopoverCell } from './heat-map-popover';
import { cellClass, SUGGESTED_CLASS } from './heat-map-style';
import { zoneLabel } from '@/lib/zone-search';

interface Pos {
  row: number;
  col: number;
}
const samePos = (a: Pos, b: Pos) => a.row === b.row && a.col === b.col;

/**
 * One week of the heat map: allowed days across, start times down, a row a step. Arrow keys move
 * between cells (one tab stop), Enter opens who is free there with "Book this time".
 */
export function HeatMapTable({
  map,
  week,
  rows,
  zone,
  cycle,
  now,
  zones,
  who,
  ranks,
  canBook,
  onBook,
}: {
  map: HeatMap;
  week: HeatWeek;
  rows: number[];
  zone: string;
  cycle: HourCycle;
  now: number;
  zones: PersonZones;
  who: WhoCounts;
  /** Option numbers of the suggested starts. */
  ranks: ReadonlyMap<number, number>;
  canBook: boolean;
  onBook: (slot: { start: number; end: number }) => void;
}) {
  const t = useT('meetings');
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Pos>({ row: 0, col: 0 });
  const focusPopover = useRef(false);
  const popover = useHoverPopover<Pos>(wrapper, samePos);

  const cells: (GridCell | null)[][] = useMemo(
    () =>
      rows.map((minutes) =>
        week.days.map((day) => {
          const slot = slotAt(map, day.date, minutes, zone, map.stepMinutes);
          return slot
            ? {
                slot,
                summary: cellSummary(map, slot.index),
                bookable: map.bookable[slot.index] === '1',
                passed: slot.start < now,
                option: ranks.get(slot.start) ?? null,
              }
            : null;
        }),
      ),
    [map, week, rows, zone, now, ranks],
  );

  const cellId = useCallback((pos: Pos) => `${id}-cell-${pos.row}-${pos.col}`, [id]);
  const quietFocus = useRef(false);
  const focusCell = (pos: Pos, quiet = false) => {
    setActive(pos);
    quietFocus.current = quiet;
    document.getElementById(cellId(pos))?.focus();
    quietFocus.current = false;
  };

  const openPos = popover.open?.key ?? null;
  const openCell = openPos ? (cells[openPos.row]?.[openPos.col] ?? null) : null;

  const openRow = openPos?.row ?? -1;
  const openCol = openPos?.col ?? -1;
  const pinned = popover.open?.pinned ?? false;
  // Placed under its cell by writing the popover's style: it is measured after layout, before paint.
  const place = useCallback(() => {
    const anchor = document.getElementById(cellId({ row: openRow, col: openCol }));
    const frame = wrapper.current;
    const box = popoverRef.current;
    if (!anchor || !frame || !box) return;
    const a = anchor.getBoundingClientRect();
    const f = frame.getBoundingClientRect();
    const width = Math.min(288, f.width);
    const left = Math.min(Math.max(a.left - f.left + a.width / 2 - width / 2, 0), f.width - width);
    box.style.top = `${a.bottom - f.top + 6}px`;
    box.style.left = `${left}px`;
    box.style.visibility = 'visible';
  }, [cellId, openRow, openCol]);

  useLayoutEffect(() => {
    place();
    if (pinned && focusPopover.current) {
      focusPopover.current = false;
      popoverRef.current?.focus();
    }
  }, [place, pinned]);

  const onKeyDown = (event: React.KeyboardEvent, pos: Pos) => {
    const lastRow = rows.length - 1;
    const lastCol = week.days.length - 1;
    const moves: Record<string, Pos> = {
      ArrowUp: { row: Math.max(pos.row - 1, 0), col: pos.col },
      ArrowDown: { row: Math.min(pos.row + 1, lastRow), col: pos.col },
      ArrowLeft: { row: pos.row, col: Math.max(pos.col - 1, 0) },
      ArrowRight: { row: pos.row, col: Math.min(pos.col + 1, lastCol) },
      Home: { row: pos.row, col: 0 },
      End: { row: pos.row, col: lastCol },
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      focusCell(next);
    } else if (event.key === 'Escape' && popover.open) {
      event.preventDefault();
      popover.close();
    }
  };

  const closeToCell = () => {
    const pos = openPos;
    popover.close();
    if (pos) focusCell(pos, true);
  };

  let popoverCell: PopoverCell | null = null;
  if (openCell) {
    const { slot, summary, bookable } = openCell;
    popoverCell = {
      start: slot.start,
      end: slot.start + map.durationMinutes * 60_000,
      summary,
      groups: peopleAtSlot(map, slot.index),
      unbookable: bookable ? null : unbookableReason(slot.start, now),
      option: openCell.option,
    };
  }

  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null) && !popover.open?.pinned)
          popover.close();
      }}
    >
      <div
        role="region"
        aria-label={t('heat.gridLabel')}
        tabIndex={0}
        className="overflow-x-auto"
        onScroll={place}
      >
        <table className="w-full border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">
            {t('heat.caption', { zone: zoneLabel(zone, map.start), counted: countedWords(who) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="w-10">
                <span className="sr-only">{t('heat.startTime')}</span>
              </th>
              {week.days.map((day) => {
                const [weekday, dayOfMonth, month] = dayHeading(day.date);
                return (
                  <th key={day.date} scope="col" className="pb-1 font-medium whitespace-nowrap">
                    <span className="block">{weekday}</span>{' '}
                    <span className="block font-normal text-slate-500 dark:text-slate-400">
                      {dayOfMonth}
                      <span className="sr-only"> {month}</span>
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((minutes, row) => (
              <tr key={minutes}>
                <th
                  scope="row"
                  className={cn(
                    'pr-1 text-right align-middle font-normal whitespace-nowrap tabular-nums',
                    minutes % 60
                      ? 'text-slate-500 dark:text-slate-400'
                      : 'text-slate-700 dark:text-slate-200',
                  )}
                >
                  {formatRowTime(minutes, cycle)}
                </th>
                {week.days.map((day, col) => {
                  const pos = { row, col };
                  const cell = cells[row]![col]!;
                  const text = cell && !cell.passed ? cellText(cell.summary) : null;
                  const isOpen = openPos !== null && samePos(openPos, pos);
                  return (
                    <td key={day.date} className="p-0">
                      <button
                        id={cellId(pos)}
                        type="button"
                        tabIndex={samePos(active, pos) ? 0 : -1}
                        aria-label={cellLabel(
                          day.date,
                          formatClock(Math.floor(minutes / 60), minutes % 60, cycle),
                          cell,
                        )}
                        aria-haspopup="dialog"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? `${id}-popover` : undefined}
                        onKeyDown={(event) => onKeyDown(event, pos)}
                        onFocus={() => {
                          setActive(pos);
                          // Back from a closed popover: stay closed until the next move.
                          if (!quietFocus.current) popover.preview(pos);
                        }}
                        onMouseEnter={() => popover.hover(pos)}
                        onMouseLeave={popover.leave}
                        onClick={() => {
                          focusPopover.current = true;
                          popover.pin(pos);
                        }}
                        className={cn(
                          'relative flex h-8 w-full min-w-9 flex-col items-center justify-center rounded-sm leading-tight tabular-nums',
                          cellClass(cell?.summary ?? null, cell?.bookable ?? false),
                          cell?.option && SUGGESTED_CLASS,
                          isOpen && 'outline-2 outline-offset-1 outline-brand-500',
                        )}
                      >
                        {cell?.option ? (
                          <Star
                            aria-hidden="true"
                            className="absolute top-0.5 right-0.5 h-2.5 w-2.5 fill-current"
                          />
                        ) : null}
                        {text ? (
                          <>
                            <span aria-hidden="true" className="font-semibold">
                              {text.count}
                            </span>
                            {text.ifNeedBe ? (
                              <span aria-hidden="true" className="text-[10px]">
                                {text.ifNeedBe}
                              </span>
                            ) : null}
                          </>
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {popoverCell ? (
        <HeatMapPopover
          id={`${id}-popover`}
          popoverRef={popoverRef}
          cell={popoverCell}
          counted={countedWords(who)}
          zone={zone}
          zones={zones}
          cycle={cycle}
          canBook={canBook}
          onBook={() => {
            const chosen = { start: popoverCell.start, end: popoverCell.end };
            popover.close();
            onBook(chosen);
          }}
          onClose={closeToCell}
          onMouseEnter={popover.cancelClose}
          onMouseLeave={popover.leave}
        />
      ) : null}
    </div>
  );
}
