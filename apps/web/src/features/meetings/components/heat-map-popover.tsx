import { X } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatDay, formatTimeRange } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { localPartsOf } from '@/lib/time-format/zoned-time';
import type { CellSummary } from '../lib/heat-map-cells';
import type { PeopleGroup } from '../lib/heat-map-people';
import { ORGANIZER_PERSON_ID, type PersonZones } from '../lib/person-zones';
import { PersonLocalTime } from './person-local-time';

export interface PopoverCell {
  start: number;
  end: number;
  summary: CellSummary;
  groups: PeopleGroup[];
  /** Null when it can be booked; otherwise why not. */
  unbookable: string | null;
  /** The suggestion's option number, or null. */
  option: number | null;
}

/** Who is free, if need be, busy, declined and not answered for one start time, and "Book this time". */
export function HeatMapPopover({
  id,
  cell,
  counted,
  zone,
  zones,
  cycle,
  canBook,
  popoverRef,
  onBook,
  onClose,
  onMouseEnter,
  onMouseLeave,
}: {
  id: string;
  cell: PopoverCell;
  /** Who the counts are out of, in words. */
  counted: string;
  zone: string;
  zones: PersonZones;
  cycle: HourCycle;
  canBook: boolean;
  popoverRef: Ref<HTMLDivElement>;
  onBook: () => void;
  onClose: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}) {
  const t = useT('meetings');
  const { summary } = cell;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div
      id={id}
      ref={popoverRef}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      // Hidden until the grid places it under its cell.
      style={{ visibility: 'hidden', top: 0, left: 0 }}
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      className="absolute z-20 w-72 max-w-full rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {t('heat.popoverTitle', {
            day: formatDay(localPartsOf(cell.start, zone).date),
            time: formatTimeRange(cell.start, cell.end, zone, cycle),
          })}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('heat.close')}
          className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {cell.option ? (
        <p className="text-xs font-medium text-brand-700 dark:text-brand-100">
          {t('heat.popoverSuggested', { option: cell.option })}
        </p>
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {summary.counted === 0
          ? t('heat.popoverNoAnswers')
          : summary.ifNeedBe
            ? t('heat.popoverFreeIfNeedBe', {
                free: summary.free,
                counted: summary.counted,
                ifNeedBe: summary.ifNeedBe,
              })
            : t('heat.popoverFree', { free: summary.free, counted: summary.counted })}
        {summary.blocked ? ` ${t('heat.popoverBlocked')}` : ''}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{counted}</p>
      <div className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto">
        {cell.groups.map((group) => (
          <section
            key={group.key}
            aria-label={t('heat.group', { group: group.key, count: group.people.length })}
          >
            <h4 className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
              {t('heat.group', { group: group.key, count: group.people.length })}
            </h4>
            <ul className="grid grid-cols-[1fr_auto] gap-x-3">
              {group.people.map((person) => (
                <li key={person.participantId} className="col-span-2 grid grid-cols-subgrid">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {person.displayName}
                    <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">
                      {person.participantId === ORGANIZER_PERSON_ID
                        ? t('heat.you')
                        : person.required
                          ? t('confirm.required')
                          : t('confirm.optional')}
                    </span>
                  </span>
                  <span className="text-right text-xs leading-5">
                    <PersonLocalTime
                      participantId={person.participantId}
                      start={cell.start}
                      zones={zones}
                      cycle={cycle}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {cell.unbookable ? (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{cell.unbookable}</p>
      ) : canBook ? (
        <Button size="sm" className="mt-3 w-full" onClick={onBook}>
          {t('card.book')}
        </Button>
      ) : null}
    </div>
  );
}
