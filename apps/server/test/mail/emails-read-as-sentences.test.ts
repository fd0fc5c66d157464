import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import {
  EMAIL_TEMPLATE_KEYS,
  OPTIONAL_VARIABLES,
  type EmailTemplateKey,
} from '../../src/features/mail/templates/template-variables';
import { renderTemplate } from '../../src/features/mail/templates/render-template';
import { sampleVariables } from '../../src/features/admin/admin-mail-samples';
import {
  MEETING_EMAILS,
  type Rendered,
  problemsOf,
  meetingRow,
  participantRow,
  renderAll,
  OTHER_GUESTS,
  combinations,
} from './support/every-email';

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
      'Please answer by Wednesday 30 December 2026, 21:30, Kolkata (GMT+5:30).',
    );
    expect(text(full, 'invitation')).toContain('Bring the numbers for Q1.');
    expect(text(full, 'invitation')).toContain(
      '(45 minutes) between Monday 28 December 2026 and Monday 4 January 2027, Berlin (GMT+1).',
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
      'is scheduled for Friday 1 January 2027, 04:00–04:45, Kolkata (GMT+5:30).',
    );
    expect(text(bare, 'scheduled')).toContain(
      'is scheduled for Thursday 31 December 2026, 23:30–00:15, Berlin (GMT+1).',
    );
    expect(text(full, 'cancelled')).toContain(
      'Dana Okafor cancelled "Roadmap review", which was planned for Friday 1 January 2027, 04:00–04:45, Kolkata (GMT+5:30).',
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
