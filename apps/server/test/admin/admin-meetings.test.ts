import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

// Late on a Sunday evening UTC, the night Europe moves its clocks forward.
const NOW = '2026-03-29T22:30:00Z';

describe('admin meetings: search, filter, read one without links', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
    boss = { ...(await signedInUser(t, 'boss@example.com', 'Bea Boss')).headers, 'x-overlap-test-now': NOW };
    member = {
      ...(await signedInUser(t, 'mia@example.com', 'Mia Member')).headers,
      'x-overlap-test-now': NOW,
    };
    await t.app.inject({ url: '/api/me', headers: boss });
    await t.app.inject({ url: '/api/me', headers: member });
  });
  afterAll(() => t.close());

  const get = (url: string, headers = boss) => t.app.inject({ url, headers });

  async function createMeeting(headers: Record<string, string>, title: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers,
      payload: {
        title,
        description: 'Plans.',
        durationMinutes: 30,
        participants: [
          { email: 'ana@example.com', name: 'Ana', required: true },
          { email: 'ben@example.com', required: false },
        ],
        windowStart: '2026-03-31T00:00:00Z',
        windowEnd: '2026-04-07T00:00:00Z',
        allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
        allowedHours: null,
        organizerZone: 'Europe/Berlin',
        deadline: null,
        location: 'Room 4',
        autoSchedule: false,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  it('shows a meeting read-only with its people, and never a link or token', async () => {
    const id = await createMeeting(boss, 'Roadmap review');
    const organizerView = (await get(`/api/meetings/${id}`)).json();
    const links: string[] = organizerView.participants.map((p: { link: string }) => p.link);
    expect(links).toHaveLength(2);

    const response = await get(`/api/admin/meetings/${id}`);
    expect(response.statusCode).toBe(200);
    const { meeting } = response.json();
    expect(meeting).toMatchObject({
      id,
      title: 'Roadmap review',
      status: 'collecting',
      organizerEmail: 'boss@example.com',
      organizerZone: 'Europe/Berlin',
      participantCount: 2,
      answeredCount: 0,
      declinedCount: 0,
    });
    expect(meeting.participants).toEqual([
      expect.objectContaining({ email: 'ana@example.com', name: 'Ana', required: true, status: 'invited' }),
      expect.objectContaining({ email: 'ben@example.com', name: null, required: false }),
    ]);

    const body = response.body;
    const stored = (await t.database.db.execute(
      `select token_hash, token_sealed from meeting_participants where meeting_id = '${id}'`,
    )) as unknown as { rows: { token_hash: string; token_sealed: string }[] };
    for (const link of links) {
      expect(body).not.toContain(new URL(link).searchParams.get('token'));
      expect(body).not.toContain(link);
    }
    for (const row of stored.rows) {
      expect(body).not.toContain(row.token_hash);
      expect(body).not.toContain(row.token_sealed);
    }
    expect(body).not.toMatch(/token|link|https?:/i);
  });

  it('counts a decline apart from the answers, in the list and on the meeting', async () => {
    const id = await createMeeting(boss, 'One declines');
    const [ana, ben] = (await get(`/api/meetings/${id}`))
      .json()
      .participants.map((p: { link: string }) => new URL(p.link).searchParams.get('token')!);
    const paint = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ana}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: {
        timeZone: 'Europe/Berlin',
        painted: true,
        available: [{ start: Date.parse('2026-03-31T08:00:00Z'), end: Date.parse('2026-03-31T10:00:00Z') }],
      },
    });
    expect(paint.statusCode, paint.body).toBe(200);
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${ben}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: { note: '' },
    });
    expect(decline.statusCode, decline.body).toBe(200);

    const counts = { participantCount: 2, answeredCount: 1, declinedCount: 1 };
    expect((await get(`/api/admin/meetings/${id}`)).json().meeting).toMatchObject(counts);
    const listed = (await get('/api/admin/meetings?q=One%20declines')).json().meetings;
    expect(listed).toEqual([expect.objectContaining({ id, ...counts })]);
  });

  it('keeps when a meeting was first booked and when it was cancelled, for the analytics', async () => {
    const id = await createMeeting(boss, 'Booked then cancelled');
    const times = async () =>
      (
        (await t.database.db.execute(
          `select booked_at, cancelled_at from meetings where id = '${id}'`,
        )) as unknown as { rows: { booked_at: unknown; cancelled_at: unknown }[] }
      ).rows[0]!;
    expect(await times()).toEqual({ booked_at: null, cancelled_at: null });
    const book = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/book`,
      headers: boss,
      payload: { start: Date.parse('2026-04-01T09:00:00Z') },
    });
    expect(book.statusCode, book.body).toBe(200);
    const booked = await times();
    expect(booked.booked_at).not.toBeNull();
    expect(booked.cancelled_at).toBeNull();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/cancel`,
      headers: boss,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await times();
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.booked_at).toEqual(booked.booked_at);
    expect((await get(`/api/admin/meetings/${id}`)).json().meeting.status).toBe('cancelled');
  });

  it('searches by title or organizer, filters by status, pages, and answers 404 for an unknown meeting', async () => {
    for (let i = 0; i < 21; i++) await createMeeting(member, `Standup ${i}`);
    const ids = (await get('/api/admin/meetings?q=standup')).json();
    expect(ids).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(ids.meetings).toHaveLength(20);
    expect((await get('/api/admin/meetings?q=standup&page=2')).json().meetings).toHaveLength(1);

    const byOrganizer = (await get('/api/admin/meetings?q=MIA@example')).json();
    expect(byOrganizer.total).toBe(21);
    expect(byOrganizer.meetings[0]).toMatchObject({
      organizerEmail: 'mia@example.com',
      organizerName: 'Mia Member',
    });

    const last = byOrganizer.meetings[0].id as string;
    await t.database.db.execute(`update meetings set status = 'cancelled' where id = '${last}'`);
    const cancelled = (await get('/api/admin/meetings?status=cancelled&q=standup')).json();
    expect(cancelled.meetings.map((m: { id: string }) => m.id)).toEqual([last]);
    expect((await get('/api/admin/meetings?status=collecting&q=roadmap')).json().total).toBe(1);

    const badStatus = await get('/api/admin/meetings?status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('Status is one of collecting, ready, scheduled, cancelled.');
    const missing = await get('/api/admin/meetings/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such meeting.');
    expect((await get('/api/admin/meetings/nonsense')).statusCode).toBe(404);
    expect((await get('/api/admin/meetings', member)).statusCode).toBe(403);
  });
});

describe('admin analytics trends at a pinned instant', () => {
  let t: TestApp;
  let boss: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
    const signed = await signedInUser(t, 'boss@example.com', 'Bea Boss');
    boss = { ...signed.headers, 'x-overlap-test-now': NOW };
    const me = (await t.app.inject({ url: '/api/me', headers: boss })).json();
    const exec = (query: string) => t.database.db.execute(query);

    let n = 0;
    async function meeting(status: string, created: string, booked: string | null, cancelled: string | null) {
      const uid = `trend-${++n}@test`;
      await exec(
        `insert into meetings (organizer_id, title, duration_minutes, window_start, window_end, allowed_weekdays, organizer_zone, status, ical_uid, created_at, booked_at, cancelled_at)
         values ('${me.id}', 'T${n}', 30, '2026-04-01T00:00Z', '2026-04-08T00:00Z', '[1,2,3,4,5]', 'UTC', '${status}', '${uid}', '${created}',
                 ${booked ? `'${booked}'` : 'null'}, ${cancelled ? `'${cancelled}'` : 'null'})`,
      );
      return (
        (await exec(`select id from meetings where ical_uid = '${uid}'`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows[0]!.id;
    }
    async function people(meetingId: string, statuses: string[]) {
      for (const status of statuses) {
        const key = `${meetingId}-${++n}`;
        await exec(
          `insert into meeting_participants (meeting_id, email, token_hash, token_sealed, status)
           values ('${meetingId}', 'p${n}@example.com', 'hash-${key}', 'sealed-${key}', '${status}')`,
        );
      }
    }
    // Booked after 24 h, 2 h and 20 min: the median is 2 h.
    const m1 = await meeting('scheduled', '2026-03-09T08:00Z', '2026-03-10T08:00Z', null);
    const m2 = await meeting('scheduled', '2026-03-16T12:00Z', '2026-03-16T14:00Z', null);
    // Sunday 23:30 UTC belongs to the week before; cancelled ten minutes into the next.
    await meeting('cancelled', '2026-03-22T23:30Z', null, '2026-03-23T00:10Z');
    const m4 = await meeting('scheduled', '2026-03-29T22:00Z', '2026-03-29T22:20Z', null);
    // After the pinned instant, and long before the period: neither counts.
    const later = await meeting('collecting', '2026-03-29T23:00Z', null, null);
    await meeting('scheduled', '2026-01-05T10:00Z', '2026-01-05T11:00Z', null);
    await people(m1, ['responded', 'declined']);
    await people(m2, ['invited', 'responded']);
    await people(m4, ['invited']);
    await people(later, ['responded']);

    for (const [provider, created] of [
      ['google', '2026-02-01T00:00Z'],
      ['google', '2026-03-20T00:00Z'],
      ['caldav', '2026-03-01T00:00Z'],
      ['ics', '2026-03-30T00:00Z'],
    ]) {
      await exec(
        `insert into calendar_connections (user_id, provider, account_label, credentials, created_at)
         values ('${me.id}', '${provider}', 'label', 'sealed', '${created}')`,
      );
    }
  });
  afterAll(() => t.close());

  it('counts per UTC week, the median time to booking, the answer rate and connections per provider', async () => {
    const response = await t.app.inject({ url: '/api/admin/analytics/trends?weeks=3', headers: boss });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      asOf: '2026-03-29T22:30:00.000Z',
      weeks: [
        { week: '2026-03-09', created: 1, booked: 1, cancelled: 0 },
        { week: '2026-03-16', created: 2, booked: 1, cancelled: 0 },
        { week: '2026-03-23', created: 1, booked: 1, cancelled: 1 },
      ],
      medianHoursToBooking: 2,
      answerRate: { answered: 3, invited: 5 },
      connections: [
        { provider: 'caldav', count: 1 },
        { provider: 'google', count: 2 },
      ],
    });
  });

  it('defaults to 12 weeks, refuses more than 52, and has no median when nothing was booked', async () => {
    const twelve = (await t.app.inject({ url: '/api/admin/analytics/trends', headers: boss })).json();
    expect(twelve.weeks).toHaveLength(12);
    expect(twelve.weeks.at(-1).week).toBe('2026-03-23');

    const tooMany = await t.app.inject({ url: '/api/admin/analytics/trends?weeks=53', headers: boss });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Ask for at most 52 weeks.');

    const early = await t.app.inject({
      url: '/api/admin/analytics/trends?weeks=1',
      headers: { ...boss, 'x-overlap-test-now': '2026-03-04T12:00:00Z' },
    });
    expect(early.json()).toMatchObject({
      weeks: [{ week: '2026-03-02', created: 0, booked: 0, cancelled: 0 }],
      medianHoursToBooking: null,
      answerRate: { answered: 0, invited: 0 },
      connections: [
        { provider: 'caldav', count: 1 },
        { provider: 'google', count: 1 },
      ],
    });
  });
});
