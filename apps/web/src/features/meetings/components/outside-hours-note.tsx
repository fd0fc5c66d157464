import type { MeetingDto } from '@overlap/contracts/schemas';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useChangeMeetingSettings } from '../api/meeting-actions';

/** Shown once the organizer allowed times outside working hours, with a way back. */
export function OutsideHoursNote({ meeting }: { meeting: MeetingDto }) {
  const t = useT('meetings');
  const settings = useChangeMeetingSettings();
  if (!meeting.allowOutsideWorkingHours) return null;
  const open = meeting.status === 'collecting' || meeting.status === 'ready';
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      {t('outside.note')}
      {open ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={settings.isPending}
          onClick={() =>
            settings.mutate(
              { id: meeting.id, patch: { allowOutsideWorkingHours: false } },
              {
                onError: (error) =>
                  toast({
                    title: t('outside.failed'),
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {t('outside.keep')}
        </Button>
      ) : null}
    </p>
  );
}
