import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { mondayToFriday, NINE_TO_FIVE } from '../support/working-week';
import { signedInUser } from './support/signed-in-user';

const valid = {
  name: 'Ana María López',
  timeZone: 'America/Argentina/Buenos_Aires',
  workingHours: {
    mon: [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:30' },
    ],
    tue: NINE_TO_FIVE,
    wed: NINE_TO_FIVE,
    thu: NINE_TO_FIVE,
    fri: [{ start: '09:00', end: '13:00' }],
    sat: [],
    sun: [],
  },
  theme: 'dark',
  clock: '24h',
  videoDefault: { kind: 'link', url: 'https://meet.example.org/ana' },
  answerNotices: 'digest',
};

describe('/api/me/settings', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers } = await signedInUser(t, 'ana@example.com', 'Ana Lopez'));
  });
  afterAll(() => t.close());

  const put = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('needs sign-in', async () => {
    expect((await t.app.inject('/api/me/settings')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/settings', payload: valid })).statusCode).toBe(
      401,
    );
  });

  it('starts with Mon–Fri 09:00–17:00, no time zone yet, and the system theme', async () => {
    const response = await t.app.inject({ url: '/api/me/settings', headers });
    expect(response.json()).toEqual({
      name: 'Ana Lopez',
      timeZone: null,
      workingHours: mondayToFriday(NINE_TO_FIVE),
      theme: 'system',
      clock: 'auto',
      videoDefault: { kind: 'none' },
      answerNotices: 'ready',
      locale: null,
    });
  });

  it('refuses a default video link that is not https, with its own code', async () => {
    const response = await put({
      ...valid,
      videoDefault: { kind: 'link', url: 'http://meet.example.org/a' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'video_link_not_https',
      message: 'The video link must be a web address starting with https://',
      fields: { 'videoDefault.url': 'The video link must be a web address starting with https://' },
    });
  });

  it('treats a missing clock format as automatic (clients that do not send it)', async () => {
    const { clock: _omitted, ...withoutClock } = valid;
    const saved = await put({ ...withoutClock, theme: 'light' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ theme: 'light', clock: 'auto' });
  });

  it('stores valid settings, several ranges a day included, and renames the user', async () => {
    const saved = await put(valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...valid, locale: null });
    expect((await t.app.inject({ url: '/api/me/settings', headers })).json()).toEqual({
      ...valid,
      locale: null,
    });
    const me = (await t.app.inject({ url: '/api/me', headers })).json();
    expect(me).toMatchObject({ name: 'Ana María López', firstName: 'Ana', lastName: 'María López' });
  });

  it.each([
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'Choose a time zone from the list',
    ],
    ['an offset instead of a zone', { timeZone: '+02:00' }, 'timeZone', 'Choose a time zone from the list'],
    ['a blank name', { name: '   ' }, 'name', 'Please enter your name'],
    ['an unknown theme', { theme: 'neon' }, 'theme', 'Choose system, light or dark'],
    ['an unknown clock format', { clock: '36h' }, 'clock', 'Choose automatic, 12-hour or 24-hour'],
    [
      'a malformed time',
      { workingHours: { ...valid.workingHours, tue: [{ start: '9am', end: '17:00' }] } },
      'workingHours.tue.0.start',
      'Use a time such as 09:00',
    ],
    [
      'an end before the start',
      { workingHours: { ...valid.workingHours, wed: [{ start: '17:00', end: '09:00' }] } },
      'workingHours.wed.0.end',
      'The end must be after the start',
    ],
    [
      'overlapping ranges',
      {
        workingHours: {
          ...valid.workingHours,
          thu: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '14:00' },
          ],
        },
      },
      'workingHours.thu',
      'Ranges on the same day must not overlap',
    ],
    ['a missing day', { workingHours: { mon: NINE_TO_FIVE } }, 'workingHours.tue', 'expected array'],
  ])('refuses %s with a field message', async (_label, patch, field, message) => {
    const response = await put({ ...valid, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().fields[field]).toContain(message);
  });

  it('refuses a body that is not an object', async () => {
    const response = await put([valid]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body must be a JSON object');
  });
});
