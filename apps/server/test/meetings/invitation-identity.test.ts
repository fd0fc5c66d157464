import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile, signedInUser } from '../auth/support/signed-in-user';
import { SMTP_NOWHERE, startTestApp } from '../support/test-app';
import { bookMeeting, meetingRequest, tokenOf, createdMeeting } from './meeting-fixtures';

// Friday 23:50 UTC, a year end: the booked time is early on New Year's Day in Berlin.
const NOW = '2027-12-31T23:50:00.000Z';
const pinned = { 'x-overlap-test-now': NOW };
const START = Date.parse('2028-01-03T09:00:00Z');

const bed = appWithPeopleForFile({ TEST_CLOCK_HEADER: 'true', ...SMTP_NOWHERE });

interface OutboxRow {
  template_key: string;
  to_address: string;
  reply_to_address: string | null;
  reply_to_name: string | null;
  ics: string | null;
}

async function outboxOf(title: string): Promise<OutboxRow[]> {
  const result = await bed.t.database.db.execute(
    `select template_key, to_address, reply_to_address, reply_to_name, ics, text from outbox order by created_at, to_address`,
  );
  return (result as unknown as { rows: (OutboxRow & { text: string })[] }).rows.filter((r) =>
    r.text.includes(title),
  );
}

const eventOf = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: calendar.getFirstSubcomponent('vevent')!,
  };
};

async function scheduledMeeting(title: string) {
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...bed.olga.headers, ...pinned },
    payload: meetingRequest({
      title,
      windowStart: '2028-01-01T00:00:00Z',
      windowEnd: '2028-01-08T00:00:00Z',
      organizerZone: 'Europe/Berlin',
    }),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string; participants: { email: string; link: string }[] };
  const tokens = meeting.participants.map((p) => tokenOf(p.link));
  await bookMeeting(bed.t, { ...bed.olga.headers, ...pinned }, meeting.id, START);
  return { id: meeting.id, tokens };
}

const download = {
  organizer: (id: string, headers: Record<string, string> = bed.olga.headers) =>
    bed.t.app.inject({ url: `/api/meetings/${id}/invitation.ics`, headers: { ...headers, ...pinned } }),
  guest: (token: string) =>
    bed.t.app.inject({ url: `/api/participant/invitation.ics?token=${token}`, headers: pinned }),
};

describe('one event, every copy', () => {
  it('gives the organizer and each guest a .ics with the e-mailed invitation’s UID and SEQUENCE', async () => {
    const title = 'Kick-off 2028';
    const { id, tokens } = await scheduledMeeting(title);
    const emailed = (await outboxOf(title)).filter((r) => r.template_key === 'scheduled');
    expect(emailed.length).toBe(3);
    const request = eventOf(emailed[0]!.ics!);
    expect(request.method).toBe('REQUEST');
    const uid = request.event.getFirstPropertyValue('uid');
    const sequence = request.event.getFirstPropertyValue('sequence');

    const detail = await bed.t.app.inject({
      url: `/api/meetings/${id}`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    expect(detail.json().invitation).toEqual({ uid, uids: [uid], sequence });
    expect(detail.json().mailDelivery).toBe('smtp');
    const view = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokens[0]}`,
      headers: pinned,
    });
    expect(view.json().invitation).toEqual({ uid, uids: [uid], sequence });

    for (const res of [await download.organizer(id), await download.guest(tokens[0]!)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Kick-off-2028.ics"');
      const copy = eventOf(res.body);
      expect(copy.method).toBe('PUBLISH');
      expect(copy.event.getFirstPropertyValue('uid')).toBe(uid);
      expect(copy.event.getFirstPropertyValue('sequence')).toBe(sequence);
      expect(res.body).toContain('DTSTART:20280103T090000Z\r\n');
      expect(res.body).toContain('DTEND:20280103T093000Z\r\n');
      expect(res.body).toContain('DTSTAMP:20271231T235000Z\r\n');
      expect(copy.event.getAllProperties('attendee')).toEqual([]);
    }
  });

  it('names the organizer as ORGANIZER, sent by Overlap, and guests’ replies go to the organizer', async () => {
    const title = 'Who organizes 2028';
    const { id } = await scheduledMeeting(title);
    const rows = await outboxOf(title);
    const files = [...rows.filter((r) => r.ics).map((r) => r.ics!), (await download.organizer(id)).body];
    for (const ics of files) {
      const organizerLine = eventOf(ics).event.getFirstProperty('organizer')!;
      expect(organizerLine.getFirstValue()).toBe('mailto:olga@example.com');
      expect(organizerLine.getParameter('cn')).toBe('Olga Organizer');
      expect(organizerLine.getParameter('sent-by')).toBe('mailto:meet@overlap.example.com');
    }
    for (const row of rows.filter((r) => r.to_address !== 'olga@example.com')) {
      expect(row, row.template_key).toMatchObject({
        reply_to_address: 'olga@example.com',
        reply_to_name: 'Olga Organizer',
      });
    }
  });

  it('answers 404 before a time is booked and after cancelling', async () => {
    const created = await createdMeeting(
      bed.t,
      { ...bed.olga.headers, ...pinned },
      { windowStart: '2028-01-01T00:00:00Z', windowEnd: '2028-01-08T00:00:00Z' },
    );
    const open = await download.organizer(created.id);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe('This meeting has no time booked, so there is no calendar file for it.');
    expect((await download.guest(tokenOf(created.participants[0].link))).statusCode).toBe(404);

    const { id, tokens } = await scheduledMeeting('Cancelled 2028');
    await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/cancel`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    expect((await download.organizer(id)).statusCode).toBe(404);
    expect((await download.guest(tokens[1]!)).statusCode).toBe(404);
    const detail = await bed.t.app.inject({
      url: `/api/meetings/${id}`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    expect(detail.json().invitation).toBeNull();
  });

  it('refuses a guest who declined before the booking', async () => {
    const created = await createdMeeting(
      bed.t,
      { ...bed.olga.headers, ...pinned },
      { windowStart: '2028-01-01T00:00:00Z', windowEnd: '2028-01-08T00:00:00Z' },
    );
    const declined = tokenOf(created.participants[2].link);
    await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${declined}`,
      headers: pinned,
      payload: { timeZone: 'Asia/Tokyo' },
    });
    await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${created.id}/book`,
      headers: { ...bed.olga.headers, ...pinned },
      payload: { start: START },
    });
    const res = await download.guest(declined);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You declined this meeting, so there is no calendar file for you.');
    expect((await download.guest(tokenOf(created.participants[0].link))).statusCode).toBe(200);
  });
});

describe('who may download', () => {
  it('answers 401 without sign-in, 404 to another user, and 401 to a participant token used as a bearer', async () => {
    const { id, tokens } = await scheduledMeeting('Private 2028');
    expect(
      (await bed.t.app.inject({ url: `/api/meetings/${id}/invitation.ics`, headers: pinned })).statusCode,
    ).toBe(401);
    expect((await download.organizer(id, bed.sam.headers)).statusCode).toBe(404);
    expect((await download.organizer(id, { authorization: `Bearer ${tokens[0]}` })).statusCode).toBe(401);
    expect((await download.guest('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect(
      (await bed.t.app.inject({ url: '/api/participant/invitation.ics', headers: pinned })).statusCode,
    ).toBe(400);
  });
});

describe('where e-mails go', () => {
  it('says the mail is kept in the outbox when no mail server is configured', async () => {
    const other = await startTestApp();
    try {
      const user = await signedInUser(other, 'olga@example.com', 'Olga Organizer');
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: user.headers,
        payload: meetingRequest(),
      });
      expect(created.json().mailDelivery).toBe('outbox');
      const detail = await other.app.inject({
        url: `/api/meetings/${created.json().id}`,
        headers: user.headers,
      });
      expect(detail.json()).toMatchObject({ mailDelivery: 'outbox', invitation: null });
    } finally {
      await other.close();
    }
  });
});
