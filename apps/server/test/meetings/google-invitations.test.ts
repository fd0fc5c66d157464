import { expect, it } from 'vitest';
import { googleOwnerForFile } from '../connections/support';
import { eventually } from '../support/eventually';
import { workdayFromNow, createdMeeting } from './meeting-fixtures';

const bed = googleOwnerForFile();

it('with Google as write target: Google is told to send nothing, so the participants get our invitation', async () => {
  const meeting = await createdMeeting(bed.t, bed.owner.headers, { title: 'Google booking 4e' });
  const booked = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers: bed.owner.headers,
    payload: { start: workdayFromNow(3) + 10 * 3600_000 },
  });
  expect(booked.statusCode).toBe(200);

  const detail = await eventually(
    async () =>
      (await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.owner.headers })).json(),
    (read) => read.delivery.calendar.state !== 'pending',
    'the calendar write has run',
  );
  expect(detail.delivery).toMatchObject({
    calendar: { state: 'written', provider: 'google' },
    invitationsFromCalendar: false,
  });
  const insert = bed.google.requests.find((r) => r.method === 'POST' && /\/events$/.test(r.path));
  expect(insert?.query.get('sendUpdates')).toBe('none');

  const mails = (await bed.t.database.db.execute(
    `select ics_method, text from outbox where template_key = 'scheduled'`,
  )) as unknown as { rows: { ics_method: string | null; text: string }[] };
  const ours = mails.rows.filter((r) => r.text.includes('Google booking 4e'));
  expect(ours.map((r) => r.ics_method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);
});
