import type { BookedOccurrenceDto, MeetingDetailDto } from '@overlap/contracts/schemas';
import { useEffect, useRef, useState } from 'react';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { formatRange } from '@/lib/time-format/format-time';
import { errorMessage, fieldErrorsOf } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CancelReasonField } from '../components/cancel-reason-field';
import { useCancelOccurrence } from './cancel-occurrence';
import { useRestoreOccurrence } from './restore-occurrence';
import { cancelRows } from './cancel-rows';
import { SeriesCancelList, type CancelScope } from './series-cancel-list';
import { zoneCity } from '@/lib/zone-search';

type Asked = { occurrence: BookedOccurrenceDto; scope: CancelScope };
type Done = { time: string; scope: CancelScope | 'restored'; count: number };

/** The dates from `from` on that still take place: what "this and all later dates" cancels. */
const keptFrom = (occurrences: BookedOccurrenceDto[], from: BookedOccurrenceDto) =>
  occurrences.filter((o) => !o.skipped && Date.parse(o.start) >= Date.parse(from.start));

/**
 * A booked series' upcoming dates for its organizer, to cancel one of them or it and every later one,
 * or to restore a cancelled one.
 */
export function SeriesCancelDates({ meeting }: { meeting: MeetingDetailDto }) {
  const t = useT('series');
  const cycle = useHourCycle();
  const cancel = useCancelOccurrence();
  const restore = useRestoreOccurrence();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [restoring, setRestoring] = useState<BookedOccurrenceDto | null>(null);
  const [reason, setReason] = useState('');
  const [cut, setCut] = useState<BookedOccurrenceDto[]>([]);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<{ restore: boolean; reason: string } | null>(null);
  // Dates that begin while the page is open are refused by the server, with its message.
  const [openedAt] = useState(() => Date.now());
  // The button that opened the dialog goes when the dates are read again (cancel became restore): focus
  // then moves to the list's heading, above the message saying what happened, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnNewDates = useRef(false);
  const occurrences = meeting.bookedOccurrences;
  useEffect(() => {
    if (!focusOnNewDates.current) return;
    focusOnNewDates.current = false;
    if (document.activeElement === document.body) heading.current?.focus();
  }, [occurrences]);
  if (!occurrences?.length || meeting.rotation || meeting.status !== 'scheduled') return null;
  const zone = meeting.organizerZone;
  const rows = cancelRows(occurrences, cut, openedAt);
  if (rows.length === 0) return null;
  const timeOf = (o: BookedOccurrenceDto) => formatRange(o.start, o.end, zone, cycle);
  const told = (
    <span className="mt-2 block">
      {meeting.mailDelivery === 'outbox' ? t('book.outbox') : t('cancel.told')}
    </span>
  );
  const dropped = asked ? keptFrom(occurrences, asked.occurrence) : [];

  const confirm = () => {
    if (!asked) return;
    const { occurrence, scope } = asked;
    cancel.mutate(
      { id: meeting.id, date: occurrence.date, scope, reason: reason.trim() },
      {
        onSuccess: () => {
          if (scope === 'following') setCut((before) => [...before, ...dropped]);
          setDone({ time: timeOf(occurrence), scope, count: scope === 'this' ? 1 : dropped.length });
          focusOnNewDates.current = true;
          setFailure(null);
          setReason('');
          setAsked(null);
        },
        onError: (error) => {
          setDone(null);
          // The server names what is wrong with the date (begun, gone, the last one left).
          setFailure({ restore: false, reason: fieldErrorsOf(error).date ?? errorMessage(error) });
          setAsked(null);
        },
      },
    );
  };

  const confirmRestore = () => {
    if (!restoring) return;
    const occurrence = restoring;
    restore.mutate(
      { id: meeting.id, date: occurrence.date },
      {
        onSuccess: () => {
          setDone({ time: timeOf(occurrence), scope: 'restored', count: 1 });
          focusOnNewDates.current = true;
          setFailure(null);
          setRestoring(null);
        },
        onError: (error) => {
          setDone(null);
          setFailure({ restore: true, reason: fieldErrorsOf(error).date ?? errorMessage(error) });
          setRestoring(null);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="series-dates-heading"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="series-dates-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('cancel.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('cancel.hint', { zone: zoneCity(zone) })}
      </p>
      {done ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50"
        >
          {done.scope === 'restored'
            ? t('cancel.doneRestore', { time: done.time })
            : done.scope === 'this'
              ? t('cancel.doneThis', { time: done.time })
              : t('cancel.doneFollowing', { time: done.time, count: done.count })}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-50"
        >
          {failure.restore
            ? t('cancel.restoreFailed', { reason: failure.reason })
            : t('cancel.failed', { reason: failure.reason })}
        </p>
      ) : null}
      <div className="mt-2 text-sm">
        <SeriesCancelList
          rows={rows}
          zone={zone}
          onAsk={(occurrence, scope) => {
            setFailure(null);
            setAsked({ occurrence, scope });
          }}
          onRestore={(occurrence) => {
            setFailure(null);
            setRestoring(occurrence);
          }}
        />
      </div>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked?.scope === 'following' ? t('cancel.followingTitle') : t('cancel.thisTitle')}
        confirmLabel={asked?.scope === 'following' ? t('cancel.followingConfirm') : t('cancel.thisConfirm')}
        busyLabel={t('cancel.busy')}
        busy={cancel.isPending}
        destructive
        onConfirm={confirm}
        extra={<CancelReasonField label={t('cancel.reason')} value={reason} onChange={setReason} />}
      >
        {asked ? (
          <>
            <span className="block">
              {asked.scope === 'this'
                ? t('cancel.thisBody', { time: timeOf(asked.occurrence) })
                : t('cancel.followingBody', { time: timeOf(asked.occurrence), count: dropped.length })}
            </span>
            {told}
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t('cancel.restoreTitle')}
        confirmLabel={t('cancel.restoreConfirm')}
        busyLabel={t('cancel.restoreBusy')}
        busy={restore.isPending}
        onConfirm={confirmRestore}
      >
        {restoring ? (
          <>
            <span className="block">{t('cancel.restoreBody', { time: timeOf(restoring) })}</span>
            {told}
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
