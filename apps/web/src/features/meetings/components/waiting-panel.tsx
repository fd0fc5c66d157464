import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useRemindParticipants } from '../api/remind-participants';
import type { Suggestions } from '../lib/suggestion-types';

/** Who has not answered yet, with one button to remind them all; nothing once everyone has. */
export function WaitingPanel({
  meetingId,
  waitingFor,
}: {
  meetingId: string;
  waitingFor: Suggestions['waitingFor'];
}) {
  const t = useT('meetings');
  const remind = useRemindParticipants();
  if (waitingFor.length === 0) return null;
  const send = () =>
    remind.mutate(meetingId, {
      onSuccess: ({ reminded }) =>
        toast({
          title: t('waiting.sentToast'),
          description: t('waiting.sentCount', { count: reminded }),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: t('waiting.failed'), description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <div>
      <ul className="flex flex-col gap-1 text-sm">
        {waitingFor.map((p) => (
          <li key={p.id}>
            {p.name ?? p.email}
            {p.name ? <span className="text-slate-500 dark:text-slate-400"> · {p.email}</span> : null}
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · {p.required ? t('confirm.required') : t('confirm.optional')}
            </span>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="mt-3" disabled={remind.isPending} onClick={send}>
        {remind.isPending ? t('form.sending') : t('waiting.send')}
      </Button>
    </div>
  );
}
