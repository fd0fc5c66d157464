import { DEFAULT_LOCALE, type Locale } from '@overlap/contracts';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import {
  buildInvitation,
  calendarOrganizer,
  type CalendarAttendee,
  type CalendarPerson,
  type InvitationInput,
} from './ics/build-invitation';
import { findOutboxByDedupeKey, insertOutboxMessage } from './outbox/outbox-repository';
import type { MailSender } from './sending/mail-transport';
import type { EmailTemplateKey, TemplateVariablesOf } from './templates/template-variables';
import { renderTemplate } from './templates/render-template';
import { defaultTemplate, findTemplate } from './templates/template-repository';

/**
 * An admin's edit of the e-mail in the recipient's language, else its built-in words there: an English
 * edit never puts English words into a German e-mail.
 */
async function templateFor(tx: Db, key: EmailTemplateKey, locale: Locale) {
  return (await findTemplate(tx, key, locale)) ?? defaultTemplate(key, locale);
}

/** The event of a calendar invitation. */
export type CalendarInvitation = Omit<InvitationInput, 'method' | 'organizer' | 'attendees'> & {
  method: 'REQUEST' | 'CANCEL';
  /** Named as ORGANIZER, sent by the MAIL_FROM address; absent: the sender is the organizer. */
  organizer?: CalendarPerson | null;
  /** Everyone the recipient may see invited, the recipient among them; absent: the recipient alone. */
  attendees?: CalendarAttendee[];
};

export interface QueueEmailInput<K extends EmailTemplateKey> {
  templateKey: K;
  to: { email: string; name?: string };
  /** Where replies go when that is a person rather than the sender (e.g. the meeting's organizer). */
  replyTo?: { email: string; name?: string } | null;
  variables: TemplateVariablesOf<K>;
  /** The recipient's language; English when absent. */
  locale?: Locale;
  ics?: CalendarInvitation;
  /** Names one logical e-mail, e.g. `invitation:<participant id>`: queueing it again does nothing. */
  dedupeKey: string;
  /** The meeting it is about: deleting the meeting deletes the message. */
  meetingId?: string;
}

export interface QueuedEmail {
  outboxId: string;
  /** False when the dedupe key was already in the outbox. */
  queued: boolean;
}

export interface MailService {
  /**
   * Renders the e-mail from its stored template, stores it in the outbox and enqueues its delivery,
   * all through `tx`: call it inside the transaction of the change that causes the e-mail.
   */
  queueEmail<K extends EmailTemplateKey>(tx: Db, input: QueueEmailInput<K>): Promise<QueuedEmail>;
}

export function createMailService(deps: { jobs: JobQueue; from: MailSender }): MailService {
  return {
    async queueEmail(tx, input) {
      const template = await templateFor(tx, input.templateKey, input.locale ?? DEFAULT_LOCALE);
      const content = renderTemplate(template, input.variables);
      const ics = input.ics ? invitationFor(input.ics, deps.from, input.to) : null;
      const stored = await insertOutboxMessage(tx, {
        dedupeKey: input.dedupeKey,
        templateKey: input.templateKey,
        meetingId: input.meetingId ?? null,
        toAddress: input.to.email,
        toName: input.to.name ?? null,
        replyToAddress: input.replyTo?.email ?? null,
        replyToName: input.replyTo?.name ?? null,
        ...content,
        icsMethod: ics?.method ?? null,
        ics: ics?.content ?? null,
      });
      if (!stored) {
        const existing = await findOutboxByDedupeKey(tx, input.dedupeKey);
        return { outboxId: existing!.id, queued: false };
      }
      // The outbox id is the job id, so a message can never have two delivery jobs.
      await deps.jobs.send(tx, 'send-email', { outboxId: stored.id }, { id: stored.id });
      return { outboxId: stored.id, queued: true };
    },
  };
}

// Whom the recipient may see is the caller's choice (a hidden guest list, a CANCEL): by default only them.
function invitationFor(event: CalendarInvitation, from: MailSender, to: { email: string; name?: string }) {
  const { organizer, attendees, ...rest } = event;
  const content = buildInvitation({
    ...rest,
    organizer: calendarOrganizer(organizer, from),
    attendees: attendees ?? [{ email: to.email, name: to.name }],
  });
  return { method: event.method, content };
}
