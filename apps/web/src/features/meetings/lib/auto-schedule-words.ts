import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';
import { ruleWords } from '@/lib/quorum/rule-words';

type Meeting = Pick<MeetingDetailDto, 'autoSchedule' | 'deadline' | 'quorumRule' | 'recurrence'>;

/**
 * What happens once people have answered, as the server does it (answers/after-answer.ts): a series books
 * a weekly time that suits every required person on every date; a single request books on its rule, after
 * the required people (or, under any other rule, everyone) have answered or at the deadline, and only when
 * a time qualifies.
 */
export function afterAnswersWords(
  t: Translate<'meetings'>,
  tc: Translate<'common'>,
  meeting: Meeting,
): string {
  if (!meeting.autoSchedule) return t('confirm.next3');
  if (meeting.recurrence) return t('confirm.next3AutoSeries');
  const deadline = meeting.deadline ? 'yes' : 'no';
  if (meeting.quorumRule.kind === 'everyone-required') return t('confirm.next3Auto', { deadline });
  return t('confirm.next3AutoRule', { deadline, rule: ruleWords(tc, meeting.quorumRule) });
}
