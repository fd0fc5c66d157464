import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatRange } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { useNearSuggestions } from '../api/get-near-suggestions';
import { countsText } from '../lib/counts-text';
import type { RankedSlot } from '../lib/suggestion-types';
import { ErrorBlock, LoadingBlock } from './page-states';

/** "More times near this": the best times around one suggestion, each bookable, with a way back. */
export function NearTimes({
  id,
  meetingId,
  anchor,
  zone,
  cycle,
  canBook,
  onPick,
  onClose,
  pickLabel,
}: {
  id: string;
  meetingId: string;
  anchor: RankedSlot;
  zone: string;
  cycle: HourCycle;
  canBook: boolean;
  onPick: (slot: { start: number; end: number }) => void;
  /** What picking does: book it, or move the booked meeting there. */
  pickLabel?: string;
  onClose: () => void;
}) {
  const t = useT('meetings');
  const pick = pickLabel ?? t('card.book');
  const near = useNearSuggestions(meetingId, anchor.start);
  const headingId = `${id}-heading`;
  let body;
  if (near.isPending) body = <LoadingBlock label={t('near.loading')} />;
  else if (near.error || !near.data)
    body = <ErrorBlock error={near.error} onRetry={() => void near.refetch()} />;
  else if (near.data.ranking.slots.length === 0)
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('near.none')}</p>;
  else
    body = (
      <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {near.data.ranking.slots.map((slot) => {
          const when = formatRange(slot.start, slot.end, zone, cycle);
          const isAnchor = slot.start === anchor.start;
          return (
            <li key={slot.start} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {when}
                  {isAnchor ? (
                    <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                      {t('near.thisOption')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{countsText(slot.counts)}</p>
              </div>
              <Button size="sm" variant="outline" disabled={!canBook} onClick={() => onPick(slot)}>
                <span aria-hidden="true">{pick}</span>
                <span className="sr-only">{t('card.pickWhen', { pick, when })}</span>
              </Button>
            </li>
          );
        })}
      </ol>
    );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('near.heading', { rank: anchor.rank })}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('near.back')}
        </Button>
      </div>
      {body}
    </section>
  );
}
