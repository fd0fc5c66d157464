import { LOCALES } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALIZED_TEMPLATES } from '../../src/features/mail/i18n/localized-templates';
import { type EmailTemplateKey } from '../../src/features/mail/templates/template-variables';
import { renderTemplate } from '../../src/features/mail/templates/render-template';
import { sampleVariables } from '../../src/features/admin/admin-mail-samples';
import {
  MEETING_EMAILS,
  type Rendered,
  problemsOf,
  meetingRow,
  participantRow,
  renderAll,
  combinations,
} from './support/every-email';

const ORGANIZER_EMAILS: EmailTemplateKey[] = [
  'all_answered',
  'booked_declined',
  'answer_received',
  'answer_digest',
];

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
            ORGANIZER_EMAILS.includes(email.key) ? 'en' : locale,
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
      '(45 Minuten) zwischen Montag, 28. Dezember 2026 und Montag, 4. Januar 2027, Berlin (GMT+1) treffen.',
    );
    expect(text('invitation')).toContain(
      'Bitte antworten Sie bis Mittwoch, 30. Dezember 2026, 17:00, Berlin (GMT+1).',
    );
    expect(text('scheduled')).toContain(
      '„Roadmap review“ mit Dana Okafor ist geplant für Donnerstag, 31. Dezember 2026, 23:30–00:15, Berlin (GMT+1).',
    );
    expect(text('meeting_updated')).toContain(': Kiran Rao wurde hinzugefügt.');
    // The calendar copy: what Overlap writes in the DESCRIPTION is German too, and says so.
    const ics = inherited.find((e) => e.key === 'scheduled')!.ics!;
    expect(ics.language).toBe('de');
    expect(ics.description).toBe('Geplant mit Overlap.');
    expect(inherited.find((e) => e.key === 'scheduled')!.content.subject).toBe(
      'Geplant: Roadmap review – Donnerstag, 31. Dezember 2026, 23:30–00:15, Berlin (GMT+1)',
    );
  });
});
