import { useT, type Translate } from '@/i18n';
import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { AlertTriangle, Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useRetryCalendarWrite, useRetryEmail } from '../api/meeting-actions';
import { calendarLine, emailLine, invitesInMailLine, providerName } from '../lib/delivery-text';

/** A retry that could not even be asked for (offline, say) says so in a toast. */
const retryFailed = (t: Translate<'meetings'>) => (error: unknown) =>
  toast({ title: t('delivery.retryFailed'), description: errorMessage(error), variant: 'destructive' });

function RetryButton({ label, onRetry, busy }: { label: string; onRetry: () => void; busy: boolean }) {
  const t = useT('meetings');
  return (
    <Button size="sm" variant="outline" onClick={onRetry} disabled={busy} aria-label={label}>
      {busy ? t('delivery.retrying') : t('delivery.retry')}
    </Button>
  );
}

/** Where the booked event stands in the organizer's calendar, with a retry after a failure. */
export function CalendarStatus({ meeting }: { meeting: MeetingDetailDto }) {
  const t = useT('meetings');
  const retry = useRetryCalendarWrite();
  const delivery = meeting.delivery;
  if (!delivery) return null;
  const { calendar } = delivery;
  const failed = calendar.state === 'failed';
  return (
    <li className="flex flex-col gap-1 font-normal text-slate-700 dark:text-slate-300">
      <span className="flex flex-wrap items-center gap-2">
        {failed ? (
          <AlertTriangle className="h-5 w-5 text-red-600 dark:text-red-400" aria-hidden="true" />
        ) : calendar.state === 'pending' ? (
          <Hourglass className="h-5 w-5" aria-hidden="true" />
        ) : null}
        <span className={failed ? 'text-red-700 dark:text-red-300' : undefined}>
          {calendarLine(calendar)}
        </span>
        {failed ? (
          <RetryButton
            label={t('delivery.retryCalendar')}
            busy={retry.isPending}
            onRetry={() => retry.mutate(meeting.id, { onError: retryFailed(t) })}
          />
        ) : null}
      </span>
      {delivery.invitationsFromCalendar ? (
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('delivery.invitesFromCalendar', { provider: providerName(calendar.provider) })}
        </span>
      ) : (
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {meeting.mailDelivery === 'outbox'
            ? t('delivery.invitesInOutbox')
            : invitesInMailLine(delivery.emails, meeting.participants)}
        </span>
      )}
    </li>
  );
}

/** A participant's e-mail with the chosen time, with a retry after a failure. */
export function EmailStatus({
  meeting,
  participant,
}: {
  meeting: MeetingDetailDto;
  participant: ParticipantDto;
}) {
  const t = useT('meetings');
  const retry = useRetryEmail();
  const email = meeting.delivery?.emails.find((e) => e.participantId === participant.id);
  const line = email ? emailLine(email) : null;
  if (!email || !line) return null;
  const failed = email.state === 'failed';
  return (
    <p
      className={`flex flex-wrap items-center gap-2 ${failed ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {line}
      {failed ? (
        <RetryButton
          label={t('delivery.retryEmail', { who: participant.name ?? participant.email })}
          busy={retry.isPending}
          onRetry={() =>
            retry.mutate({ id: meeting.id, participantId: participant.id }, { onError: retryFailed(t) })
          }
        />
      ) : null}
    </p>
  );
}
