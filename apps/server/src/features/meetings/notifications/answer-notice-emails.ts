import { mailText, recipientLocale } from '../../mail/i18n/mail-messages';
import type { MeetingNotifier } from '../shared';
import type { MailParts } from './mail-parts';

/** The organizer's e-mails about answers as they come: one per answer, or a daily digest. */
export function answerNoticeEmails(parts: MailParts): Pick<MeetingNotifier, 'answerNotice' | 'answerDigest'> {
  const { deps, mail } = parts;
  return {
    async answerNotice(tx, meeting, participant, progress) {
      const organizer = await deps.organizerOf(tx, meeting);
      if (!organizer) return;
      const locale = recipientLocale(null, organizer.locale);
      const t = mailText(locale);
      const name = participant.name || participant.email;
      await mail.queueEmail(tx, {
        templateKey: 'answer_received',
        to: { email: organizer.email, name: organizer.name },
        locale,
        variables: {
          organizerName: organizer.name,
          meetingTitle: meeting.title,
          answerSummary: t(participant.status === 'declined' ? 'answer.declined' : 'answer.given', { name }),
          progress: t('answer.progress', progress),
          link: `${deps.publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
        },
        dedupeKey: `answer:${meeting.id}:${participant.id}:${participant.answeredAt?.getTime() ?? 0}`,
        meetingId: meeting.id,
      });
    },

    async answerDigest(tx, organizerId, items) {
      const first = items[0];
      if (!first) return;
      const organizer = await deps.organizerOf(tx, first.meeting);
      if (!organizer) return;
      const locale = recipientLocale(null, organizer.locale);
      const t = mailText(locale);
      const names = new Intl.ListFormat(locale, { type: 'conjunction' });
      const lines = items.map(
        (item) =>
          `${item.meeting.title}: ${names.format(item.people.map((p) => p.name || p.email))} (${t('answer.progress', { answered: item.answered, total: item.total })})`,
      );
      const count = items.reduce((sum, item) => sum + item.people.length, 0);
      const since = Math.min(...items.flatMap((i) => i.people.map((p) => p.answeredAt?.getTime() ?? 0)));
      await mail.queueEmail(tx, {
        templateKey: 'answer_digest',
        to: { email: organizer.email, name: organizer.name },
        locale,
        variables: {
          organizerName: organizer.name,
          answerCount: String(count),
          digest: lines.join(' · '),
          link: `${deps.publicUrl}/dashboard`,
        },
        dedupeKey: `answer-digest:${organizerId}:${since}`,
      });
    },
  };
}
