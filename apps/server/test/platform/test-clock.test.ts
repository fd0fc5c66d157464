import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
// A Monday, late evening UTC, long past: without the test clock this window has ended.
const MONDAY_2230 = '2025-03-10T22:30:00.000Z';
const TUESDAY_1000 = '2025-03-11T10:00:00.000Z';
const TUESDAY_0900 = Date.parse('2025-03-11T09:00:00Z');
const at = (instant: string) => ({ 'x-overlap-test-now': instant });

const pastMeeting = () =>
  meetingRequest({
    windowStart: '2025-03-10T00:00:00Z',
    windowEnd: '2025-03-13T00:00:00Z',
    participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
  });

describe('with TEST_CLOCK_HEADER on', () => {
  let t: TestApp;
  let organizer: Awaited<ReturnType<typeof signedInUser>>;
  let meetingId: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
    organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...organizer.headers, ...at(MONDAY_2230) },
      payload: pastMeeting(),
    });
    expect(created.statusCode).toBe(201);
    meetingId = created.json().id;
    token = tokenOf(created.json().participants[0].link);
  });
  afterAll(() => t.close());

  it('reports the pinned instant as the participant view’s now (sign-in stays on the real clock)', async () => {
    const view = await t.app.inject({
      url: `/api/participant/meeting?token=${token}`,
      headers: at(MONDAY_2230),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().now).toBe(MONDAY_2230);
  });

  it('keeps the pinned instant after reading a request body from a real connection', async () => {
    // Over a socket the body arrives in stream events outside the request's async context.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const saved = await fetch(`${address}/api/participant/availability?token=${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...at(MONDAY_2230) },
      body: JSON.stringify({
        timeZone: 'UTC',
        painted: true,
        available: [{ start: TUESDAY_0900, end: TUESDAY_0900 + 3 * HOUR }],
      }),
    });
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as { now: string; answer: { available: unknown } };
    expect(view.now).toBe(MONDAY_2230);
    expect(view.answer.available).toEqual([{ start: TUESDAY_0900, end: TUESDAY_0900 + 3 * HOUR }]);
  });

  it('offers only slots from the pinned instant on', async () => {
    const suggestions = (instant: string) =>
      t.app.inject({
        url: `/api/meetings/${meetingId}/suggestions`,
        headers: { ...organizer.headers, ...at(instant) },
      });
    const monday = (await suggestions(MONDAY_2230)).json();
    expect(monday.now).toBe(MONDAY_2230);
    const mondayStarts = monday.ranking.slots.map((s: { start: number }) => s.start);
    expect(mondayStarts).toContain(TUESDAY_0900);

    const tuesday = (await suggestions(TUESDAY_1000)).json();
    expect(tuesday.now).toBe(TUESDAY_1000);
    const tuesdayStarts: number[] = tuesday.ranking.slots.map((s: { start: number }) => s.start);
    expect(tuesdayStarts.length).toBeGreaterThan(0);
    expect(tuesdayStarts).not.toContain(TUESDAY_0900);
    expect(Math.min(...tuesdayStarts)).toBeGreaterThanOrEqual(Date.parse(TUESDAY_1000));
  });

  it('refuses a header that is not an ISO instant, naming the header', async () => {
    const res = await t.app.inject({
      url: `/api/participant/meeting?token=${token}`,
      headers: at('tomorrow'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'x-overlap-test-now must be an ISO instant such as 2026-11-23T22:30:00Z.',
    );
  });

  it('uses the real clock for a request without the header', async () => {
    const res = await t.app.inject({ url: `/api/participant/meeting?token=${token}` });
    // The window ended in 2025, so on the real clock the link no longer opens the meeting.
    expect(res.statusCode).toBe(410);
  });
});

describe('with TEST_CLOCK_HEADER off (the default)', () => {
  let t: TestApp;
  let organizer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  });
  afterAll(() => t.close());

  it('ignores the header', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...organizer.headers, ...at(MONDAY_2230) },
      payload: pastMeeting(),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('The window has already ended.');

    const current = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: organizer.headers,
      payload: meetingRequest(),
    });
    const token = tokenOf(current.json().participants[0].link);
    const view = await t.app.inject({
      url: `/api/participant/meeting?token=${token}`,
      headers: at(MONDAY_2230),
    });
    expect(view.statusCode).toBe(200);
    expect(Date.parse(view.json().now)).toBeGreaterThan(Date.parse(MONDAY_2230));
  });

  it('does not even check the header', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: at('tomorrow') });
    expect(res.statusCode).toBe(200);
  });
});
