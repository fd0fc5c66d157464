import { useT } from '@/i18n';
import type { DeclineOfferDto } from '@overlap/contracts/schemas';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { countsText } from '../lib/counts-text';
import { joinNames } from '../lib/move-audience';
import { slotReasonWords } from '../lib/reason-words';
import type { MoveTarget } from './move-confirm-dialog';

/** A required person declined the booked meeting: who, why, and the next best times, each one click away. */
export function DeclineOfferBanner({
  offer,
  zone,
  onMove,
}: {
  offer: DeclineOfferDto;
  zone: string;
  onMove: (target: MoveTarget) => void;
}) {
  const t = useT('meetings');
  const tr = useT('reasons');
  const cycle = useHourCycle();
  const names = joinNames(offer.declined.map((d) => d.name ?? d.email));
  return (
    <section
      aria-labelledby="decline-offer-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="decline-offer-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('decline.heading', { names })}
      </h2>
      <ul className="mt-1 text-sm">
        {offer.declined.map((d) => (
          <li key={d.participantId}>
            {d.note
              ? t('decline.personNote', { who: d.name ?? d.email, note: d.note })
              : t('decline.person', { who: d.name ?? d.email })}
          </li>
        ))}
      </ul>
      {offer.nextBestTimes.length ? (
        <>
          <p className="mt-3 text-sm font-medium">{t('decline.nextBest')}</p>
          <ol className="mt-2 flex flex-col gap-2">
            {offer.nextBestTimes.map((time) => {
              const when = formatRange(time.start, time.end, zone, cycle);
              return (
                <li
                  key={time.start}
                  className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-slate-100">{when}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">{countsText(time.counts)}</p>
                    {time.structuredReasons[0] ? (
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {slotReasonWords(tr, time.structuredReasons[0], cycle)}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    onClick={() => onMove({ start: Date.parse(time.start), end: Date.parse(time.end) })}
                  >
                    <span aria-hidden="true">{t('move.here')}</span>
                    <span className="sr-only">{t('card.pickWhen', { pick: t('move.here'), when })}</span>
                  </Button>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="mt-3 text-sm">{t('decline.none')}</p>
      )}
    </section>
  );
}
