import { PARTICIPANT_API_ROUTES } from '@overlap/contracts';
import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { CalendarPlus } from 'lucide-react';
import { useT } from '@/i18n';
import { GuestHoldsOptIn } from './guest-holds-opt-in';

/** The feed's address: the same page origin, as https:// to paste and webcal:// to open a calendar app. */
export function holdsFeedUrls(origin: string, token: string): { https: string; webcal: string } {
  const https = `${origin}${PARTICIPANT_API_ROUTES.holdsFeed}?token=${encodeURIComponent(token)}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * A guest may follow the organizer's held times in their own calendar while answers are open: signed in
 * with a calendar for new meetings, as tentative events Overlap writes there; otherwise as a subscription,
 * which empties once the meeting is booked.
 */
export function HoldsFeed({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const { meeting } = view;
  if (meeting.holds === 0 || (meeting.status !== 'collecting' && meeting.status !== 'ready')) return null;
  const urls = holdsFeedUrls(window.location.origin, token);
  return (
    <section
      aria-labelledby="holds-feed-title"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700"
    >
      <h2 id="holds-feed-title" className="font-semibold">
        {t('holds.title')}
      </h2>
      <GuestHoldsOptIn token={token} count={meeting.holds} title={meeting.title} />
      <p className="text-slate-700 dark:text-slate-300">
        {t('holds.body', { organizer: meeting.organizerName, count: meeting.holds })}
      </p>
      <p className="text-slate-600 dark:text-slate-400">{t('holds.slow')}</p>
      <a
        href={urls.webcal}
        className="inline-flex w-fit items-center gap-2 font-medium text-brand-700 underline dark:text-brand-100"
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        {t('holds.subscribe')}
      </a>
      <label className="flex flex-col gap-1 text-slate-600 dark:text-slate-400">
        {t('holds.address')}
        <input
          readOnly
          value={urls.https}
          onFocus={(e) => e.target.select()}
          className="w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
    </section>
  );
}
