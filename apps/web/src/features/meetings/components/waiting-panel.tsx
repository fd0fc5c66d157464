import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useRemindParticipants } from '../api/remind-participants';
import type { Suggestions } from '../lib/suggestion-types';

/** Who has not answered yet, with one button to remind them all. */
export function WaitingPanel({
  meetingId,
  waitingFor,
}: {
  meetingId: string;
  waitingFor: Suggestions['waitingFor'];
}) {
  const remind = useRemindParticipants();
  if (waitingFor.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Everyone has answered.</p>;
  const send = () =>
    remind.mutate(meetingId, {
      onSuccess: ({ reminded }) =>
        toast({
          title: 'Reminder sent',
          description: `${reminded} ${reminded === 1 ? 'person was' : 'people were'} reminded.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Could not send', description: errorMessage(error), variant: 'destructive' }),
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
              · {p.required ? 'required' : 'optional'}
            </span>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="mt-3" disabled={remind.isPending} onClick={send}>
        {remind.isPending ? 'Sending...' : 'Send reminder'}
      </Button>
    </div>
  );
}
