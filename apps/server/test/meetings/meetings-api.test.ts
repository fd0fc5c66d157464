import { beforeAll, describe, expect, it } from 'vitest';
import { appWithPeopleForFile, signedInUser } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf } from './meeting-fixtures';

const bed = appWithPeopleForFile();

const create = (body: unknown, headers = bed.olga.headers) =>
  bed.t.app.inject({ method: 'POST', url: '/api/meetings', headers, payload: body as object });

describe('creating a meeting request', () => {
  it('stores it and answers with each participant’s personal link', async () => {
    const res = await create(meetingRequest());
    expect(res.statusCode).toBe(201);
    const meeting = res.json();
    expect(meeting).toMatchObject({
      title: 'Quarterly planning',
      status: 'collecting',
      participantCount: 3,
      answeredCount: 0,
      declinedCount: 0,
    });
    expect(meeting.participants).toHaveLength(3);
    for (const p of meeting.participants) {
      expect(p.link).toMatch(/^http:\/\/localhost:3000\/participant\/availability\?token=[A-Za-z0-9_-]{22}$/);
    }
    const detail = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.olga.headers });
    expect(detail.json().participants.map((p: { link: string }) => p.link)).toEqual(
      meeting.participants.map((p: { link: string }) => p.link),
    );
    const list = await bed.t.app.inject({ url: '/api/meetings', headers: bed.olga.headers });
    expect(list.json().map((m: { id: string }) => m.id)).toContain(meeting.id);
  });

  it('keeps the token out of the database in the clear', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const rows = await bed.t.database.db.execute(`select token_hash, token_sealed from meeting_participants`);
    const dump = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain(token);
  });

  it.each([
    ['title', { title: '   ' }, 'Give the meeting a title'],
    ['title', { title: 'Line one\r\nBcc: x@example.com' }, 'Title must be on one line'],
    ['durationMinutes', { durationMinutes: 2 }, 'Duration must be at least 5 minutes'],
    ['durationMinutes', { durationMinutes: 12.5 }, 'whole number of minutes'],
    ['participants', { participants: [] }, 'Invite at least one person'],
    [
      'participants.0.email',
      { participants: [{ email: 'nope', required: true }] },
      'Enter a valid email address',
    ],
    [
      'participants',
      {
        participants: [
          { email: 'a@example.com', required: true },
          { email: 'A@Example.com ', required: true },
        ],
      },
      'Each person only once',
    ],
    [
      'windowEnd',
      { windowEnd: new Date(dayFromNow(1)).toISOString() },
      'The window must end after it starts',
    ],
    ['windowEnd', { windowEnd: new Date(dayFromNow(200)).toISOString() }, 'at most 90 days'],
    ['windowStart', { windowStart: 'next tuesday' }, 'Window start must be a date and time'],
    ['allowedWeekdays', { allowedWeekdays: [] }, 'Allow at least one day of the week'],
    ['organizerZone', { organizerZone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
    [
      'deadline',
      { deadline: new Date(dayFromNow(30)).toISOString() },
      'The deadline must be before the window ends',
    ],
  ])('refuses a bad %s with a message for that field', async (field, patch, message) => {
    const res = await create(meetingRequest(patch as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
  });

  it('refuses a window that has already ended', async () => {
    const res = await create(
      meetingRequest({
        windowStart: new Date(dayFromNow(-10)).toISOString(),
        windowEnd: new Date(dayFromNow(-3)).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The window has already ended.');
  });
});

describe('who may see and change a meeting', () => {
  let meetingId: string;
  let participantId: string;
  let otherToken: string;
  beforeAll(async () => {
    const mine = (await create(meetingRequest())).json();
    meetingId = mine.id;
    participantId = mine.participants[0].id;
    const other = (await create(meetingRequest({ title: 'Other meeting' }), bed.sam.headers)).json();
    otherToken = tokenOf(other.participants[0].link);
  });

  const endpoints = (id: string) =>
    [
      ['GET', `/api/meetings/${id}`, undefined],
      ['GET', `/api/meetings/${id}/suggestions`, undefined],
      ['GET', `/api/meetings/${id}/invitation.ics`, undefined],
      ['POST', `/api/meetings/${id}/book`, { start: dayFromNow(3) + 10 * 3600_000 }],
      ['POST', `/api/meetings/${id}/cancel`, {}],
      ['POST', `/api/meetings/${id}/reopen`, {}],
      ['POST', `/api/meetings/${id}/remind`, {}],
      ['PATCH', `/api/meetings/${id}/settings`, { durationMinutes: 45 }],
      ['PATCH', `/api/meetings/${id}/participants/${participantId}`, { required: false }],
      ['POST', `/api/meetings/${id}/calendar-write/retry`, {}],
      ['POST', `/api/meetings/${id}/participants/${participantId}/email/retry`, {}],
    ] as const;

  it('answers 401 to an anonymous caller on every organizer endpoint', async () => {
    for (const [method, url, payload] of [
      ...endpoints(meetingId),
      ['GET', '/api/meetings', undefined] as const,
    ]) {
      const res = await bed.t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await create(meetingRequest(), {} as never)).statusCode).toBe(401);
  });

  it('answers 404 to another signed-in user, and to an admin, as if the meeting did not exist', async () => {
    const admin = await signedInUser(bed.t, 'admin2@example.com', 'Second Admin');
    for (const user of [bed.sam, admin]) {
      for (const [method, url, payload] of endpoints(meetingId)) {
        const res = await bed.t.app.inject({
          method,
          url,
          headers: user.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const theirList = await bed.t.app.inject({ url: '/api/meetings', headers: bed.sam.headers });
    expect(theirList.json().map((m: { id: string }) => m.id)).not.toContain(meetingId);
  });

  it('lets a participant’s token open only its own meeting', async () => {
    const view = await bed.t.app.inject({ url: `/api/participant/meeting?token=${otherToken}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().meeting.title).toBe('Other meeting');
    // The token is no key to the organizer API, on any endpoint.
    for (const [method, url, payload] of endpoints(meetingId)) {
      const res = await bed.t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${otherToken}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for unknown, malformed or missing tokens', async () => {
    for (const url of [
      '/api/participant/meeting?token=AAAAAAAAAAAAAAAAAAAAAA',
      '/api/participant/meeting?token=%27%20or%201%3D1--',
      '/api/participant/meeting?token=',
    ]) {
      const res = await bed.t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/This link is not valid/);
    }
    expect((await bed.t.app.inject({ url: '/api/participant/meeting' })).statusCode).toBe(400);
  });
});
