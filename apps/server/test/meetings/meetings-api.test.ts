import { bookableLetters, stateLetters } from '@overlap/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { dayFromNow, meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp();
  // The first account is the admin: the organizer comes second so admin powers play no part.
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  stranger = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
});
afterAll(() => t.close());

const create = (body: unknown, headers = organizer.headers) =>
  t.app.inject({ method: 'POST', url: '/api/meetings', headers, payload: body as object });

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
    const detail = await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: organizer.headers });
    expect(detail.json().participants.map((p: { link: string }) => p.link)).toEqual(
      meeting.participants.map((p: { link: string }) => p.link),
    );
    const list = await t.app.inject({ url: '/api/meetings', headers: organizer.headers });
    expect(list.json().map((m: { id: string }) => m.id)).toContain(meeting.id);
  });

  it('keeps the token out of the database in the clear', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const rows = await t.database.db.execute(`select token_hash, token_sealed from meeting_participants`);
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
    const other = (await create(meetingRequest({ title: 'Other meeting' }), stranger.headers)).json();
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
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await create(meetingRequest(), {} as never)).statusCode).toBe(401);
  });

  it('answers 404 to another signed-in user, and to an admin, as if the meeting did not exist', async () => {
    const admin = await signedInUser(t, 'admin2@example.com', 'Second Admin');
    for (const user of [stranger, admin]) {
      for (const [method, url, payload] of endpoints(meetingId)) {
        const res = await t.app.inject({
          method,
          url,
          headers: user.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const theirList = await t.app.inject({ url: '/api/meetings', headers: stranger.headers });
    expect(theirList.json().map((m: { id: string }) => m.id)).not.toContain(meetingId);
  });

  it('lets a participant’s token open only its own meeting', async () => {
    const view = await t.app.inject({ url: `/api/participant/meeting?token=${otherToken}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().meeting.title).toBe('Other meeting');
    // The token is no key to the organizer API, on any endpoint.
    for (const [method, url, payload] of endpoints(meetingId)) {
      const res = await t.app.inject({
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
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/This link is not valid/);
    }
    expect((await t.app.inject({ url: '/api/participant/meeting' })).statusCode).toBe(400);
  });
});

describe('answers, ranking and booking', () => {
  it('never shows a participant other people’s addresses before booking', async () => {
    const meeting = (await create(meetingRequest())).json();
    const view = await t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0].link)}`,
    });
    const body = JSON.stringify(view.json());
    expect(body).toContain('ana@example.com');
    expect(body).not.toContain('ben@example.com');
    expect(body).not.toContain('cy@example.com');
    expect(view.json().meeting.organizerName).toBe('Olga Organizer');
  });

  it('ranks the time the answers imply, marks the meeting ready, and books it once', async () => {
    const meeting = (await create(meetingRequest())).json();
    const [ana, ben, cy] = meeting.participants.map((p: { link: string }) => tokenOf(p.link));
    const day = workdayFromNow(3);
    const at = (h: number) => day + h * 3600_000;
    // Ana paints 10:00–12:00 UTC; Ben is busy 09:00–11:00 from his calendar; Cy declines.
    const paint = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ana}`,
      payload: { timeZone: 'Europe/London', painted: true, available: [{ start: at(10), end: at(12) }] },
    });
    expect(paint.statusCode).toBe(200);
    expect(paint.json().participant.status).toBe('responded');
    const busy = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ben}`,
      payload: { timeZone: 'UTC', painted: false, busy: [{ start: at(9), end: at(11) }] },
    });
    expect(busy.statusCode).toBe(200);
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${cy}`,
      payload: { note: 'On holiday' },
    });
    expect(decline.json().participant).toMatchObject({ status: 'declined', declineNote: 'On holiday' });

    const detail = await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: organizer.headers });
    expect(detail.json()).toMatchObject({ status: 'ready', answeredCount: 2, declinedCount: 1 });

    const suggestions = (
      await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: organizer.headers })
    ).json();
    const best = suggestions.ranking.slots[0];
    expect(best.start).toBe(at(11));
    expect(best.breakdown.tier).toBe(0);
    expect(suggestions.waitingFor).toEqual([]);

    // The same heat map packed (two bits a slot, base64) spells out to the letters, a quarter of the size.
    const packedResponse = await t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions?heatMap=packed`,
      headers: organizer.headers,
    });
    const letters = suggestions.ranking.heatMap;
    const packed = packedResponse.json().ranking.heatMap;
    expect(letters.encoding).toBe('letters');
    expect(packed.encoding).toBe('packed');
    const slotAt = (time: number) => (time - letters.start) / (letters.stepMinutes * 60_000);
    // Ana, Ben and Cy after the organizer: free at 11:00, busy at 09:00 (outside Ana's painted time).
    const column = (time: number) =>
      letters.people.slice(1).map((p: { states: string }) => p.states[slotAt(time)]);
    expect(column(at(11))).toEqual(['f', 'f', 'd']);
    expect(column(at(9))).toEqual(['b', 'b', 'd']);
    expect(packed.people[3].states).toBe('d');
    const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
    const { slotCount } = packed;
    expect(bookableLetters({ bookable: bytes(packed.bookable), slotCount })).toBe(letters.bookable);
    expect(
      packed.people.map(({ states }: { states: string }) =>
        stateLetters(states.length === 1 ? (states as 'u' | 'd') : bytes(states), slotCount),
      ),
    ).toEqual(letters.people.map((p: { states: string }) => p.states));
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(letters).length / 2);
    const unknownForm = await t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions?heatMap=bits`,
      headers: organizer.headers,
    });
    expect(unknownForm.statusCode).toBe(400);
    expect(unknownForm.json().message).toMatch(/heatMap must be one of: letters, packed/);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/meetings/${meeting.id}/book`,
          headers: organizer.headers,
          payload: { start: best.start },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.database.db.execute(
      `select status, sequence from meetings where id = '${meeting.id}'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'scheduled', sequence: 1 }]);

    // Answers are closed once scheduled; the link still opens the meeting and says so.
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ana}`,
      payload: { timeZone: 'UTC', painted: true, available: [{ start: at(13), end: at(14) }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This meeting is scheduled, so answers are closed.');
    expect(late.json().params).toEqual({ status: 'scheduled' });
    const view = (await t.app.inject({ url: `/api/participant/meeting?token=${ana}` })).json();
    expect(view).toMatchObject({
      canAnswer: false,
      meeting: { status: 'scheduled', chosenStart: new Date(at(11)).toISOString() },
    });

    const other = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: organizer.headers,
      payload: { start: at(11) + 15 * 60_000 },
    });
    expect(other.statusCode).toBe(409);
  });

  it('books the best slot by itself when auto-schedule is on', async () => {
    const meeting = (
      await create(
        meetingRequest({ autoSchedule: true, participants: [{ email: 'solo@example.com', required: true }] }),
      )
    ).json();
    const token = tokenOf(meeting.participants[0].link);
    const day = workdayFromNow(3, 1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: {
        timeZone: 'UTC',
        painted: true,
        available: [{ start: day + 14 * 3600_000, end: day + 15 * 3600_000 }],
      },
    });
    const detail = (
      await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: organizer.headers })
    ).json();
    expect(detail.status).toBe('scheduled');
    expect(detail.chosenStart).toBe(new Date(day + 14 * 3600_000).toISOString());
  });

  it('cancels, refuses answers, and reopens for rescheduling', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/cancel`,
      headers: organizer.headers,
    });
    expect(cancelled.json().status).toBe('cancelled');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${token}`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This meeting is cancelled, so answers are closed.');
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/reopen`,
      headers: organizer.headers,
    });
    expect(reopened.json().status).toBe('collecting');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${token}`,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a painted answer with nothing marked, and intervals that end before they start', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: { timeZone: 'UTC', painted: true },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Mark at least one time you could meet, or decline.');
    const backwards = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: { timeZone: 'UTC', painted: true, available: [{ start: 2000, end: 1000 }] },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('keeps hostile titles and descriptions as inert text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const meeting = (
      await create(meetingRequest({ title: hostile, description: `${hostile}\r\nBCC: x@y.z` }))
    ).json();
    expect(meeting.title).toBe(hostile);
    const view = await t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0].link)}`,
    });
    expect(view.headers['content-type']).toContain('application/json');
    expect(view.json().meeting.description).toBe(`${hostile}\r\nBCC: x@y.z`);
  });
});
