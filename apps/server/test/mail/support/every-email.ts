import { type Locale } from '@overlap/contracts';
import { LOCALIZED_TEMPLATES } from '../../../src/features/mail/i18n/localized-templates';
import type { Db } from '../../../src/db/database';
import type { MailService, QueueEmailInput } from '../../../src/features/mail/mail-service';
import {
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateKey,
} from '../../../src/features/mail/templates/template-variables';
import { renderTemplate, type EmailContent } from '../../../src/features/mail/templates/render-template';
import { createMailNotifier } from '../../../src/features/meetings/notifications/mail-notifier';
import type { MeetingRow, ParticipantRow } from '../../../src/features/meetings/records/tables';

// The e-mails a meeting sends; the sign-up invitation (Admin → Waitlist) is read below from its samples.
export const MEETING_EMAILS = EMAIL_TEMPLATE_KEYS.filter((key) => key !== 'sign_up_invitation');

export interface Rendered {
  key: EmailTemplateKey;
  locale?: Locale;
  ics?: { description?: string; language?: string } | undefined;
  variables: Record<string, string>;
  content: EmailContent;
}

/** Every way an e-mail's text can go wrong, as a list of what was found (empty when it reads well). */
export function sentenceProblems(text: string): string[] {
  const checks: [RegExp, string][] = [
    [/\b(none|null|undefined|NaN|Invalid Date)\b/i, 'a missing value'],
    [/\.\./, 'two full stops'],
    [/ [.,;:]/, 'a space before punctuation'],
    [/\(([^()]+)\)\s*\(\1\)/, 'a doubled parenthesis'],
    [/\(\s*\)/, 'empty parentheses'],
    [/\{\{|\}\}/, 'an unfilled placeholder'],
    [/[.:]\s+(for|and|with|by|at|in)\b/, 'a stray full stop'],
    [/\n{3,}/, 'an empty paragraph'],
  ];
  return checks.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${what} in: ${text}`);
}

export const visibleText = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]*\n\s*/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export function problemsOf({ content }: Rendered): string[] {
  const emptyParagraph = /<p[^>]*>\s*<\/p>/.test(content.html) ? [`an empty paragraph in the HTML`] : [];
  return [
    ...sentenceProblems(content.subject),
    ...sentenceProblems(content.text),
    ...sentenceProblems(visibleText(content.html)),
    ...emptyParagraph,
  ];
}

export const meetingRow = (changes: Partial<MeetingRow>): MeetingRow => ({
  id: '6f1c1d0e-1a52-4c0a-9a55-3f6d2b4a8a10',
  organizerId: '9d8f7a6b-5c4d-4e3f-8a2b-1c0d9e8f7a6b',
  title: 'Roadmap review',
  description: '',
  location: null,
  durationMinutes: 45,
  // Midnight in Berlin, the organizer's zone: Monday 28 December to Monday 4 January.
  windowStart: new Date('2026-12-27T23:00:00Z'),
  windowEnd: new Date('2027-01-04T23:00:00Z'),
  allowedWeekdays: [1, 2, 3, 4, 5],
  allowedHours: null,
  organizerZone: 'Europe/Berlin',
  deadline: null,
  autoSchedule: false,
  quorumRule: { kind: 'everyone-required' },
  allowOutsideWorkingHours: false,
  hideGuestList: false,
  holdCount: 0,
  status: 'scheduled',
  chosenStart: new Date('2026-12-31T22:30:00Z'),
  chosenEnd: new Date('2026-12-31T23:15:00Z'),
  icalUid: '6f1c1d0e@overlap',
  sequence: 1,
  conference: 'none',
  videoLink: null,
  previousStart: null,
  previousEnd: null,
  cancelReason: null,
  bookedAt: null,
  cancelledAt: null,
  closedAt: null,
  recurrence: null,
  rotation: null,
  createdAt: new Date('2026-12-20T10:00:00Z'),
  updatedAt: new Date('2026-12-20T10:00:00Z'),
  ...changes,
});

export const participantRow = (changes: Partial<ParticipantRow>): ParticipantRow => ({
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  meetingId: '6f1c1d0e-1a52-4c0a-9a55-3f6d2b4a8a10',
  email: 'kiran.rao@example.com',
  name: null,
  required: true,
  tokenHash: 'hash',
  tokenSealed: 'sealed',
  status: 'invited',
  timeZone: null,
  workingHours: null,
  locale: null,
  declineNote: null,
  answeredAt: null,
  answerDeletedAt: null,
  remindedAt: null,
  response: 'needs-action',
  responseSource: null,
  responseAt: null,
  createdAt: new Date('2026-12-20T10:00:00Z'),
  ...changes,
});

/** Renders what the notifier sends, with the default templates, for one meeting and one participant. */
export async function renderAll(
  meeting: MeetingRow,
  participant: ParticipantRow,
  options: { fromCalendar: boolean; organizerLocale?: Locale | null; others?: ParticipantRow[] },
): Promise<Rendered[]> {
  const rendered: Rendered[] = [];
  const mail: MailService = {
    async queueEmail<K extends EmailTemplateKey>(_tx: Db, input: QueueEmailInput<K>) {
      const variables = input.variables as Record<string, string>;
      rendered.push({
        key: input.templateKey,
        variables,
        locale: input.locale ?? 'en',
        ics: input.ics,
        content: renderTemplate(LOCALIZED_TEMPLATES[input.locale ?? 'en'][input.templateKey], variables),
      });
      return { outboxId: 'outbox-id', queued: true };
    },
  };
  const notifier = createMailNotifier({
    mail,
    organizerOf: async () => ({
      email: 'dana@example.com',
      name: 'Dana Okafor',
      locale: options.organizerLocale ?? null,
    }),
    guestsOf: async () => [participant, ...(options.others ?? [])],
    publicUrl: 'https://overlap.example.com',
    invitationsFromCalendar: async () => options.fromCalendar,
  });
  const tx = {} as Db;
  const recipients = [{ participant, link: 'https://overlap.example.com/participant/availability?token=t' }];
  await notifier.invited(tx, meeting, recipients);
  await notifier.reminded(tx, meeting, recipients);
  await notifier.allAnswered(tx, meeting, 'answered');
  await notifier.allAnswered(tx, meeting, 'deadline');
  await notifier.scheduled(tx, meeting, recipients);
  const previous = { start: new Date('2026-12-30T09:00:00Z'), end: new Date('2026-12-30T09:45:00Z') };
  await notifier.rescheduled(tx, meeting, previous, recipients);
  await notifier.reopenedForNewTime(tx, meeting, previous, recipients);
  await notifier.updated(tx, meeting, { kind: 'added', names: ['Kiran Rao'] }, recipients);
  await notifier.removed(tx, meeting, recipients[0]!);
  await notifier.bookedDeclined(tx, meeting, participant);
  const answeredAt = new Date('2026-12-21T09:00:00Z');
  await notifier.answerNotice?.(tx, meeting, { ...participant, answeredAt }, { answered: 3, total: 5 });
  await notifier.answerNotice?.(
    tx,
    meeting,
    { ...participant, status: 'declined', answeredAt },
    { answered: 4, total: 5 },
  );
  await notifier.answerDigest?.(tx, meeting.organizerId, [
    { meeting, people: [{ ...participant, answeredAt }, ...(options.others ?? [])], answered: 3, total: 5 },
  ]);
  await notifier.cancelled(tx, meeting, recipients);
  return rendered;
}

export const OTHER_GUESTS = [
  participantRow({ id: 'a0000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Ruiz' }),
  participantRow({ id: 'a0000000-0000-4000-8000-000000000002', email: 'ben@example.com', required: false }),
  participantRow({
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'dee@example.com',
    name: 'Dee',
    status: 'declined',
  }),
];

/** Every combination of the optional values: 2^7 meetings and participants. */
export function combinations() {
  const cases = [];
  for (let bits = 0; bits < 1 << 7; bits++) {
    const on = (bit: number) => (bits & (1 << bit)) !== 0;
    cases.push({
      label: bits.toString(2).padStart(7, '0'),
      meeting: meetingRow({
        deadline: on(0) ? new Date('2026-12-30T16:00:00Z') : null,
        description: on(1) ? 'Bring the numbers for Q1.' : '',
        location: on(2) ? 'https://meet.example.com/roadmap' : null,
        videoLink: on(1) ? 'https://meet.jit.si/Overlap-4f0c2a' : null,
        cancelReason: on(0) ? 'The launch moved to next month.' : null,
        ...(on(5) ? { windowEnd: new Date('2026-12-28T23:00:00Z'), chosenStart: null, chosenEnd: null } : {}),
      }),
      participant: participantRow({
        name: on(3) ? 'Kiran Rao' : null,
        timeZone: on(4) ? 'Asia/Kolkata' : null,
        declineNote: on(3) ? 'I am travelling that week.' : null,
      }),
      fromCalendar: on(6),
      others: on(2) ? OTHER_GUESTS : [],
    });
  }
  return cases;
}
