import type { MeetingHoldsDto } from '@overlap/contracts/schemas';
import { translate } from '@/i18n';
import { calendarFailureText, providerName } from '../lib/delivery-text';

/** One line saying where the meeting's holds stand, from the server's own record; null when they are off. */
export function holdsLine(holds: MeetingHoldsDto): string | null {
  const t = translate('meetings');
  const where = holds.calendarName
    ? t('delivery.namedCalendar', { name: holds.calendarName, provider: providerName(holds.provider) })
    : t('delivery.yourCalendar');
  switch (holds.state) {
    case 'off':
      return null;
    case 'pending':
      return holds.count === 0 ? t('holds.removing', { where }) : t('holds.pending', { count: holds.count });
    case 'written':
      return t('holds.written', { count: holds.holds.length, where });
    case 'failed':
      return t('holds.failed', { where, message: calendarFailureText(holds) }).trim();
    case 'no_calendar':
      return t('holds.noCalendar');
    case 'removed':
      return t('holds.removed', { where });
  }
}
