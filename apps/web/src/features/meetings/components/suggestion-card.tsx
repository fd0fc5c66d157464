import type { QuorumCheckDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { checkWords } from '@/lib/quorum/rule-words';
import { countedOf, countsText } from '../lib/counts-text';
import { slotReasonWords } from '../lib/reason-words';
import type { PersonZones } from '../lib/person-zones';
import type { RankedSlot } from '../lib/suggestion-types';
import { NearTimes } from './near-times';
import { PeopleTable } from './people-table';

/** One ranked time: when, who can come (in their own local time), why it ranks here, and times near it. */
export function SuggestionCard({
  meetingId,
  slot,
  zone,
  zones,
  canBook,
  onPick,
  pickLabel,
  check,
}: {
  meetingId: string;
  slot: RankedSlot;
  zone: string;
  zones: PersonZones;
  canBook: boolean;
  onPick: (slot: { start: number; end: number }) => void;
  /** What picking does: book it, or move the booked meeting there. */
  pickLabel?: string;
  /** Who can come against the meeting's rule (Choose a time only). */
  check?: QuorumCheckDto | undefined;
}) {
  const t = useT('meetings');
  const tr = useT('reasons');
  const tc = useT('common');
  const pick = pickLabel ?? t('card.book');
  const cycle = useHourCycle();
  const [showNear, setShowNear] = useState(false);
  const nearButtonId = `near-button-${slot.start}`;
  const when = formatRange(slot.start, slot.end, zone, cycle);
  const closeNear = () => {
    setShowNear(false);
    document.getElementById(nearButtonId)?.focus();
  };
  return (
    <li
      aria-label={t('card.optionLabel', { rank: slot.rank, when })}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
            {t('card.option', { rank: slot.rank })}
          </p>
          <p className="text-lg font-semibold">{when}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{countsText(slot.counts)}</p>
          {check ? (
            <p
              className={
                check.meets
                  ? 'mt-1 text-sm font-medium text-emerald-700 dark:text-emerald-300'
                  : 'mt-1 text-sm text-slate-600 dark:text-slate-400'
              }
            >
              {checkWords(tc, check, countedOf(slot.counts))}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button disabled={!canBook} onClick={() => onPick(slot)}>
            <span aria-hidden="true">{pick}</span>
            <span className="sr-only">{t('card.pickWhen', { pick, when })}</span>
          </Button>
          <Button
            id={nearButtonId}
            variant="outline"
            aria-expanded={showNear}
            aria-controls={`near-${slot.start}`}
            onClick={() => (showNear ? closeNear() : setShowNear(true))}
          >
            {t('card.near')}
          </Button>
        </div>
      </div>
      <ul className="mt-3 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {slot.structuredReasons.map((reason, index) => (
          <li key={index}>{slotReasonWords(tr, reason, cycle)}</li>
        ))}
      </ul>
      <PeopleTable slot={slot} zones={zones} cycle={cycle} />
      {showNear ? (
        <NearTimes
          id={`near-${slot.start}`}
          meetingId={meetingId}
          anchor={slot}
          zone={zone}
          cycle={cycle}
          canBook={canBook}
          onPick={onPick}
          onClose={closeNear}
          pickLabel={pick}
        />
      ) : null}
    </li>
  );
}
