import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import type { SeriesRotation } from './series-types';
import { slotList } from './slot-label';

/** Two or three times that alternate, with each person's share of the early and late hours. */
export function RotationCard({
  rotation,
  index,
  recurrence,
  open,
  onPick,
}: {
  rotation: SeriesRotation;
  index: number;
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined };
  /** Whether the meeting can still be booked. */
  open: boolean;
  onPick: (rotation: SeriesRotation) => void;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  const headingId = `series-rotation-${index}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words">
          {t('rotation.title', { index: index + 1, slots: slotList(t, rotation.slots, recurrence, cycle) })}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {rotation.missedCount === 0
            ? t('card.noneMissed', { count: rotation.occurrences.length })
            : t('card.missed', { missed: rotation.missedCount, count: rotation.occurrences.length })}
        </p>
      </div>
      <ul aria-label={t('rotation.shares')} className="flex flex-col gap-2 text-sm">
        {rotation.shares.map((share) => (
          <li key={share.participantId} className="flex flex-col gap-1">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 font-medium break-words">{share.displayName}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t('rotation.share', { percent: share.sharePercent, minutes: share.uncomfortableMinutes })}
              </span>
            </div>
            <div
              aria-hidden="true"
              className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div className="h-full bg-brand-600" style={{ width: `${share.sharePercent}%` }} />
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <div>
          <Button size="sm" onClick={() => onPick(rotation)} aria-describedby={headingId}>
            {t('rotation.book')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
