import { expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { tokenOf, workdayFromNow, createdMeeting } from './meeting-fixtures';

const bed = appWithPeopleForFile();

interface OutboxRow {
  template_key: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  ics_method: string | null;
  ics: string | null;
}

async function outbox(meetingTitle: string): Promise<OutboxRow[]> {
  const result = await bed.t.database.db.execute(
    `select template_key, to_address, subject, html, text, ics_method, ics from outbox order by created_at, to_address`,
  );
  return (result as unknown as { rows: OutboxRow[] }).rows.filter((r) => r.text.includes(meetingTitle));
}

it('invites every participant, sends one set of invitations however often booking is asked, and withdraws them on cancel', async () => {
  const title = 'Budget review 7f3a';
  const meeting = await createdMeeting(bed.t, bed.olga.headers, { title });
  const invitations = await outbox(title);
  expect(invitations.map((r) => [r.template_key, r.to_address])).toEqual([
    ['invitation', 'ana@example.com'],
    ['invitation', 'ben@example.com'],
    ['invitation', 'cy@example.com'],
  ]);
  for (const [i, row] of invitations.entries()) {
    expect(row.text).toContain(meeting.participants[i].link);
  }

  await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/decline?token=${tokenOf(meeting.participants[2].link)}`,
    payload: {},
  });
  const start = workdayFromNow(3) + 10 * 3600_000;
  await Promise.all(
    Array.from({ length: 50 }, () =>
      bed.t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/book`,
        headers: bed.olga.headers,
        payload: { start },
      }),
    ),
  );
  const scheduled = (await outbox(title)).filter((r) => r.template_key === 'scheduled');
  expect(scheduled.map((r) => r.to_address)).toEqual(['ana@example.com', 'ben@example.com']);
  const dtstart = new Date(start)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  for (const row of scheduled) {
    expect(row.ics_method).toBe('REQUEST');
    expect(row.ics).toContain('METHOD:REQUEST');
    expect(row.ics).toContain(`DTSTART:${dtstart}`);
    expect(row.ics).toContain(`UID:${meeting.id}@overlap`);
    expect(row.ics).toContain('SEQUENCE:1');
  }

  await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/cancel`,
    headers: bed.olga.headers,
  });
  const cancelled = (await outbox(title)).filter((r) => r.template_key === 'cancelled');
  expect(cancelled).toHaveLength(2);
  for (const row of cancelled) {
    expect(row.ics).toContain('METHOD:CANCEL');
    expect(row.ics).toContain(`UID:${meeting.id}@overlap`);
    expect(row.ics).toContain('SEQUENCE:2');
  }
});

it('renders hostile titles and descriptions inert in e-mails and invitations', async () => {
  const title = '<script>alert(1)</script> Plan';
  const description = 'Line one\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\r\n<img src=x onerror=alert(2)>';
  const meeting = await createdMeeting(bed.t, bed.olga.headers, {
    title,
    description,
    participants: [{ email: 'dora@example.com', required: true }],
  });
  const [invitation] = await outbox('Plan');
  expect(invitation!.html).not.toContain('<script>');
  expect(invitation!.html).toContain('&lt;script&gt;');
  expect(invitation!.html).not.toContain('<img src=x');
  expect(invitation!.subject).not.toMatch(/[\r\n]/);

  const start = workdayFromNow(3) + 11 * 3600_000;
  await bed.t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(meeting.participants[0].link)}`,
    payload: { timeZone: 'UTC', painted: true, available: [{ start, end: start + 3600_000 }] },
  });
  await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers: bed.olga.headers,
    payload: { start },
  });
  const ics = (await outbox('Plan')).find((r) => r.template_key === 'scheduled')!.ics!;
  expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
  expect(ics).not.toMatch(/^SUMMARY:Injected/m);
  expect(ics).toContain('DESCRIPTION;LANGUAGE=en:Line one\\nBEGIN:VEVENT\\nSUMMARY:Injected');
});
