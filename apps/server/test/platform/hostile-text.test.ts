import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcFlow } from '../auth/support/oidc-flow';
import { signedInUser } from '../auth/support/signed-in-user';
import { createdMeeting, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL: PostgreSQL cannot store NUL at all.
const NUL = 'a\u0000b';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
let people = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  for (const who of [admin, organizer]) await t.app.inject({ url: '/api/me', headers: who.headers });
});
afterAll(() => t?.close());

function expectFieldRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode, field).toBe(400);
  const body = response.json() as { code: string; fields: Record<string, string> };
  expect(body.code).toBe('validation_failed');
  expect(body.fields[field], field).toMatch(/must not contain control characters/);
}

describe('control characters in text fields are refused with a 400 naming the field', () => {
  it('settings name', async () => {
    const current = (await t.app.inject({ url: '/api/me/settings', headers: organizer.headers })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: organizer.headers,
      payload: { ...current, name: NUL },
    });
    expectFieldRefused(response, 'name');
  });

  it.each([
    ['title', { title: NUL }],
    ['description', { description: NUL }],
    ['location', { location: NUL }],
    ['participants.0.name', { participants: [{ email: 'ana@example.com', name: NUL, required: true }] }],
  ])('meeting %s', async (field, override) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: organizer.headers,
      payload: meetingRequest(override),
    });
    expectFieldRefused(response, field);
  });

  it('decline note', async () => {
    const created = await createdMeeting(t, organizer.headers);
    const token = tokenOf(created.participants[0].link);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${token}`,
      payload: { note: NUL },
    });
    expectFieldRefused(response, 'note');
  });

  it.each(['subject', 'html', 'text'])('mail template %s', async (field) => {
    const current = (
      await t.app.inject({ url: '/api/admin/email-templates/cancelled', headers: admin.headers })
    ).json();
    const template = { subject: current.subject, html: current.html, text: current.text };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/cancelled',
      headers: admin.headers,
      payload: { ...template, [field]: `${template[field as keyof typeof template]}\u0000` },
    });
    expectFieldRefused(response, field);
  });

  it('sign-up name, and the e-mail on the sign-in form', async () => {
    const flow = new OidcFlow(t.app, '198.51.100.77');
    const page = await flow.start();
    const signUp = await flow.request('POST', `${page}/signup`, {
      name: NUL,
      email: 'nul@example.com',
      password: 'a long enough passphrase',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.body).toContain('Your name must not contain control characters');
    const signIn = await flow.request('POST', `${page}/login`, {
      email: 'a\u0000@example.com',
      password: 'x',
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.body).toContain('Your email must not contain control characters');
  });

  it('keeps tabs and line breaks where a field may have several lines', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: organizer.headers,
      payload: meetingRequest({ description: 'Agenda:\n\t1. Plan\r\n\t2. Budget' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('calendar addresses that are not addresses are refused before any request', () => {
  it.each([
    'http://[::1/a.ics',
    'https://a:b:c',
    'https://%zz',
    'https://ex%20ample',
    'http://[fe80::1%25eth0]',
    'webcal://%zz/feed.ics',
  ])('%s', async (address) => {
    // A person of its own per address: connecting is rate limited per account.
    const { headers } = await signedInUser(t, `person${++people}@example.com`);
    const ics = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers,
      payload: { provider: 'ics', feedUrl: address },
    });
    expect(ics.statusCode).toBe(400);
    expect(ics.json().fields.feedUrl).toMatch(/not a valid address/);
    const caldav = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers,
      payload: {
        provider: 'caldav',
        serverUrl: address.replace(/^webcal/, 'https'),
        username: 'u',
        password: 'p',
      },
    });
    expect(caldav.statusCode).toBe(400);
    expect(caldav.json().fields.serverUrl).toMatch(/not a valid address/);
  });
});
