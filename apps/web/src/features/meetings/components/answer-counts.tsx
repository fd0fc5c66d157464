import type { MeetingDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';

/** "3 answered, 1 declined": what "Everyone has answered" is made of. */
export function AnswerCounts({ meeting }: { meeting: Pick<MeetingDto, 'answeredCount' | 'declinedCount'> }) {
  const t = useT('meetings');
  const parts = [t('answers.answered', { count: meeting.answeredCount })];
  if (meeting.declinedCount > 0) parts.push(t('answers.declined', { count: meeting.declinedCount }));
  return <p className="text-sm text-slate-600 dark:text-slate-400">{parts.join(', ')}</p>;
}
