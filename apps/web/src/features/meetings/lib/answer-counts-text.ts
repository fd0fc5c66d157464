import type { MeetingDto } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';

/**
 * "3 answered, 1 declined, 2 not answered yet", each part only when it counts someone, the same words on
 * a single meeting's header, a series' and Your meetings: a decline is not counted as an answer, so no
 * header reads "4/4 answered" for three.
 */
export function answerCountsText(
  t: Translate<'meetings'>,
  meeting: Pick<MeetingDto, 'participantCount' | 'answeredCount' | 'declinedCount'>,
): string {
  const { participantCount, answeredCount, declinedCount } = meeting;
  const waiting = participantCount - answeredCount - declinedCount;
  const parts: string[] = [];
  if (answeredCount > 0 || (declinedCount === 0 && waiting === 0))
    parts.push(t('answers.answered', { count: answeredCount }));
  if (declinedCount > 0) parts.push(t('answers.declined', { count: declinedCount }));
  if (waiting > 0) parts.push(t('answers.waiting', { count: waiting }));
  return parts.join(', ');
}
