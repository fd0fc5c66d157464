import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

// Late evening UTC on the last day of the year; the window is the first week of January in Berlin.
const NOW = '2026-12-31T22:30:00.000Z';
const pinned = { 'x-overlap-test-now': NOW };

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
});
afterAll(() => t?.close());

interface OutboxRow {
  to_address: string;
  subject: string;
  text: string;
  ics: string | null;
}

async function outboxOf(title: string): Promise<OutboxRow[]> {
  const result = await t.database.db.execute(
    `select to_address, subject, text, ics from outbox order by to_address`,
  );
  return (result as unknown as { rows: OutboxRow[] }).rows.filter((r) => r.text.includes(title));
}

const settings = {
  name: 'Greta Organizer',
  timeZone: 'Europe/Berlin',
  workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  theme: 'system',
  clock: 'auto',
};

it('takes the browser’s language at the first sign-in, then keeps what Settings stores', async () => {
  const { headers } = await signedInUser(t, 'greta@example.com', 'Greta Organizer');
  const first = await t.app.inject({
    url: '/api/me',
    headers: { ...headers, 'accept-language': 'fr-CH, de;q=0.8' },
  });
  expect(first.json().locale).toBe('fr');
  const unsupported = await t.app.inject({
    url: '/api/me',
    headers: { ...headers, 'accept-language': 'de' },
  });
  expect(unsupported.json().locale).toBe('fr');

  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers,
    payload: { ...settings, locale: 'de' },
  });
  expect(saved.json().locale).toBe('de');
  // Saving without a language, or with the null GET answers before one is chosen, keeps the stored one.
  const again = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers, payload: settings });
  expect(again.json().locale).toBe('de');
  const roundTrip = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers,
    payload: { ...settings, locale: null },
  });
  expect(roundTrip.statusCode).toBe(200);
  expect(roundTrip.json().locale).toBe('de');
  const wrong = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers,
    payload: { ...settings, locale: 'it' },
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().fields.locale).toBe('Choose English, Deutsch, Français or Español');
});

it('mails each guest in the language picked for them, else the organizer’s, with dates in that language', async () => {
  const { headers } = await signedInUser(t, 'dora@example.com', 'Dora Organizer');
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers,
    payload: { ...settings, name: 'Dora Organizer', locale: 'de' },
  });
  const title = 'Jahresplanung 4c1e';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...headers, ...pinned },
    payload: meetingRequest({
      title,
      description: '',
      durationMinutes: 60,
      participants: [
        { email: 'ana@example.com', name: 'Ana', required: true, locale: 'es' },
        { email: 'ben@example.com', name: 'Ben', required: true },
      ],
      windowStart: '2027-01-03T23:00:00.000Z',
      windowEnd: '2027-01-08T23:00:00.000Z',
      organizerZone: 'Europe/Berlin',
    }),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json();
  expect(
    meeting.participants.map((p: { email: string; locale: string | null }) => [p.email, p.locale]),
  ).toEqual([
    ['ana@example.com', 'es'],
    ['ben@example.com', null],
  ]);
  const view = await t.app.inject({
    url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0].link)}`,
    headers: pinned,
  });
  expect(view.json().participant.locale).toBe('es');

  const [ana, ben] = await outboxOf(title);
  expect(ana!.subject).toBe(`Dora Organizer te invita a encontrar un horario: ${title}`);
  expect(ana!.text).toContain(
    '(1 hora) entre el lunes, 4 de enero y el viernes, 8 de enero de 2027, Berlin (GMT+1).',
  );
  expect(ben!.subject).toBe(`Dora Organizer lädt Sie zur Terminfindung ein: ${title}`);
  expect(ben!.text).toContain('Hallo Ben,');
  expect(ben!.text).toContain(
    '(1 Stunde) zwischen Montag, 4. Januar und Freitag, 8. Januar 2027, Berlin (GMT+1) treffen.',
  );

  const added = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/participants`,
    headers: { ...headers, ...pinned },
    payload: { participants: [{ email: 'cy@example.com', name: 'Cy', locale: 'fr' }] },
  });
  expect(added.statusCode).toBe(201);
  const cy = (await outboxOf(title)).find((r) => r.to_address === 'cy@example.com')!;
  expect(cy.subject).toBe(`Dora Organizer vous invite à trouver un horaire\u00a0: ${title}`);
});
