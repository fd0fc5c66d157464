import { HOLD_LIMITS, type MeetingDto } from '@overlap/contracts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { errorMessage } from '../api/client';
import { useChangeMeetingSettings } from '../api/meeting-actions';
import { holdsKey } from './holds-api';

const COUNTS = Array.from({ length: HOLD_LIMITS.perMeeting + 1 }, (_, n) => n);

/** How many of the best times an open single request holds in the organizer's calendar, changed in place. */
export function HoldCountField({ meeting }: { meeting: MeetingDto }) {
  const t = useT('meetings');
  const settings = useChangeMeetingSettings();
  const queryClient = useQueryClient();
  const change = (holds: number) =>
    settings.mutate(
      { id: meeting.id, patch: { holds } },
      {
        onSuccess: () => toast({ title: t('holds.countSaved'), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('holds.countFailed'), description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: holdsKey(meeting.id) }),
      },
    );
  return (
    <label className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t('holds.countLabel')}</span>
      <select
        value={meeting.holds}
        disabled={settings.isPending}
        onChange={(e) => change(Number(e.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t('holds.countNone') : t('holds.countOption', { count: n })}
          </option>
        ))}
      </select>
    </label>
  );
}
