import { useT } from '@/i18n';
import { MeetingsList } from './meetings-list';

/** The dashboard's Meetings tab. */
export function MeetingsTab() {
  const t = useT('meetings');
  return (
    <section aria-labelledby="meetings-heading" className="mx-auto w-full max-w-4xl">
      <h2 id="meetings-heading" className="mb-6 text-2xl font-semibold tracking-tight">
        {t('list.heading')}
      </h2>
      <MeetingsList />
    </section>
  );
}
