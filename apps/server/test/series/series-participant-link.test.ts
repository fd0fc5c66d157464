import { describe, expect, it } from 'vitest';
import { seriesMailAppForFile } from './support/booked-series';
import { tokenOf } from '../meetings/meeting-fixtures';
import { fourBerlinMondaysWithSkipped } from './support/berlin-series';
import { bookedBerlinSeries } from './support/series-on-google';

// A Berlin Monday series at 15:00, four dates from 16 March 2026 (the last, 6 April, 13:00–13:45 UTC after
// the spring change). A participant's link keeps opening it until its last kept date is over.

const { bed } = seriesMailAppForFile();

const at = (iso: string) => ({ 'x-overlap-test-now': iso });
const open = (token: string, iso: string) =>
  bed.t.app.inject({ url: `/api/participant/meeting?token=${token}`, headers: at(iso) });
const download = (token: string, iso: string) =>
  bed.t.app.inject({ url: `/api/participant/invitation.ics?token=${token}`, headers: at(iso) });

async function seriesWithLink(title: string) {
  const meeting = await bookedBerlinSeries(bed, title, { count: 4 });
  return { id: meeting.id, token: tokenOf(meeting.participants[0]!.link) };
}

describe("a booked series' participant link", () => {
  it('opens after the first date is over, and the invitation still downloads', async () => {
    const { token } = await seriesWithLink('Link after the first Monday');
    // Wednesday 25 March, between the second and third dates.
    const page = await open(token, '2026-03-25T12:00:00Z');
    expect(page.statusCode).toBe(200);
    expect(page.json().meeting.status).toBe('scheduled');
    const file = await download(token, '2026-03-25T12:00:00Z');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('RRULE:FREQ=WEEKLY');
    // Still on the last date, minutes before it ends.
    expect((await open(token, '2026-04-06T13:40:00Z')).statusCode).toBe(200);
  });

  it('has ended once the last date is over', async () => {
    const { token } = await seriesWithLink('Link after the last Monday');
    const gone = await open(token, '2026-04-06T13:46:00Z');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This meeting has ended, so this link no longer opens it.');
  });

  it('ends with the last date that is not cancelled', async () => {
    const { id, token } = await seriesWithLink('Link of a series whose last Monday is off');
    const cancelled = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/occurrences/cancel`,
      headers: bed.headers,
      payload: { date: '2026-04-06' },
    });
    expect(cancelled.statusCode).toBe(200);
    // 30 March (13:00–13:45 UTC) is now the last date.
    const view = await open(token, '2026-03-30T13:30:00Z');
    expect(view.statusCode).toBe(200);
    expect(view.json().meeting.bookedOccurrences).toEqual(fourBerlinMondaysWithSkipped('2026-04-06'));
    expect((await open(token, '2026-04-01T12:00:00Z')).statusCode).toBe(410);
  });
});
