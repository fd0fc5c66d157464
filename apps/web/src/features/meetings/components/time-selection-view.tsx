import { PUBLIC_ROUTES } from '@overlap/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { formatWindow } from '@/lib/time-format/window-days';
import { useBookMeeting } from '../api/book-meeting';
import { useBookingOutcome } from '../hooks/use-booking-outcome';
import { useMeeting } from '../api/get-meeting';
import { useSuggestions } from '../api/get-suggestions';
import { answerCountsText } from '../lib/answer-counts-text';
import { personZones } from '../lib/person-zones';
import { AvailabilityHeatMap } from './availability-heat-map';
import { ChooseTimeHeader, ClosedForBooking, sectionClass } from './choose-time-status';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorBlock, LoadingBlock, SeriesNotice } from './page-states';
import { OutsideHoursNote } from './outside-hours-note';
import { QuorumRuleNote } from './quorum-rule-note';
import { RelaxationsPanel } from './relaxations-panel';
import { ShowAllToggle, useFirstFew } from './show-all-toggle';
import { SuggestionCard } from './suggestion-card';
import { SeriesTimeSelection } from '../series/series-time-selection';
import { AnswerCounts } from './answer-counts';
import { WaitingPanel } from './waiting-panel';
import { HoldCountField, HoldStatus } from '../holds';
import { zoneLabel } from '@/lib/zone-search';

type Picked = { start: number; end: number };

/** Suggestions shown before "Show all": enough to choose from, with the heat map still in reach. */
const FIRST_SUGGESTIONS = 3;

/** Ranked suggestions, the heat map and who is missing; picking a time books it after a confirmation. */
export function TimeSelectionView({ meetingId }: { meetingId: string }) {
  const suggestions = useSuggestions(meetingId);
  const detail = useMeeting(meetingId);
  const book = useBookMeeting();
  const cycle = useHourCycle();
  const t = useT('meetings');
  const [picked, setPicked] = useState<Picked | null>(null);
  const outcome = useBookingOutcome(() => setPicked(null));
  const firstFew = useFirstFew(FIRST_SUGGESTIONS);

  if (suggestions.isPending) return <LoadingBlock label={t('choose.loading')} />;
  if (suggestions.error || !suggestions.data)
    return <ErrorBlock error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  // A recurring meeting is answered with `series` instead of `ranking`.
  if (!suggestions.data.ranking)
    return suggestions.data.series ? (
      <SeriesTimeSelection
        data={{ ...suggestions.data, series: suggestions.data.series }}
        fetching={suggestions.isFetching}
        onRefresh={() => void suggestions.refetch()}
      />
    ) : (
      <SeriesNotice meetingId={meetingId} />
    );
  const { meeting, waitingFor, ranking, now, quorum } = suggestions.data;
  const zone = meeting.organizerZone;
  const open = meeting.status === 'collecting' || meeting.status === 'ready';
  const everyoneAnswered = waitingFor.length === 0;
  const nothingFits = ranking.viableCount === 0;
  // No ranked time meets a rule asking more than every required person: the changes are counted by it,
  // and lead even when every required person can come.
  const ruleUnmet =
    !!quorum && quorum.rule.kind !== 'everyone-required' && !quorum.checks.some((c) => c.meets);
  const zones = personZones(detail.data);

  const confirmBooking = () => {
    if (!picked) return;
    book.mutate(
      { id: meeting.id, start: picked.start },
      outcome(
        meeting.id,
        { title: t('choose.bookedToast'), description: formatRange(picked.start, picked.end, zone, cycle) },
        t('choose.bookFailed'),
      ),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <ChooseTimeHeader
        meeting={meeting}
        titleClass="min-w-0 text-xl font-semibold"
        facts={t('choose.facts', {
          answers: answerCountsText(t, meeting),
          minutes: meeting.durationMinutes,
          window: formatWindow(meeting.windowStart, meeting.windowEnd, zone),
          zone: zoneLabel(zone, Date.parse(meeting.windowStart)),
        })}
        updating={suggestions.isFetching ? t('choose.updating') : null}
      />

      <OutsideHoursNote meeting={meeting} />
      {quorum ? <QuorumRuleNote quorum={quorum} autoSchedule={meeting.autoSchedule} /> : null}

      {meeting.rescheduling ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
        >
          {t('choose.rescheduling', {
            time: formatRange(
              meeting.rescheduling.previousStart,
              meeting.rescheduling.previousEnd,
              zone,
              cycle,
            ),
          })}
        </p>
      ) : null}

      {!open ? (
        <ClosedForBooking
          meeting={meeting}
          says={t('choose.closed', { status: meeting.status })}
          linkLabel={t('choose.seeWhatHappened')}
        />
      ) : null}

      {/* When nothing fits, the one-click fixes lead: the map of a dead window says little on its own. */}
      {nothingFits || (ruleUnmet && ranking.relaxations.length > 0) ? (
        <RelaxationsPanel
          underRule={ruleUnmet}
          blockers={ranking.blockers}
          relaxations={ranking.relaxations}
          meeting={meeting}
          everyoneAnswered={everyoneAnswered}
          people={ranking.heatMap.people}
        />
      ) : null}

      <section aria-labelledby="waiting-heading" className={sectionClass}>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="waiting-heading" className="text-lg font-semibold">
            {everyoneAnswered ? t('choose.everyoneAnswered') : t('choose.waitingHeading')}
          </h2>
          {open ? (
            <Link
              to={`${PUBLIC_ROUTES.meetingConfirmation}?meeting=${encodeURIComponent(meeting.id)}`}
              className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
            >
              {t('choose.changePeople')}
            </Link>
          ) : null}
        </div>
        {everyoneAnswered ? <AnswerCounts meeting={meeting} /> : null}
        <WaitingPanel meetingId={meeting.id} waitingFor={waitingFor} />
        <HoldStatus meeting={meeting} />
        {open ? <HoldCountField meeting={meeting} /> : null}
      </section>

      <section aria-labelledby="suggestions-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="suggestions-heading" className="text-lg font-semibold">
            {t('choose.suggestionsHeading')}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void suggestions.refetch()}
            disabled={suggestions.isFetching}
          >
            {t('choose.refresh')}
          </Button>
        </div>
        {ranking.slots.length ? (
          <ol className="flex flex-col gap-4">
            {firstFew.cut(ranking.slots).map((slot, index) => (
              <SuggestionCard
                key={slot.start}
                check={quorum?.checks[index]}
                meetingId={meeting.id}
                slot={slot}
                zone={zone}
                zones={zones}
                canBook={open}
                onPick={setPicked}
              />
            ))}
          </ol>
        ) : null}
        <ShowAllToggle
          {...firstFew.toggle(ranking.slots.length)}
          labels={{
            all: t('choose.showAll', { count: ranking.slots.length }),
            first: t('choose.showFirst', { count: FIRST_SUGGESTIONS }),
          }}
        />
        {ranking.slots.length ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {everyoneAnswered ? t('choose.noneFinal') : t('choose.noneYet')}
          </p>
        )}
      </section>

      <section
        aria-labelledby="heatmap-heading"
        className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800"
      >
        <h2 id="heatmap-heading" className="mb-3 text-lg font-semibold">
          {t('choose.heatMapHeading')}
        </h2>
        <AvailabilityHeatMap
          map={ranking.heatMap}
          meeting={meeting}
          now={Date.parse(now)}
          zones={zones}
          suggested={ranking.slots}
          canBook={open}
          onBook={setPicked}
        />
      </section>

      <ConfirmDialog
        open={picked !== null}
        onOpenChange={(next) => !next && setPicked(null)}
        title={t('choose.confirmTitle')}
        confirmLabel={t('choose.confirmBook')}
        busyLabel={t('choose.confirmBusy')}
        busy={book.isPending}
        onConfirm={confirmBooking}
      >
        {picked ? (
          <>
            {t.rich('choose.confirmWhen', {
              time: <strong>{formatRange(picked.start, picked.end, zone, cycle)}</strong>,
              zone: zoneLabel(zone, picked.start),
            })}{' '}
            {detail.data?.mailDelivery === 'outbox' ? t('choose.confirmOutbox') : t('choose.confirmMail')}
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
