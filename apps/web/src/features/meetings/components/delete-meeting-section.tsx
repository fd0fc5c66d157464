import { useT } from '@/i18n';
import { useMeeting } from '../api/get-meeting';
import { DeleteMeetingButton } from './delete-meeting-button';

/** The foot of an organizer's meeting page: deleting the request for good, once the meeting is loaded. */
export function DeleteMeetingSection({ meetingId }: { meetingId: string }) {
  const t = useT('meetings');
  const meeting = useMeeting(meetingId).data;
  if (!meeting) return null;
  return (
    <section
      aria-labelledby="delete-request-heading"
      className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800"
    >
      <div>
        <h2 id="delete-request-heading" className="text-base font-semibold">
          {t('delete.heading')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('delete.intro')}</p>
      </div>
      <DeleteMeetingButton meeting={meeting} />
    </section>
  );
}
