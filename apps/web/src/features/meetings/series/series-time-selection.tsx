import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { AnswerCounts } from '../components/answer-counts';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { errorMessage } from '../api/client';
import { useBookMeeting } from '../api/book-meeting';
import { useBookingOutcome } from '../hooks/use-booking-outcome';
import { useChangeMeetingSettings } from '../api/meeting-actions';
import { useMeeting } from '../api/get-meeting';
import { ChooseTimeHeader, ClosedForBooking, sectionClass } from '../components/choose-time-status';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ShowAllToggle, useFirstFew } from '../components/show-all-toggle';
import { WaitingPanel } from '../components/waiting-panel';
import { answerCountsText } from '../lib/answer-counts-text';
import { RotationCard } from './rotation-card';
import { SeriesNothingFits } from './series-nothing-fits';
import { SeriesSuggestionCard } from './series-suggestion-card';
import { RotationBookingDialog } from './rotation-booking-dialog';
import type { RankedSeriesSlot, SeriesRotation, SeriesSuggestions } from './series-types';
import { SkippedDates } from './skipped-dates';
import { slotLabel } from './slot-label';
import { seriesSummary } from '@/lib/time-format/series-summary';
import { zoneCity } from '@/lib/zone-search';

const FIRST_SUGGESTIONS = 3;

/** Choose a time for a recurring meeting: ranked weekly times with their occurrences, rotations, skips. */
export function SeriesTimeSelection({
  data,
  fetching,
  onRefresh,
}: {
  data: SeriesSuggestions;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const t = useT('series');
  const tm = useT('meetings');
  const cycle = useHourCycle();
  const detail = useMeeting(data.meeting.id);
  const book = useBookMeeting();
  const settings = useChangeMeetingSettings();
  const [picked, setPicked] = useState<RankedSeriesSlot | null>(null);
  const outcome = useBookingOutcome(() => setPicked(null));
  const [pickedRotation, setPickedRotation] = useState<SeriesRotation | null>(null);
  const firstFew = useFirstFew(FIRST_SUGGESTIONS);
  const { meeting, waitingFor, series } = data;
  const recurrence = meeting.recurrence!;
  const zone = meeting.organizerZone;
  const open = meeting.status === 'collecting' || meeting.status === 'ready';
  const skipped = recurrence.skip;
  const best = series.slots[0];

  const changeSkips = (next: string[], done: string) =>
    settings.mutate(
      { id: meeting.id, patch: { skippedOccurrences: next } },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (error) =>
          toast({ title: t('skip.failed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );

  const confirmBooking = () => {
    if (!picked) return;
    const label = slotLabel(t, picked.slot, recurrence, cycle);
    // The server books an occurrence inside the window and starts the event at the series' first date.
    const windowStart = Date.parse(meeting.windowStart);
    const windowEnd = Date.parse(meeting.windowEnd);
    const inWindow = picked.occurrences.find((o) => o.start >= windowStart && o.end <= windowEnd);
    book.mutate(
      { id: meeting.id, start: (inWindow ?? picked.occurrences[0]!).start },
      outcome(meeting.id, { title: t('book.done'), description: label }, t('book.failed')),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <ChooseTimeHeader
        meeting={meeting}
        titleClass="text-xl font-semibold break-words"
        facts={t('header.summary', {
          answers: answerCountsText(tm, meeting),
          minutes: meeting.durationMinutes,
          zone: zoneCity(zone),
        })}
        updating={fetching ? t('header.updating') : null}
      />
      <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        {seriesSummary(t, { ...meeting, recurrence })}. {t('header.anchored', { zone: zoneCity(zone) })}
      </p>

      {!open ? (
        <ClosedForBooking meeting={meeting} says={t('header.closed')} linkLabel={t('header.whatHappened')} />
      ) : null}

      {open && best && best.everyoneCount === 0 ? (
        <SeriesNothingFits meetingId={meeting.id} best={best} recurrence={recurrence} open={open} />
      ) : null}

      <section aria-labelledby="waiting-heading" className={sectionClass}>
        <h2 id="waiting-heading" className="mb-2 text-lg font-semibold">
          {waitingFor.length ? t('waiting.heading') : t('waiting.everyoneAnswered')}
        </h2>
        {waitingFor.length ? null : <AnswerCounts meeting={meeting} />}
        <WaitingPanel meetingId={meeting.id} waitingFor={waitingFor} />
      </section>

      <SkippedDates
        dates={skipped}
        canChange={open}
        busy={settings.isPending}
        onRestore={(date) =>
          changeSkips(
            skipped.filter((d) => d !== date),
            t('skip.restored'),
          )
        }
      />

      <section aria-labelledby="series-suggestions-heading">
        <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="series-suggestions-heading" className="text-lg font-semibold">
            {t('suggestions.heading')}
          </h2>
          <Button size="sm" variant="ghost" onClick={onRefresh} disabled={fetching}>
            {t('suggestions.refresh')}
          </Button>
        </div>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('suggestions.hint')}</p>
        {series.slots.length ? (
          <ol className="flex flex-col gap-4">
            {firstFew.cut(series.slots).map((slot) => (
              <SeriesSuggestionCard
                key={`${slot.slot.weekday}-${slot.slot.time}`}
                slot={slot}
                recurrence={recurrence}
                zone={zone}
                open={open}
                skipping={settings.isPending}
                onSkip={(date) => changeSkips([...skipped, date], t('skip.done'))}
                onPick={setPicked}
              />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('suggestions.empty')}</p>
        )}
        <ShowAllToggle
          {...firstFew.toggle(series.slots.length)}
          labels={{
            all: t('suggestions.showAll', { count: series.slots.length }),
            first: t('suggestions.showFirst', { count: FIRST_SUGGESTIONS }),
          }}
        />
      </section>

      {series.rotations.length ? (
        <section aria-labelledby="rotations-heading">
          <h2 id="rotations-heading" className="text-lg font-semibold">
            {t('rotation.heading')}
          </h2>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('rotation.hint')}</p>
          <ol className="flex flex-col gap-4">
            {series.rotations.map((rotation, index) => (
              <RotationCard
                key={index}
                rotation={rotation}
                index={index}
                recurrence={recurrence}
                open={open}
                onPick={setPickedRotation}
              />
            ))}
          </ol>
        </section>
      ) : null}

      <ConfirmDialog
        open={picked !== null}
        onOpenChange={(next) => !next && setPicked(null)}
        title={t('book.title')}
        confirmLabel={t('book.confirm')}
        busyLabel={t('book.busy')}
        busy={book.isPending}
        onConfirm={confirmBooking}
      >
        {picked ? (
          <>
            <strong>{slotLabel(t, picked.slot, recurrence, cycle)}</strong> ({zoneCity(zone)}).{' '}
            {t('book.occurrences', { count: picked.occurrences.length })}{' '}
            {detail.data?.mailDelivery === 'outbox' ? t('book.outbox') : t('book.mail')}
          </>
        ) : null}
      </ConfirmDialog>
      <RotationBookingDialog
        meeting={{ id: meeting.id, organizerZone: zone, recurrence }}
        rotation={pickedRotation}
        mailDelivery={detail.data?.mailDelivery}
        onClose={() => setPickedRotation(null)}
      />
    </div>
  );
}
