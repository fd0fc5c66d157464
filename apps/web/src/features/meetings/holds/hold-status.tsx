import type { MeetingDto } from '@overlap/contracts/schemas';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { errorMessage } from '../api/client';
import { useMeetingHolds, useRetryHolds } from './holds-api';
import { holdsLine } from './holds-text';

/** The organizer's line about the holds in their calendar, with a Retry when the calendar refused them. */
export function HoldStatus({ meeting }: { meeting: MeetingDto }) {
  const t = useT('meetings');
  // Read even at 0 holds: holds being removed after the count went to 0 are still shown until gone.
  const holds = useMeetingHolds(meeting.id, true);
  const retry = useRetryHolds(meeting.id);
  const line = holds.data ? holdsLine(holds.data) : null;
  if (!holds.data || !line) return null;
  const failed = holds.data.state === 'failed';
  return (
    <p
      data-testid="hold-status"
      role="status"
      className={`mt-3 flex items-start gap-2 text-sm ${failed ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {failed ? (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        <span>{line}</span>
        {failed ? (
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending}
            aria-label={t('holds.retryLabel')}
            onClick={() =>
              retry.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: t('delivery.retryFailed'),
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {retry.isPending ? t('delivery.retrying') : t('delivery.retry')}
          </Button>
        ) : null}
      </span>
    </p>
  );
}
