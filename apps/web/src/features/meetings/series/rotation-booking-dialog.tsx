import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useBookRotation } from '../api/book-rotation';
import { useBookingOutcome } from '../hooks/use-booking-outcome';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { SeriesRotation } from './series-types';
import { slotList } from './slot-label';
import { zoneCity } from '@/lib/zone-search';

/** Asks before booking a rotation; booked, it opens the booked screen. */
export function RotationBookingDialog({
  meeting,
  rotation,
  mailDelivery,
  onClose,
}: {
  meeting: {
    id: string;
    organizerZone: string;
    recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined };
  };
  rotation: SeriesRotation | null;
  mailDelivery: 'smtp' | 'outbox' | undefined;
  onClose: () => void;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  const outcome = useBookingOutcome(onClose);
  const book = useBookRotation();
  const slots = rotation ? slotList(t, rotation.slots, meeting.recurrence, cycle) : '';
  const confirm = () => {
    if (!rotation) return;
    book.mutate(
      { id: meeting.id, slots: rotation.slots.map(({ weekday, time }) => ({ weekday, time })) },
      outcome(meeting.id, { title: t('rotation.done'), description: slots }, t('book.failed')),
    );
  };
  return (
    <ConfirmDialog
      open={rotation !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('rotation.bookTitle')}
      confirmLabel={t('book.confirm')}
      busyLabel={t('book.busy')}
      busy={book.isPending}
      onConfirm={confirm}
    >
      {rotation ? (
        <>
          {t('rotation.bookBody', {
            slots,
            zone: zoneCity(meeting.organizerZone),
            count: rotation.occurrences.length,
          })}{' '}
          {mailDelivery === 'outbox' ? t('book.outbox') : t('book.mail')}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
