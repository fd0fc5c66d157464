import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { OccurrenceStrip } from './occurrence-strip';
import { SeriesPeople } from './series-people';
import { useSeriesReasonText } from './series-reason-text';
import type { RankedSeriesSlot } from './series-types';
import { slotLabel } from './slot-label';
import { zoneCity } from '@/lib/zone-search';

/** One ranked weekly (or monthly) time: its occurrences, everyone's local time and why it ranks here. */
export function SeriesSuggestionCard({
  slot,
  recurrence,
  zone,
  open,
  skipping,
  onSkip,
  onPick,
  pickLabel,
}: {
  slot: RankedSeriesSlot;
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined };
  zone: string;
  open: boolean;
  skipping: boolean;
  onSkip: (date: string) => void;
  onPick: (slot: RankedSeriesSlot) => void;
  /** Another action than booking (moving a booked series there): its dates cannot be skipped here. */
  pickLabel?: string;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  const reasonText = useSeriesReasonText();
  const label = slotLabel(t, slot.slot, recurrence, cycle);
  const headingId = `series-option-${slot.rank}`;
  const general = slot.reasons.filter((r) => r.kind !== 'local-time-shift');
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {t('card.title', { rank: slot.rank, label })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('card.zone', { zone: zoneCity(zone) })} ·{' '}
            {slot.missedCount === 0
              ? t('card.noneMissed', { count: slot.occurrences.length })
              : t('card.missed', { missed: slot.missedCount, count: slot.occurrences.length })}
          </p>
        </div>
        {open ? (
          <Button size="sm" onClick={() => onPick(slot)} aria-describedby={headingId}>
            {pickLabel ?? t('card.book')}
          </Button>
        ) : null}
      </div>
      <OccurrenceStrip slot={slot} canSkip={open && !pickLabel} skipping={skipping} onSkip={onSkip} />
      {general.length ? (
        <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
          {general.map((reason, index) => (
            <li key={index}>{reasonText(reason, slot.people)}</li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
          {t('card.people')}
        </summary>
        <SeriesPeople slot={slot} />
      </details>
    </li>
  );
}
