import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { occurrenceCells, type OccurrenceCell, type OccurrenceLook } from './occurrence-cells';
import { nameList, shortDate } from './series-dates';
import type { RankedSeriesSlot } from './series-types';

const LOOK: Record<OccurrenceLook, string> = {
  everyone: 'bg-emerald-500 dark:bg-emerald-500',
  'if-need-be': 'bg-amber-400 dark:bg-amber-400',
  waiting: 'bg-slate-300 dark:bg-slate-600',
  conflict: 'bg-red-600 dark:bg-red-500',
};

/**
 * A row of small cells, one per occurrence, marked where someone cannot make it. Arrow keys move
 * between cells (one tab stop); the chosen cell says who cannot come and offers to skip that date.
 */
export function OccurrenceStrip({
  slot,
  canSkip,
  skipping,
  onSkip,
}: {
  slot: RankedSeriesSlot;
  canSkip: boolean;
  skipping: boolean;
  onSkip: (date: string) => void;
}) {
  const t = useT('series');
  const cells = occurrenceCells(slot);
  const firstConflict = Math.max(
    0,
    cells.findIndex((c) => c.look === 'conflict'),
  );
  const [active, setActive] = useState(firstConflict);
  const [open, setOpen] = useState(false);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = cells[Math.min(active, cells.length - 1)];

  const describe = (cell: OccurrenceCell) => {
    const date = shortDate(cell.date, true);
    const names = nameList(cell.names);
    switch (cell.look) {
      case 'conflict':
        return t('strip.conflict', { date, names, count: cell.names.length });
      case 'if-need-be':
        return t('strip.ifNeedBe', { date, names });
      case 'waiting':
        return t('strip.waiting', { date });
      default:
        return t('strip.everyone', { date });
    }
  };

  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? cells.length - 1
              : null;
    if (next === null || next < 0 || next >= cells.length) return;
    event.preventDefault();
    setActive(next);
    setOpen(true);
    refs.current[next]?.focus();
  };

  if (!cells.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('strip.none')}</p>;
  const conflicts = cells.filter((c) => c.look === 'conflict').length;

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('strip.label', { count: cells.length, conflicts })}
        className="flex flex-wrap gap-1"
      >
        {cells.map((cell, index) => (
          <button
            key={cell.date}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            tabIndex={index === active ? 0 : -1}
            aria-label={describe(cell)}
            aria-pressed={open && index === active}
            title={describe(cell)}
            data-look={cell.look}
            onClick={() => {
              setActive(index);
              setOpen(!(open && index === active));
            }}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'flex h-6 w-6 items-center justify-center rounded-sm text-[10px] font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              LOOK[cell.look],
              open &&
                index === active &&
                'ring-2 ring-slate-900 ring-offset-1 dark:ring-white dark:ring-offset-slate-950',
            )}
          >
            {cell.look === 'conflict' ? <span aria-hidden="true">×</span> : null}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {shortDate(cells[0]!.date, true)} – {shortDate(cells[cells.length - 1]!.date, true)}
      </p>
      {open && current ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2 text-sm dark:bg-slate-900"
        >
          <span>{describe(current)}</span>
          {canSkip ? (
            <Button size="sm" variant="outline" disabled={skipping} onClick={() => onSkip(current.date)}>
              {t('strip.skip', { date: shortDate(current.date) })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
