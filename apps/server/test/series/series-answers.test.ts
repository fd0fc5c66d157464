import { describe, expect, it } from 'vitest';
import { sweepAnswersOnce } from '../connections/attendee-sweep';
import { testCredentialsKey } from '../connections/support';
import { googleSettings } from '../support/fake-google';
import { bookedBerlinSeries, seriesOnGoogleForFile, until } from './support/series-on-google';

// A Berlin Monday series at 15:00, four dates from 16 March 2026, written to Google (fake). Its attendees'
// answers are read until its last date (6 April), not only until the first one is over.

const scene = seriesOnGoogleForFile();

async function seriesEventOf(title: string) {
  const meeting = await bookedBerlinSeries(scene, title, { count: 4 });
  const link = await until(() =>
    scene.google.requests.find((r) => r.method === 'POST' && r.body.includes(title)),
  );
  expect(link).toBeDefined();
  // The write job stores the event's id only after Google has answered the POST: wait for the row too.
  const deadline = Date.now() + 25_000;
  let rows: { provider_event_id: string }[];
  do {
    rows = (
      (await scene.t.database.db.execute(
        `select provider_event_id from meeting_calendar_events where meeting_id = '${meeting.id}'`,
      )) as unknown as { rows: { provider_event_id: string }[] }
    ).rows;
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  } while (rows.length === 0 && Date.now() < deadline);
  expect(rows).toHaveLength(1);
  return { id: meeting.id, eventId: rows[0]!.provider_event_id };
}

const responsesOf = async (id: string) =>
  Object.fromEntries(
    (await scene.t.app.inject({ url: `/api/meetings/${id}`, headers: scene.headers }))
      .json()
      .participants.map((p: { email: string; response: string }) => [p.email, p.response]),
  );

describe('attendee answers of a booked series', () => {
  const env = () => ({ CREDENTIALS_KEY: testCredentialsKey, ...googleSettings(scene.google) });

  it('are read after the first date is over, until the last one', async () => {
    const { id, eventId } = await seriesEventOf('Answers after the first Monday');
    scene.google.respond(eventId, 'ana@example.com', 'declined');
    // Wednesday 25 March, between the second and third dates.
    const midway = await sweepAnswersOnce(scene.t, env(), () => Date.parse('2026-03-25T12:00:00Z'));
    expect(midway.told.map((d) => d.email)).toEqual(['ana@example.com']);
    expect(await responsesOf(id)).toMatchObject({ 'ana@example.com': 'declined' });
  });

  it('are no longer read once the last date is over', async () => {
    const { id, eventId } = await seriesEventOf('Answers after the last Monday');
    scene.google.respond(eventId, 'ben@example.com', 'declined');
    // Tuesday 7 April, the day after the fourth and last date.
    const after = await sweepAnswersOnce(scene.t, env(), () => Date.parse('2026-04-07T12:00:00Z'));
    expect(after).toMatchObject({ read: 0, changed: 0, told: [] });
    expect(await responsesOf(id)).toMatchObject({ 'ben@example.com': 'needs-action' });
  });
});
