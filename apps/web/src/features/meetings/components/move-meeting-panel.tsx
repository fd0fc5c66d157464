import { useT } from '@/i18n';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useSuggestions } from '../api/get-suggestions';
import { personZones } from '../lib/person-zones';
import { ErrorBlock, LoadingBlock, SeriesNotice } from './page-states';
import type { MoveTarget } from './move-confirm-dialog';
import { SeriesMoveList } from './series-move-list';
import { ShowAllToggle, useFirstFew } from './show-all-toggle';
import { SuggestionCard } from './suggestion-card';

const FIRST_TIMES = 3;

/** The answers ranked again (with fresh calendar reads) for a booked meeting; picking one asks to move there. */
export function MoveMeetingPanel({
  meeting,
  onPick,
  onClose,
}: {
  meeting: MeetingDetailDto;
  onPick: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const t = useT('meetings');
  const suggestions = useSuggestions(meeting.id);
  const firstFew = useFirstFew(FIRST_TIMES);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the button that opened it: keyboard users continue from its heading.
  useEffect(() => heading.current?.focus(), []);
  const booked = meeting.chosenStart ? Date.parse(meeting.chosenStart) : null;

  let body;
  if (suggestions.isPending) body = <LoadingBlock label={t('move.loading')} />;
  else if (suggestions.error || !suggestions.data)
    body = <ErrorBlock error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  else if (suggestions.data.series)
    body = (
      <SeriesMoveList
        meeting={meeting}
        series={suggestions.data.series}
        now={Date.parse(suggestions.data.now)}
        onPick={onPick}
      />
    );
  else if (!suggestions.data.ranking) body = <SeriesNotice meetingId={meeting.id} />;
  else {
    const slots = suggestions.data.ranking.slots.filter((slot) => slot.start !== booked);
    body = slots.length ? (
      <>
        <ol className="flex flex-col gap-4">
          {firstFew.cut(slots).map((slot) => (
            <SuggestionCard
              key={slot.start}
              meetingId={meeting.id}
              slot={slot}
              zone={meeting.organizerZone}
              zones={personZones(meeting)}
              canBook
              onPick={onPick}
              pickLabel={t('move.here')}
            />
          ))}
        </ol>
        <ShowAllToggle {...firstFew.toggle(slots.length)} />
      </>
    ) : (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('move.none')}</p>
    );
  }

  return (
    <section
      aria-labelledby="move-heading"
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="move-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('move.heading')}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('move.keep')}
        </Button>
      </div>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('move.intro')}</p>
      {body}
    </section>
  );
}
