import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { errorMessage } from '../api/client';
import { useSetParticipantRequired } from '../api/meeting-actions';
import { nameList } from './series-dates';
import type { RankedSeriesSlot } from './series-types';
import { slotLabel } from './slot-label';

/** Required people who miss at least one date of the slot, in input order. */
export function seriesBlockers(slot: RankedSeriesSlot) {
  const missing = new Set(slot.conflicts.flatMap((c) => c.participantIds));
  return slot.people.filter((p) => p.required && missing.has(p.participantId));
}

/**
 * When even the best weekly time is missed on every date by someone required, that leads the page with
 * the one change that helps (making them optional), as Choose a time does for a single meeting.
 */
export function SeriesNothingFits({
  meetingId,
  best,
  recurrence,
  open,
}: {
  meetingId: string;
  best: RankedSeriesSlot;
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined };
  open: boolean;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  const setRequired = useSetParticipantRequired();
  const [applying, setApplying] = useState<string | null>(null);
  const blockers = seriesBlockers(best);

  const makeOptional = (participantId: string, name: string) => {
    setApplying(participantId);
    setRequired.mutate(
      { id: meetingId, participantId, required: false },
      {
        onSuccess: () => toast({ title: t('noFit.madeOptional', { name }), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('noFit.failed'), description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setApplying(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="series-no-fit-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h2 id="series-no-fit-heading" className="text-lg font-semibold">
        {t('noFit.heading')}
      </h2>
      <p className="mt-2 text-sm">
        {t('noFit.best', {
          slot: slotLabel(t, best.slot, recurrence, cycle),
          names: nameList(blockers.map((p) => p.displayName)),
          count: best.occurrences.length,
        })}
      </p>
      {blockers.length ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label={t('noFit.listLabel')}>
          {blockers.map((person) => (
            <li key={person.participantId} className="text-sm">
              <Button
                size="sm"
                variant="outline"
                disabled={!open || applying !== null}
                onClick={() => makeOptional(person.participantId, person.displayName)}
              >
                {applying === person.participantId
                  ? t('noFit.applying')
                  : t('noFit.makeOptional', { name: person.displayName })}
              </Button>
              <p className="mt-1 text-slate-600 dark:text-slate-400">{t('noFit.why')}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
