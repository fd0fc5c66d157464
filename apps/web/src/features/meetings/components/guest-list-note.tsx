import { useT } from '@/i18n';

/** What the guests see of each other, as the organizer chose it on the form; `booked` once they see it. */
export function GuestListNote({ hidden, booked = false }: { hidden: boolean; booked?: boolean }) {
  const t = useT('meetings');
  const shown = booked ? t('guestList.shownBooked') : t('guestList.shown');
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="guest-list-note">
      {hidden ? t('guestList.hidden') : shown}
    </p>
  );
}
