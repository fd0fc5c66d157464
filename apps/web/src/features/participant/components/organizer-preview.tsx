import { subtractIntervals, type Interval } from '../time/intervals';
import type { Painting } from '../time/painting';
import { formatZoneLabel } from '../time/format-in-zone';
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
  referenceInstant,
  from,
}: {
  organizerName: string;
  participantName: string | null;
  participantEmail: string;
  zone: string;
  painting: Painting;
  /** The calendar's busy and tentative time exactly as it will be sent. */
  calendarTime?: { busy: Interval[]; tentative: Interval[] };
  calendarSource?: string | null;
  referenceInstant: number;
  /** Times before this instant have passed: the server leaves them out, so the preview does too. */
  from: number;
}) {
  const ahead = (ranges: Interval[]) => subtractIntervals(ranges, [{ start: -Infinity, end: from }]);
  const calendarOnly =
    calendarSource !== null && painting.available.length === 0 && painting.ifNeedBe.length === 0;
  return (
    <section
      aria-labelledby="organizer-preview-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="organizer-preview-title" className="font-semibold">
        What {organizerName} will see
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Name</dt>
        <dd className="break-words">{participantName ?? participantEmail}</dd>
        <dt className="text-slate-500 dark:text-slate-400">E-mail</dt>
        <dd className="break-all">{participantEmail}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Time zone</dt>
        <dd>{formatZoneLabel(zone, referenceInstant)}</dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AnswerRanges
          heading="Available"
          ranges={ahead(painting.available)}
          zone={zone}
          emptyText={calendarOnly ? 'Any time you are not busy.' : 'No times yet.'}
        />
        <AnswerRanges
          heading="If need be"
          ranges={ahead(painting.ifNeedBe)}
          zone={zone}
          emptyText="No times."
        />
        {calendarSource !== null ? (
          <>
            <AnswerRanges
              heading={`Busy (from ${calendarSource})`}
              ranges={calendarTime.busy}
              zone={zone}
              emptyText="No busy times."
            />
            <AnswerRanges
              heading="Tentative (from your calendar)"
              ranges={calendarTime.tentative}
              zone={zone}
              emptyText="No tentative times."
            />
          </>
        ) : null}
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        Times are listed in your zone here; {organizerName} sees the same moments in theirs. Nothing else
        about you or your calendar is shared — busy times say only that you are busy, never what it is.
      </p>
    </section>
  );
}
