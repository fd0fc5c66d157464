import type { MeetingNotifier } from '../shared';
import { answerNoticeEmails } from './answer-notice-emails';
import { answerRequestEmails } from './answer-request-emails';
import { cancellationEmails } from './cancellation-emails';
import { invitationEmails } from './invitation-emails';
import { createMailParts, type MailNotifierDeps } from './mail-parts';
import { organizerEmails } from './organizer-emails';

/**
 * Sends the meeting's e-mails through the outbox and job queue. Each e-mail has a dedupe key naming the
 * meeting, the change (its SEQUENCE) and the recipient, so a retried or raced change never mails twice.
 * Participants' e-mails are answered to the organizer, and their invitations name the organizer as
 * ORGANIZER (sent by Overlap), so replies reach a person.
 */
export function createMailNotifier(deps: MailNotifierDeps): MeetingNotifier {
  const parts = createMailParts(deps);
  return {
    ...answerRequestEmails(parts),
    ...organizerEmails(parts),
    ...answerNoticeEmails(parts),
    ...invitationEmails(parts),
    ...cancellationEmails(parts),
  };
}
