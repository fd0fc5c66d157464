import { LOCALES, type Locale } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALIZED_TEMPLATES } from '../../src/features/mail/i18n/localized-templates';
import type { Db } from '../../src/db/database';
import type { MailService, QueueEmailInput } from '../../src/features/mail/mail-service';
import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import {
  EMAIL_TEMPLATE_KEYS,
  OPTIONAL_VARIABLES,
  type EmailTemplateKey,
} from '../../src/features/mail/templates/template-variables';
import { renderTemplate, type EmailContent } from '../../src/features/mail/templates/render-template';
import { sampleVariables } from '../../src/features/admin/admin-mail-samples';
import { createMailNotifier } from '../../src/features/meetings/notifications/mail-notifier';
import type { MeetingRow, ParticipantRow } from '../../src/features/meetings/records/tables';

// The e-mails a meeting sends; the sign-up invitation (Admin → Waitlist) is read below from its samples.
const MEETING_EMAILS = EMAIL_TEMPLATE_KEYS.filter((key) => key !== 'sign_up_invitation');

interface Rendered {
  key: EmailTemplateKey;
  locale?: Locale;
  ics?: { description?: string; language?: string } | undefined;
  variables: Record<string, string>;
  content: EmailContent;
}

/** Every way an e-mail's text can go wrong, as a list of what was found (empty when it reads well). */
function sentenceProblems(text: string): string[] {
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

const visibleText = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]*\n\s*/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function problemsOf({ content }: Rendered): string[] {
  const emptyParagraph = /<p[^>]*>\s*<\/p>/.test(content.html) ? [`an empty paragraph in the HTML`] : [];
  return [
    ...sentenceProblems(content.subject),
    ...sentenceProblems(content.text),
    ...sentenceProblems(visibleText(content.html)),
    ...emptyParagraph,
  ];
}

const meetingRow = (changes: Partial<MeetingRow>): MeetingRow => ({
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
  allowOutsideWorkingHours: false,
  hideGuestList: false,
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

const participantRow = (changes: Partial<ParticipantRow>): ParticipantRow => ({
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
  remindedAt: null,
  response: 'needs-action',
  responseSource: null,
  responseAt: null,
  createdAt: new Date('2026-12-20T10:00:00Z'),
  ...changes,
});

/** Renders what the notifier sends, with the default templates, for one meeting and one participant. */
async function renderAll(
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
  await notifier.cancelled(tx, meeting, recipients);
  return rendered;
}

const OTHER_GUESTS = [
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
function combinations() {
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

describe('every e-mail reads as sentences', () => {
  it('with and without each optional value (deadline, description, location, name, zone, window, calendar)', async () => {
    const seen = new Set<EmailTemplateKey>();
    for (const { label, meeting, participant, fromCalendar, others } of combinations()) {
      for (const email of await renderAll(meeting, participant, { fromCalendar, others })) {
        seen.add(email.key);
        expect(problemsOf(email), `${email.key} ${label}`).toEqual([]);
      }
    }
    expect([...seen].sort()).toEqual([...MEETING_EMAILS].sort());
  });

  it('keeps an optional value’s sentence exactly when the value is there', async () => {
    const bare = await renderAll(meetingRow({}), participantRow({}), { fromCalendar: false });
    const full = await renderAll(
      meetingRow({
        deadline: new Date('2026-12-30T16:00:00Z'),
        description: 'Bring the numbers for Q1.',
        location: 'https://meet.example.com/roadmap',
      }),
      participantRow({ name: 'Kiran Rao', timeZone: 'Asia/Kolkata' }),
      { fromCalendar: false, others: OTHER_GUESTS },
    );
    const text = (list: Rendered[], key: EmailTemplateKey) => list.find((e) => e.key === key)!.content.text;

    expect(text(bare, 'invitation')).not.toContain('answer by');
    expect(text(bare, 'invitation')).toContain('Hi kiran.rao,');
    expect(text(full, 'invitation')).toContain('Hi Kiran Rao,');
    expect(text(full, 'invitation')).toContain(
      'Please answer by Wednesday 30 December 2026, 21:30 (Asia/Kolkata).',
    );
    expect(text(full, 'invitation')).toContain('Bring the numbers for Q1.');
    expect(text(full, 'invitation')).toContain(
      '(45 minutes) between Monday 28 December 2026 and Monday 4 January 2027 (Europe/Berlin).',
    );
    expect(text(bare, 'reminder')).not.toContain('answer by');
    expect(text(full, 'reminder')).toContain('Please answer by Wednesday 30 December 2026, 21:30');

    expect(text(bare, 'scheduled')).not.toContain('Also invited');
    // Who else comes: names (an address where there is none), the optional marked, who declined left out.
    for (const key of ['scheduled', 'rescheduled', 'meeting_updated'] as const)
      expect(text(full, key)).toContain('Also invited: Ana Ruiz and ben@example.com (optional)\n');
    expect(text(full, 'scheduled')).not.toContain('Dee');
    expect(text(bare, 'scheduled')).not.toContain('Where:');
    expect(text(full, 'scheduled')).toContain('Where: https://meet.example.com/roadmap');
    // The zone is named once, with the time, in the reader's own zone.
    expect(text(full, 'scheduled')).toContain(
      'is scheduled for Friday 1 January 2027, 04:00–04:45 (Asia/Kolkata).',
    );
    expect(text(bare, 'scheduled')).toContain(
      'is scheduled for Thursday 31 December 2026, 23:30–00:15 (Europe/Berlin).',
    );
    expect(text(full, 'cancelled')).toContain(
      'Dana Okafor cancelled "Roadmap review", which was planned for Friday 1 January 2027, 04:00–04:45 (Asia/Kolkata).',
    );
    const ready = bare.filter((e) => e.key === 'all_answered').map((e) => e.content.text);
    expect(ready[0]).toContain('Every required participant has answered for "Roadmap review".');
    expect(ready[1]).toContain('The answer deadline has passed for "Roadmap review".');
  });

  it.each(EMAIL_TEMPLATE_KEYS)(
    '%s reads well with the admin preview’s sample values, blank or not',
    (key) => {
      const samples = sampleVariables(key);
      const blanks = Object.fromEntries(OPTIONAL_VARIABLES[key].map((name) => [name, '']));
      for (const variables of [samples, { ...samples, ...blanks }]) {
        const content = renderTemplate(DEFAULT_TEMPLATES[key], variables);
        expect(problemsOf({ key, variables, content })).toEqual([]);
      }
    },
  );
});

describe('every e-mail in every language', () => {
  const leaks = ({ content }: Rendered) =>
    [content.subject, content.text, content.html].filter((part) => /[{}]/.test(part));

  it.each(LOCALES)(
    'in %s reads as sentences with and without each optional value, no placeholder or brace left',
    async (locale) => {
      const seen = new Set<EmailTemplateKey>();
      for (const { label, meeting, participant, fromCalendar } of combinations()) {
        for (const email of await renderAll(meeting, { ...participant, locale }, { fromCalendar })) {
          seen.add(email.key);
          expect(email.locale, `${email.key} ${label}`).toBe(
            email.key === 'all_answered' || email.key === 'booked_declined' ? 'en' : locale,
          );
          expect(problemsOf(email), `${locale} ${email.key} ${label}`).toEqual([]);
          expect(leaks(email), `${locale} ${email.key} ${label}`).toEqual([]);
        }
      }
      expect([...seen].sort()).toEqual([...MEETING_EMAILS].sort());
    },
  );

  it.each(LOCALES)(
    'in %s words the sign-up invitation as sentences, its link and days filled in',
    (locale) => {
      const variables = sampleVariables('sign_up_invitation', locale);
      const content = renderTemplate(LOCALIZED_TEMPLATES[locale].sign_up_invitation, variables);
      const email: Rendered = { key: 'sign_up_invitation', locale, variables, content };
      expect(problemsOf(email)).toEqual([]);
      expect(leaks(email)).toEqual([]);
      expect(content.text).toContain('Dana Demo');
      expect(content.text).toContain('14');
      expect(content.html).toContain(
        'href="https://overlap.example.com/get-started?invitation=sample-token"',
      );
    },
  );

  it('writes a guest’s e-mails in the language picked for them, else the organizer’s; the organizer’s in theirs', async () => {
    const meeting = meetingRow({ deadline: new Date('2026-12-30T16:00:00Z') });
    const picked = await renderAll(meeting, participantRow({ name: 'Kiran Rao', locale: 'es' }), {
      fromCalendar: false,
      organizerLocale: 'fr',
    });
    const guest = picked.find((e) => e.key === 'invitation')!;
    expect(guest.locale).toBe('es');
    expect(guest.content.text).toContain('Hola, Kiran Rao:');
    expect(picked.find((e) => e.key === 'all_answered')!.locale).toBe('fr');
    expect(picked.find((e) => e.key === 'all_answered')!.content.text).toContain(
      'Toutes les personnes requises ont répondu pour «\u00a0Roadmap review\u00a0».',
    );

    const inherited = await renderAll(meeting, participantRow({ name: 'Kiran Rao' }), {
      fromCalendar: false,
      organizerLocale: 'de',
    });
    const text = (key: EmailTemplateKey) => inherited.find((e) => e.key === key)!.content.text;
    expect(text('invitation')).toContain('Hallo Kiran Rao,');
    // German days, months and a 24-hour clock, in the reader's zone.
    expect(text('invitation')).toContain(
      '(45 Minuten) zwischen Montag, 28. Dezember 2026 und Montag, 4. Januar 2027 (Europe/Berlin) treffen.',
    );
    expect(text('invitation')).toContain(
      'Bitte antworten Sie bis Mittwoch, 30. Dezember 2026, 17:00 (Europe/Berlin).',
    );
    expect(text('scheduled')).toContain(
      '„Roadmap review“ mit Dana Okafor ist geplant für Donnerstag, 31. Dezember 2026, 23:30–00:15 (Europe/Berlin).',
    );
    expect(text('meeting_updated')).toContain(': Kiran Rao wurde hinzugefügt.');
    // The calendar copy: what Overlap writes in the DESCRIPTION is German too, and says so.
    const ics = inherited.find((e) => e.key === 'scheduled')!.ics!;
    expect(ics.language).toBe('de');
    expect(ics.description).toBe('Geplant mit Overlap.');
    expect(inherited.find((e) => e.key === 'scheduled')!.content.subject).toBe(
      'Geplant: Roadmap review – Donnerstag, 31. Dezember 2026, 23:30–00:15 (Europe/Berlin)',
    );
  });
});
