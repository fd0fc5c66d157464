import { useT } from '@/i18n';
import { zoneLabel } from '@/lib/zone-search';
import { subtractIntervals, type Interval } from '../time/intervals';
import type { Painting } from '../time/painting';
import { AnswerRanges } from './answer-ranges';

/** Exactly what the organizer receives from this page: who, which zone, and the marked times. */
export function OrganizerPreview({
  organizerName,
  participantName,
  participantEmail,
  zone,
  painting,
  calendarTime = { busy: [], tentative: [] },
  calendarSource = null,
  calendarOnlyText,
  referenceInstant,
  from,
  typicalWeek = false,
}: {
  organizerName: string;
  participantName: string | null;
  participantEmail: string;
  zone: string;
  painting: Painting;
  /** The calendar's busy and tentative time exactly as it will be sent. */
  calendarTime?: { busy: Interval[]; tentative: Interval[] };
  calendarSource?: string | null;
  /** What a calendar-only answer counts as free (outside busy times, within working hours unless allowed). */
  calendarOnlyText: string;
  referenceInstant: number;
  /** Times before this instant have passed: the server leaves them out, so the preview does too. */
  from: number;
  /** A series' painted times are a typical week: listed by weekday (calendar time keeps its dates). */
  typicalWeek?: boolean;
}) {
  const t = useT('participant');
  const ahead = (ranges: Interval[]) => subtractIntervals(ranges, [{ start: -Infinity, end: from }]);
  const calendarOnly =
    calendarSource !== null && painting.available.length === 0 && painting.ifNeedBe.length === 0;
  return (
    <section
      aria-labelledby="organizer-preview-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="organizer-preview-title" className="font-semibold">
        {t('preview.title', { organizer: organizerName })}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">{t('preview.name')}</dt>
        <dd className="break-words">{participantName ?? participantEmail}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('preview.email')}</dt>
        <dd className="break-all">{participantEmail}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('preview.zone')}</dt>
        <dd>{zoneLabel(zone, referenceInstant)}</dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AnswerRanges
          heading={t('preview.available')}
          ranges={ahead(painting.available)}
          zone={zone}
          typicalWeek={typicalWeek}
          emptyText={calendarOnly ? calendarOnlyText : t('preview.noTimesYet')}
        />
        <AnswerRanges
          heading={t('preview.ifNeedBe')}
          ranges={ahead(painting.ifNeedBe)}
          zone={zone}
          typicalWeek={typicalWeek}
          emptyText={t('preview.noTimes')}
        />
        {calendarSource !== null ? (
          <>
            <AnswerRanges
              heading={t('preview.busyFrom', { source: calendarSource })}
              ranges={calendarTime.busy}
              zone={zone}
              emptyText={t('preview.noBusy')}
            />
            <AnswerRanges
              heading={t('preview.tentative')}
              ranges={calendarTime.tentative}
              zone={zone}
              emptyText={t('preview.noTentative')}
            />
          </>
        ) : null}
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        {t('preview.note', { organizer: organizerName })}
      </p>
    </section>
  );
}
