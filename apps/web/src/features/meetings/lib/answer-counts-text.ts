import type { MeetingDto } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';

/**
 * "3/4 answered", or once someone declined "3 answered, 1 declined" (and who is still silent): a decline
 * is not counted as an answer, so the header never reads "4/4 answered" for three.
 */
export function answerCountsText(
  t: Translate<'meetings'>,
  meeting: Pick<MeetingDto, 'participantCount' | 'answeredCount' | 'declinedCount'>,
): string {
  const { participantCount, answeredCount, declinedCount } = meeting;
  if (declinedCount === 0) return t('answers.ofTotal', { answered: answeredCount, count: participantCount });
  const waiting = participantCount - answeredCount - declinedCount;
  const parts = [
    t('answers.answered', { count: answeredCount }),
    t('answers.declined', { count: declinedCount }),
  ];
  if (waiting > 0) parts.push(t('answers.waiting', { count: waiting }));
  return parts.join(', ');
}
