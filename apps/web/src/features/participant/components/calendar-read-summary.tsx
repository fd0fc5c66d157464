import type { CalendarFormInput } from '@overlap/contracts/schemas';
import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocale, useT } from '@/i18n';
import type { CalendarBusy } from '../time/calendar-busy';

/** Whether the read was made with a password (CalDAV, iCloud), so saying it is not stored means something. */
export function passwordGiven(input: CalendarFormInput | undefined): boolean {
  return Boolean(input && 'password' in input && input.password);
}

/** What was read, what is kept, and a way to take it back. */
export function ReadSummary({
  calendar,
  passwordGiven,
  removing,
  onRemove,
}: {
  calendar: CalendarBusy;
  /** Only a CalDAV or iCloud read just made on this page took a password. */
  passwordGiven: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useT('participant');
  const locale = useLocale();
  const counts =
    calendar.tentative.length > 0
      ? t('read.bothCounts', { busy: calendar.busy.length, tentative: calendar.tentative.length })
      : t('read.busyCount', { count: calendar.busy.length });
  const unread = new Intl.ListFormat(locale, { type: 'conjunction' }).format(calendar.unreadCalendars);
  return (
    <div className="flex flex-col gap-3" data-testid="calendar-read-summary">
      <p role="status" className="flex items-start gap-2 text-sm">
        <CalendarCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
        <span>
          {calendar.sourceLabel
            ? t('read.fromSource', { counts, source: calendar.sourceLabel })
            : t('read.included', { counts })}
          {passwordGiven ? ` ${t('read.passwordNotStored')}` : null}
        </span>
      </p>
      {calendar.unreadCalendars.length > 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t('read.unread', { calendars: unread })}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRemove} disabled={removing}>
          {removing ? t('read.removing') : t('read.remove')}
        </Button>
      </div>
    </div>
  );
}
