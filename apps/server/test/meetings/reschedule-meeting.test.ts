import { expect, it } from 'vitest';
import { googleOwnerForFile } from '../connections/support';
import { meetingRequest, workdayFromNow } from './meeting-fixtures';
import { eventually } from '../support/eventually';
import { outboxLettersAbout } from '../support/outbox-letters';

const HOUR = 3600_000;
const bed = googleOwnerForFile();

const stamp = (epoch: number) => new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

const detailOf = async (id: string) =>
  (await bed.t.app.inject({ url: `/api/meetings/${id}`, headers: bed.owner.headers })).json();

/** The meeting's calendar write has caught up with its current SEQUENCE. */
const written = (id: string) =>
  eventually(
    () => detailOf(id),
    (d) => d.delivery?.calendar.state === 'written',
    'the calendar write is recorded',
  );

const outbox = async (title: string, template: string) =>
  (await outboxLettersAbout(bed.t, title, 'to_address')).filter((r) => r.template_key === template);

const post = (url: string, payload: unknown) =>
  bed.t.app.inject({ method: 'POST', url, headers: bed.owner.headers, payload: payload as object });

async function bookedMeeting(title: string, start: number) {
  const meeting = (
    await post('/api/meetings', meetingRequest({ title, organizerZone: 'Europe/Berlin' }))
  ).json();
  expect((await post(`/api/meetings/${meeting.id}/book`, { start })).statusCode).toBe(200);
  await written(meeting.id);
  return meeting as { id: string };
}

/** The PATCH requests the fake Google received for one event. */
const patchesOf = (eventId: string) =>
  bed.google.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/events/${eventId}`));

it('moves a booked meeting once under 20 concurrent requests: same UID, SEQUENCE + 1, one e-mail each and one calendar update', async () => {
  const first = workdayFromNow(3) + 10 * HOUR;
  const next = first + 2 * HOUR;
  const meeting = await bookedMeeting('Reschedule race', first);
  const before = await detailOf(meeting.id);
  expect(before.sequence).toBe(1);
  const insert = bed.google.requests.find(
    (r) => r.method === 'POST' && /\/events$/.test(r.path) && r.body.includes('Reschedule race'),
  );
  expect(insert).toBeDefined();
  const eventId = (await bed.t.database.db.execute(
    `select provider_event_id from meeting_calendar_events where meeting_id = '${meeting.id}'`,
  )) as unknown as { rows: { provider_event_id: string }[] };
  const googleEventId = eventId.rows[0]!.provider_event_id;

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      post(`/api/meetings/${meeting.id}/reschedule`, { start: next, sequence: 1 }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  for (const answer of answers)
    expect(answer.json()).toMatchObject({
      status: 'scheduled',
      chosenStart: new Date(next).toISOString(),
      sequence: 2,
    });

  const moved = await outbox('Reschedule race', 'rescheduled');
  expect(moved.map((m) => m.to_address)).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);
  for (const mail of moved) {
    expect(mail.ics_method).toBe('REQUEST');
    expect(mail.ics).toContain(`UID:${before.invitation.uid}`);
    expect(mail.ics).toContain('SEQUENCE:2');
    expect(mail.ics).toContain(`DTSTART:${stamp(next)}`);
    expect(mail.ics).toContain('METHOD:REQUEST');
  }
  // Old → new in the person's zone (they have none yet: the organizer's, Europe/Berlin).
  const berlin = (epoch: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(epoch);
  expect(moved[0]!.text).toMatch(
    new RegExp(
      `moved "Reschedule race" from .*${berlin(first)}.* to .*${berlin(next)}.*, Berlin \\(GMT\\+[12]\\)`,
    ),
  );

  await eventually(
    async () => (await detailOf(meeting.id)).delivery.calendar.state,
    (state) => state === 'written',
    'the move is written',
  );
  await eventually(
    async () => patchesOf(googleEventId).length,
    (n) => n >= 1,
    'the event is patched',
  );
  const patches = patchesOf(googleEventId);
  expect(patches).toHaveLength(1);
  expect(JSON.parse(patches[0]!.body).start.dateTime).toBe(new Date(next).toISOString());
  expect(patches[0]!.headers['if-match']).toBeDefined();
  expect(
    bed.google.requests.filter((r) => r.method === 'POST' && r.body.includes('Reschedule race')),
  ).toHaveLength(1);

  // Two tabs moving to different times from the same SEQUENCE: one move, the other is told.
  const racing = await Promise.all(
    [next + HOUR, next + 2 * HOUR].map((start) =>
      post(`/api/meetings/${meeting.id}/reschedule`, { start, sequence: 2 }),
    ),
  );
  expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(racing.find((r) => r.statusCode === 409)!.json().message).toBe(
    'This meeting was moved or changed meanwhile. Reload it and choose again.',
  );
  expect((await detailOf(meeting.id)).sequence).toBe(3);
}, 90_000);

it('refuses to move a cancelled meeting, and cancelling carries the reason into every e-mail and CANCEL', async () => {
  const start = workdayFromNow(4) + 9 * HOUR;
  const meeting = await bookedMeeting('Cancel with reason', start);
  const cancelled = await post(`/api/meetings/${meeting.id}/cancel`, {
    reason: 'The launch moved; we meet next month.',
  });
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json()).toMatchObject({
    status: 'cancelled',
    cancelReason: 'The launch moved; we meet next month.',
  });

  const mails = await outbox('Cancel with reason', 'cancelled');
  expect(mails).toHaveLength(3);
  for (const mail of mails) {
    expect(mail.text).toContain('wrote: “The launch moved; we meet next month.”');
    expect(mail.ics).toContain('METHOD:CANCEL');
    expect(mail.ics).toContain('COMMENT:The launch moved\\; we meet next month.');
  }

  const move = await post(`/api/meetings/${meeting.id}/reschedule`, { start: start + HOUR });
  expect(move.statusCode).toBe(409);
  expect(move.json()).toMatchObject({ code: 'meeting_cancelled' });
  expect(move.json().message).toMatch(/cancelled/);

  const bad = await post(`/api/meetings/${meeting.id}/cancel`, { reason: 'x'.repeat(1001) });
  expect(bad.statusCode).toBe(400);
});

it('reopening a booked meeting keeps its time as being rescheduled, tells people once, and booking again moves it', async () => {
  const first = workdayFromNow(5) + 11 * HOUR;
  const meeting = await bookedMeeting('Reopen and move', first);
  const eventRow = (await bed.t.database.db.execute(
    `select provider_event_id from meeting_calendar_events where meeting_id = '${meeting.id}'`,
  )) as unknown as { rows: { provider_event_id: string }[] };
  const googleEventId = eventRow.rows[0]!.provider_event_id;

  const reopened = await Promise.all([1, 2, 3].map(() => post(`/api/meetings/${meeting.id}/reopen`, {})));
  expect(reopened.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const detail = await detailOf(meeting.id);
  expect(detail).toMatchObject({
    status: 'collecting',
    chosenStart: null,
    rescheduling: {
      previousStart: new Date(first).toISOString(),
      previousEnd: new Date(first + HOUR / 2).toISOString(),
    },
  });
  const told = await outbox('Reopen and move', 'rescheduling');
  expect(told.map((m) => m.to_address)).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);
  // The booked event stays where it is until the meeting moves.
  expect(
    bed.google.requests.filter((r) => r.method === 'DELETE' && r.path.endsWith(googleEventId)),
  ).toHaveLength(0);

  const next = first + 24 * HOUR;
  const booked = await post(`/api/meetings/${meeting.id}/book`, { start: next });
  expect(booked.json()).toMatchObject({ status: 'scheduled', sequence: 2, rescheduling: null });
  const moved = await outbox('Reopen and move', 'rescheduled');
  expect(moved).toHaveLength(3);
  expect(moved[0]!.ics).toContain('SEQUENCE:2');
  await eventually(
    async () => patchesOf(googleEventId).length,
    (n) => n === 1,
    'the event is moved in place',
  );
  expect(JSON.parse(patchesOf(googleEventId)[0]!.body).start.dateTime).toBe(new Date(next).toISOString());
}, 90_000);
