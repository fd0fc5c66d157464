import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { bookMeeting, tokenOf } from '../meetings/meeting-fixtures';
import { berlinSeriesRequest, seriesClock as pinned } from '../series/support/berlin-series';
import { startTestApp, type TestApp } from '../support/test-app';

// A German organizer's Monday series in Berlin (15:00) across the EU spring change on 29 March: Lea
// reads her e-mails in French from Sydney, Nils in the organizer's German from New York. "Now" is
// pinned to the Sunday evening before.

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
  headers = { ...(await signedInUser(t, 'dora@example.com', 'Dora Organizer')).headers, ...pinned };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers,
    payload: {
      name: 'Dora Organizer',
      timeZone: 'Europe/Berlin',
      workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      theme: 'system',
      clock: 'auto',
      locale: 'de',
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t?.close());

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  template: string;
}

async function outbox(title: string): Promise<OutboxRow[]> {
  const result = await t.database.db.execute(
    `select to_address as "to", subject, text, template_key as template from outbox order by created_at, to_address`,
  );
  return (result as unknown as { rows: OutboxRow[] }).rows.filter((r) => r.text.includes(title));
}

const mailTo = (rows: OutboxRow[], template: string, who: string) =>
  rows.find((r) => r.template === template && r.to.startsWith(who))!;

async function answer(link: string, timeZone: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(link)}`,
    headers: pinned,
    payload: {
      timeZone,
      painted: true,
      available: [{ start: Date.parse('2026-03-16T13:00:00Z'), end: Date.parse('2026-03-16T16:00:00Z') }],
    },
  });
  expect(res.statusCode).toBe(200);
}

it('words a series, its skipped dates and a cancelled date in each guest’s language', async () => {
  const title = 'Wochenrunde 7d2a';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: berlinSeriesRequest(
      title,
      { interval: 2, count: 5, skip: ['2026-04-13'] },
      {
        participants: [
          { email: 'lea@example.com', name: 'Lea', required: true, locale: 'fr' },
          { email: 'nils@example.com', name: 'Nils', required: true },
        ],
      },
    ),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string; participants: { email: string; link: string }[] };
  const linkOf = (email: string) => meeting.participants.find((p) => p.email === email)!.link;

  const invited = await outbox(title);
  expect(mailTo(invited, 'invitation', 'lea').text).toContain(
    '(45 minutes) toutes les 2 semaines, 5 fois, à partir du 16 mars 2026.',
  );
  expect(mailTo(invited, 'invitation', 'nils').text).toContain(
    '(45 Minuten) alle 2 Wochen, 5 Termine, ab 16. März 2026 treffen.',
  );

  await answer(linkOf('lea@example.com'), 'Australia/Sydney');
  await answer(linkOf('nils@example.com'), 'America/New_York');
  await bookMeeting(t, headers, meeting.id, Date.parse('2026-03-16T14:00:00Z'));
  const scheduled = await outbox(title);
  expect(mailTo(scheduled, 'all_answered', 'dora').text).toContain(
    'zur Serie (alle 2 Wochen, 5 Termine, ab 16. März 2026)',
  );
  // Sydney leaves summer time on 5 April, Berlin starts it on 29 March: three readings for Lea.
  expect(mailTo(scheduled, 'scheduled', 'lea').text).toContain(
    'est prévu le lundi 16 mars 2026, 15:00–15:45, Berlin (GMT+1), puis toutes les 2 semaines le lundi à la même heure, 5 fois, sauf lundi 13 avril 2026\u00a0; à Sydney, c’est mardi 01:00–01:45 le 17 mars, puis mardi 00:00–00:45 le 31 mars, puis lundi 23:00–23:45 du 27 avril au 11 mai, selon les changements d’heure.',
  );
  // New York changed on 8 March, before Berlin: 10:00 on the first date, 09:00 after.
  expect(mailTo(scheduled, 'scheduled', 'nils').text).toContain(
    'ist geplant für Montag, 16. März 2026, 15:00–15:45, Berlin (GMT+1), danach alle 2 Wochen am Montag zur selben Zeit, 5 Termine, außer Montag, 13. April 2026; in New York ist das Montag, 10:00–10:45 am 16. März, danach Montag, 09:00–09:45 vom 30. März bis zum 11. Mai, da die Uhren umgestellt werden.',
  );

  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/occurrences/cancel`,
    headers,
    payload: { date: '2026-03-30', reason: 'Betriebsausflug' },
  });
  expect(cancelled.statusCode).toBe(200);
  const after = (await outbox(title)).filter((r) => r.template === 'cancelled');
  expect(mailTo(after, 'cancelled', 'lea').text).toContain(
    'qui était prévu le mardi 31 mars 2026, 00:00–00:45, Sydney (GMT+11) — uniquement cette date ; la série (lundi 16 mars 2026, 15:00–15:45, Berlin (GMT+1), puis toutes les 2 semaines le lundi à la même heure, 5 fois, sauf lundi 30 mars 2026 et lundi 13 avril 2026',
  );
  expect(mailTo(after, 'cancelled', 'nils').text).toContain(
    'geplant für Montag, 30. März 2026, 09:00–09:45, New York (GMT-4) – nur dieser Termin; die Serie (Montag, 16. März 2026, 15:00–15:45, Berlin (GMT+1), danach alle 2 Wochen am Montag zur selben Zeit, 5 Termine, außer Montag, 30. März 2026 und Montag, 13. April 2026;',
  );

  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/occurrences/restore`,
    headers,
    payload: { date: '2026-03-30' },
  });
  expect(restored.statusCode).toBe(200);
  const back = (await outbox(title)).filter((r) => r.template === 'meeting_updated');
  expect(mailTo(back, 'meeting_updated', 'lea').text).toContain(
    'la date du lundi 30 mars 2026 est rétablie et n’est plus annulée',
  );
  expect(mailTo(back, 'meeting_updated', 'nils').text).toContain(
    'der Termin am Montag, 30. März 2026 findet wieder statt und ist nicht mehr abgesagt',
  );

  // A moved series says where it was as its old weekly time, not as its old first date.
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/reschedule`,
    headers,
    payload: { start: Date.parse('2026-03-17T14:00:00Z'), sequence: restored.json().sequence },
  });
  expect(moved.statusCode).toBe(200);
  const movedMails = (await outbox(title)).filter((r) => r.template === 'rescheduled');
  expect(mailTo(movedMails, 'rescheduled', 'lea').text).toContain(
    'du lundi à 15:00 (toutes les 2 semaines, Berlin) au mardi 17 mars 2026, 15:00–15:45, Berlin (GMT+1)',
  );
  expect(mailTo(movedMails, 'rescheduled', 'nils').text).toContain(
    'von Montag um 15:00 (alle 2 Wochen, Berlin) auf Dienstag, 17. März 2026, 15:00–15:45, Berlin (GMT+1)',
  );
});
