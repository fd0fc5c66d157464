import type { GuestDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';

const RESPONSE_TEXT = {
  accepted: 'winner.response.accepted',
  tentative: 'winner.response.tentative',
  declined: 'winner.response.declined',
  'needs-action': 'winner.response.needs-action',
} as const satisfies Record<GuestDto['response'], string>;

/** Who else is invited to the booked meeting, with their answers; or that the organizer keeps it private. */
export function WinnerGuests({ guests, organizer }: { guests: GuestDto[] | null; organizer: string }) {
  const t = useT('participant');
  if (guests === null) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="guest-list-hidden">
        {t('winner.guestsHidden', { organizer })}
      </p>
    );
  }
  return (
    <section aria-labelledby="guests-title" className="flex flex-col gap-2">
      <h2 id="guests-title" className="font-semibold">
        {t('winner.guestsHeading')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {guests.map((guest) => {
          const name = guest.name ?? guest.email;
          return (
            <li key={guest.email} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="min-w-0">
                <span className="font-medium break-words">
                  {guest.you ? t('winner.you', { name }) : name}
                </span>
                {guest.required ? null : (
                  <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                    {t('winner.optional')}
                  </span>
                )}
                {guest.name ? (
                  <span className="block break-all text-slate-600 dark:text-slate-400">{guest.email}</span>
                ) : null}
              </span>
              <span className="text-slate-600 dark:text-slate-400">{t(RESPONSE_TEXT[guest.response])}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
