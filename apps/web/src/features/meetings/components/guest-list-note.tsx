import { useT } from '@/i18n';

/** What the guests see of each other, as the organizer chose it on the form. */
export function GuestListNote({ hidden }: { hidden: boolean }) {
  const t = useT('meetings');
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="guest-list-note">
      {hidden ? t('guestList.hidden') : t('guestList.shown')}
    </p>
  );
}
