import { useT } from '@/i18n';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { toast } from '@/components/ui/toast-store';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { errorMessage } from '../api/client';
import { useRescheduleMeeting } from '../api/reschedule-meeting';
import { joinNames, moveAudience } from '../lib/move-audience';
import { eventHasCalendar } from '../lib/scheduled-checks';
import { ConfirmDialog } from './confirm-dialog';
import { zoneCity, zoneLabel } from '@/lib/zone-search';

/**
 * Where a booked meeting moves; for a series, `series` names its new weekly time and `previousSeries`
 * the one it had (every date moves).
 */
export type MoveTarget = { start: number; end: number; series?: string; previousSeries?: string };

/** Asks before a booked meeting moves: the old and the new time, and who is told. */
export function MoveConfirmDialog({
  meeting,
  target,
  onClose,
  onMoved,
}: {
  meeting: MeetingDetailDto;
  target: MoveTarget | null;
  onClose: () => void;
  onMoved: (target: MoveTarget) => void;
}) {
  const t = useT('meetings');
  const reschedule = useRescheduleMeeting();
  const cycle = useHourCycle();
  const zone = meeting.organizerZone;
  const told = joinNames(moveAudience(meeting));

  const confirm = () => {
    if (!target) return;
    reschedule.mutate(
      { id: meeting.id, start: target.start, sequence: meeting.sequence },
      {
        onSuccess: () => {
          onClose();
          onMoved(target);
          toast({
            title: t('move.movedToast'),
            description: formatRange(target.start, target.end, zone, cycle),
          });
        },
        onError: (error) => {
          onClose();
          toast({
            title: t('move.failed'),
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('move.confirmTitle')}
      confirmLabel={t('move.confirm')}
      busyLabel={t('move.moving')}
      busy={reschedule.isPending}
      onConfirm={confirm}
    >
      {target ? (
        <>
          {target.series && target.previousSeries ? (
            <>
              <span className="block">
                {t.rich('move.seriesWas', { from: <del>{target.previousSeries}</del> })}
              </span>
              <span className="mt-1 block">
                {t.rich('move.seriesNow', {
                  to: <strong>{target.series}</strong>,
                  first: formatRange(target.start, target.end, zone, cycle),
                  zone: zoneCity(zone),
                })}
              </span>
            </>
          ) : (
            <span className="block">
              {meeting.chosenStart && meeting.chosenEnd
                ? t.rich('move.fromTo', {
                    from: <del>{formatRange(meeting.chosenStart, meeting.chosenEnd, zone, cycle)}</del>,
                    to: <strong>{formatRange(target.start, target.end, zone, cycle)}</strong>,
                    zone: zoneLabel(zone, target.start),
                  })
                : t.rich('move.fromBookedTo', {
                    to: <strong>{formatRange(target.start, target.end, zone, cycle)}</strong>,
                    zone: zoneLabel(zone, target.start),
                  })}
            </span>
          )}
          {target.series ? <span className="mt-2 block">{t('move.wholeSeries')}</span> : null}
          <span className="mt-2 block">
            {told
              ? `${meeting.mailDelivery === 'outbox' ? t('move.toldOutbox', { names: told }) : t('move.told', { names: told })} `
              : ''}
            {eventHasCalendar(meeting) ? t('move.calendarToo') : t('move.noCalendar')}
          </span>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
