import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useCalendarOverview, useRemoveRead } from '../api/participant-calendar';
import { errorMessageOf, ParticipantApiError } from '../api/participant-request';
import { useSaveAvailability } from '../api/save-availability';
import { useMeetingGrid } from '../hooks/use-meeting-grid';
import { useNow } from '../hooks/use-now';
import { useWorkingWeekText } from '../hooks/use-working-week-text';
import { answerBody, calendarFromAnswer, sentCalendarTime, type CalendarBusy } from '../time/calendar-busy';
import { firstMarkedFrom, paintingFromAnswer, type PaintMode } from '../time/painting';
import { useLocale, useT } from '@/i18n';
import { detectTimeZone } from '@/lib/time-zones';
import { hasWorkingTime } from '../time/working-week-text';
import { AssumedWorkingHours } from './assumed-working-hours';
import { AvailabilityGrid } from './availability-grid';
import { GridLegend } from './grid-legend';
import { HoursSwitch } from './hours-switch';
import { BusyOverride } from './busy-override';
import { CalendarReadPanel } from './calendar-read-panel';
import { ClosedMeetingNotice } from './closed-meeting-notice';
import { DeclineForm } from './decline-form';
import { FormAlert } from './form-alert';
import { MeetingRequestSummary } from './meeting-request-summary';
import { OrganizerPreview } from './organizer-preview';
import { PaintModeToggle } from './paint-mode-toggle';
import { readSourceText } from './read-source-text';
import { SeriesAnswerNote } from './series-answer-note';
import { GuestZoneField } from './guest-zone-field';
import { WeekPager } from './week-pager';
import { zoneCity } from '@/lib/zone-search';

export function AvailabilityForm({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const locale = useLocale();
  const { meeting, participant } = view;
  const [zone, setZone] = useState(() => participant.timeZone ?? detectTimeZone());
  const [painting, setPainting] = useState(() => paintingFromAnswer(view.answer));
  const [mode, setMode] = useState<PaintMode>('available');
  const [localError, setLocalError] = useState<string | null>(null);
  const [overrideBusy, setOverrideBusy] = useState(false);
  const [hours, setHours] = useState(participant.workingHours);
  const [hoursChanged, setHoursChanged] = useState(false);
  const weekText = useWorkingWeekText(hours);
  // The saved answer's calendar time shows until the person removes it or reads again.
  const [answerCalendarRemoved, setAnswerCalendarRemoved] = useState(false);
  const overview = useCalendarOverview(token);
  const removeRead = useRemoveRead(token);
  const pendingRead = overview.data?.read ?? null;
  // Kept between renders, as is the painting callback: the grid (the page's largest part) then renders
  // again only when what it shows changes, not when the calendar overview or a message arrives.
  const calendar: CalendarBusy | null = useMemo(
    () =>
      pendingRead
        ? {
            ...pendingRead,
            sourceLabel: readSourceText(pendingRead.source, pendingRead.sourceLabel, t, locale),
            pending: true,
          }
        : answerCalendarRemoved
          ? null
          : calendarFromAnswer(view.answer),
    [pendingRead, answerCalendarRemoved, view.answer, t, locale],
  );
  const onPaintingChange = useCallback((next: typeof painting) => {
    setPainting(next);
    setLocalError(null);
  }, []);
  const sent = sentCalendarTime(calendar, painting);
  const now = useNow(view.now);
  const grid = useMeetingGrid(meeting, zone, now, firstMarkedFrom(painting, now));
  const save = useSaveAvailability(token);
  const navigate = useNavigate();
  const errorId = useId();
  const readOnly = !view.canAnswer;
  const windowStart = Date.parse(meeting.windowStart);
  const confirmation = `/participant-confirmation?token=${encodeURIComponent(token)}`;

  const serverError = save.error;
  const fieldMessages =
    serverError instanceof ParticipantApiError ? Object.values(serverError.fieldErrors) : [];
  const errorText = localError ?? (serverError ? errorMessageOf(serverError) : null);
  const hoursErrors =
    serverError instanceof ParticipantApiError
      ? Object.fromEntries(
          Object.entries(serverError.fieldErrors).filter(([key]) => key.startsWith('workingHours')),
        )
      : {};

  const onRemoveCalendar = () => {
    setAnswerCalendarRemoved(true);
    setOverrideBusy(false);
    if (calendar?.pending) removeRead.mutate();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = answerBody(painting, calendar);
    if (!body) {
      setLocalError(t('form.nothingMarked'));
      return;
    }
    if (!body.painted && hoursChanged && !hasWorkingTime(hours)) {
      setLocalError(t('hours.noneError'));
      return;
    }
    setLocalError(null);
    save.mutate(
      { timeZone: zone, ...body, ...(hoursChanged ? { workingHours: hours } : {}) },
      {
        onSuccess: (saved) => void navigate(confirmation, { state: { droppedPast: saved.droppedPast ?? 0 } }),
        onError: (failure) =>
          toast({
            title: t('form.shareFailed'),
            description: errorMessageOf(failure),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {readOnly ? <ClosedMeetingNotice status={meeting.status} token={token} /> : null}
      {participant.status === 'declined' && !readOnly ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('form.declinedBefore')}
        </p>
      ) : null}
      <MeetingRequestSummary meeting={meeting} zone={zone} offeredDays={grid.plan.offeredDays} />
      {meeting.recurrence ? (
        <SeriesAnswerNote meeting={{ ...meeting, recurrence: meeting.recurrence }} zone={zone} />
      ) : null}
      <GuestZoneField zone={zone} onZoneChange={setZone} referenceInstant={windowStart} />
      {readOnly ? null : (
        <CalendarReadPanel
          token={token}
          overview={overview}
          calendar={calendar}
          removing={removeRead.isPending}
          onRemove={onRemoveCalendar}
        />
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('form.label')} className="flex flex-col gap-4">
        <section aria-labelledby="grid-title" className="flex flex-col gap-3">
          <h2 id="grid-title" className="text-lg font-semibold">
            {readOnly ? t('form.yourAnswer') : t('form.whenCouldYouMeet')}
          </h2>
          {readOnly ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('form.howTo', { organizer: meeting.organizerName })}
            </p>
          )}
          {readOnly || !calendar ? null : (
            <BusyOverride
              organizerName={meeting.organizerName}
              override={overrideBusy}
              onOverrideChange={setOverrideBusy}
              hasBusy={calendar.busy.length > 0}
              allowsOutside={meeting.allowOutsideWorkingHours}
            />
          )}
          {readOnly || !calendar ? null : (
            <AssumedWorkingHours
              hours={hours}
              zone={zone}
              organizerName={meeting.organizerName}
              allowsOutside={meeting.allowOutsideWorkingHours}
              errors={hoursErrors}
              onChange={(next) => {
                setHours(next);
                setHoursChanged(true);
                setLocalError(null);
              }}
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {/* A closed meeting shows the answer as it was; a paint choice there would only invite clicks. */}
            {readOnly ? null : <PaintModeToggle mode={mode} onModeChange={setMode} />}
            {grid.plan.hidesHours ? (
              <HoursSwitch allHours={grid.allHours} onChange={grid.setAllHours} />
            ) : null}
          </div>
          {grid.typicalWeek ? (
            <p className="text-center text-sm font-medium">{t('form.typicalWeek')}</p>
          ) : (
            <WeekPager
              page={grid.page}
              pages={grid.pages}
              rangeLabel={grid.rangeLabel}
              onPageChange={grid.setPage}
            />
          )}
          <AvailabilityGrid
            columns={grid.columns}
            rowMinutes={grid.plan.rowMinutes}
            painting={painting}
            mode={mode}
            readOnly={readOnly}
            label={
              grid.typicalWeek ? t('form.gridLabelTypical') : t('form.gridLabel', { range: grid.rangeLabel })
            }
            typicalWeek={grid.typicalWeek}
            calendar={calendar}
            overrideBusy={overrideBusy}
            onPaintingChange={onPaintingChange}
          />
          <GridLegend crossesMidnight={(grid.plan.rowMinutes.at(-1) ?? 0) >= 24 * 60} />
        </section>
        <OrganizerPreview
          organizerName={meeting.organizerName}
          participantName={participant.name}
          participantEmail={participant.email}
          zone={zone}
          painting={painting}
          calendarTime={sent}
          calendarSource={calendar ? (calendar.sourceLabel ?? t('form.yourCalendar')) : null}
          calendarOnlyText={
            meeting.allowOutsideWorkingHours
              ? t('preview.anyFreeAnyHours')
              : t('preview.anyFree', { hours: weekText || t('hours.none'), zone: zoneCity(zone) })
          }
          referenceInstant={windowStart}
          from={now}
          typicalWeek={grid.typicalWeek}
        />
        {errorText ? (
          <FormAlert id={errorId}>
            <p>{errorText}</p>
            {fieldMessages
              .filter((m) => m !== errorText)
              .map((message) => (
                <p key={message}>{message}</p>
              ))}
          </FormAlert>
        ) : null}
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              size="lg"
              disabled={save.isPending}
              aria-describedby={errorText ? errorId : undefined}
            >
              {save.isPending ? t('form.sharing') : t('form.submit')}
            </Button>
            <span role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
              {save.isPending ? t('form.saving') : ''}
            </span>
          </div>
        )}
      </form>
      {readOnly ? null : (
        <DeclineForm
          token={token}
          organizerName={meeting.organizerName}
          initialNote={participant.declineNote ?? ''}
          zone={zone}
          onDeclined={() => void navigate(confirmation)}
        />
      )}
    </div>
  );
}
