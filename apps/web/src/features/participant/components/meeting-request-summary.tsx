import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { ruleWords } from '@/lib/quorum/rule-words';
import { seriesSummary } from '@/lib/time-format/series-summary';
import { formatDayShort, formatDuration, formatInstant, formatShortDate } from '../time/format-in-zone';
import type { LocalDate } from '../time/zoned-time';

type Meeting = ParticipantViewDto['meeting'];

/** Only http(s) addresses become links; anything else in the location stays text. */
function isWebAddress(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text);
}

export function MeetingLocation({ location }: { location: string }) {
  if (!isWebAddress(location)) return <>{location}</>;
  return (
    <a
      href={location}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-600 underline hover:text-brand-700 dark:text-brand-100"
    >
      {location}
    </a>
  );
}

/** A term and a place (an address, or a web link made clickable); nothing when there is no place. */
export function PlaceRow({
  term,
  place,
  termClassName,
  testId,
}: {
  term: string;
  place: string | null;
  termClassName: string;
  testId?: string;
}) {
  if (!place) return null;
  return (
    <>
      <dt className={termClassName}>{term}</dt>
      <dd className="break-words" data-testid={testId}>
        <MeetingLocation location={place} />
      </dd>
    </>
  );
}

const dayText = (date: LocalDate) => {
  const short = formatDayShort(date);
  return `${short.weekday} ${short.date}`;
};

/**
 * The request in the participant's zone. The description is shown as plain text, never as HTML. The
 * dates are the first and last the grid offers (a window ending at midnight does not name the next day);
 * a series says how it repeats instead, its window being only the week it is answered in.
 */
export function MeetingRequestSummary({
  meeting,
  zone,
  offeredDays,
}: {
  meeting: Meeting;
  zone: string;
  offeredDays: { first: LocalDate; last: LocalDate } | null;
}) {
  const t = useT('participant');
  const ts = useT('series');
  const tc = useT('common');
  const windowStart = Date.parse(meeting.windowStart);
  const windowEnd = Date.parse(meeting.windowEnd);
  const between = offeredDays
    ? t('summary.betweenDays', { first: dayText(offeredDays.first), last: dayText(offeredDays.last) })
    : t('summary.betweenDays', {
        first: formatShortDate(windowStart, zone),
        last: formatShortDate(windowEnd - 1, zone),
      });
  return (
    <section
      aria-labelledby="meeting-request-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="meeting-request-title" className="text-xl font-semibold break-words">
        {meeting.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t.rich('summary.requestedBy', {
          organizer: <span className="font-medium">{meeting.organizerName}</span>,
        })}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500 dark:text-slate-400">{t('summary.length')}</dt>
        <dd>{formatDuration(meeting.durationMinutes)}</dd>
        {meeting.recurrence ? (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('summary.repeats')}</dt>
            <dd>{seriesSummary(ts, { ...meeting, recurrence: meeting.recurrence })}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('summary.between')}</dt>
            <dd>{between}</dd>
          </>
        )}
        {meeting.deadline ? (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('summary.answerBy')}</dt>
            <dd>{formatInstant(Date.parse(meeting.deadline), zone)}</dd>
          </>
        ) : null}
        {meeting.autoSchedule && meeting.status !== 'scheduled' && meeting.status !== 'cancelled' ? (
          <>
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('summary.bookedWhen')}</dt>
            <dd data-testid="quorum-rule">
              {t('summary.bookedWhenRule', { rule: ruleWords(tc, meeting.quorumRule) })}
            </dd>
          </>
        ) : null}
        <PlaceRow
          term={t('summary.where')}
          place={meeting.location}
          termClassName="font-medium text-slate-500 dark:text-slate-400"
        />
      </dl>
      {meeting.description ? (
        <p className="mt-4 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
          {meeting.description}
        </p>
      ) : null}
    </section>
  );
}
