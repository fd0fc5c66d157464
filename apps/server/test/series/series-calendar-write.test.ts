import { expect, it } from 'vitest';
import { googleOwnerForFile } from '../connections/support';
import { anyTimeBerlinSeriesRequest } from './support/berlin-series';
import { expectFourBerlinMondaysOnGoogle } from './support/series-on-google';
import { eventually, eventuallyTrue } from '../support/eventually';

// Late Sunday evening UTC before a Berlin Monday series across the EU spring change.
const pinned = { 'x-overlap-test-now': '2026-03-15T22:45:00.000Z' };

const bed = googleOwnerForFile({ TEST_CLOCK_HEADER: 'true' });

it('writes a booked series to the organizer’s Google calendar as one recurring event', async () => {
  const headers = { ...bed.owner.headers, ...pinned };
  const meeting = (
    await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers,
      payload: anyTimeBerlinSeriesRequest('Series to Google', { count: 4, skip: ['2026-03-23'] }),
    })
  ).json();
  const booked = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers,
    payload: { start: Date.parse('2026-03-16T14:00:00Z') },
  });
  expect(booked.statusCode).toBe(200);

  // The write runs in the background.
  const detail = await eventually(
    async () => (await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers })).json(),
    (read) => read.delivery.calendar.state !== 'pending',
    'the calendar write has run',
  );
  expect(detail.delivery.calendar).toMatchObject({ state: 'written', provider: 'google' });
  const insert = bed.google.requests.find((r) => r.method === 'POST' && /\/events$/.test(r.path));
  const body = JSON.parse(insert!.body);
  expectFourBerlinMondaysOnGoogle(body);

  // Cancelling one occurrence through the API rewrites the organizer's event with it as EXDATE.
  const cancelled = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/occurrences/cancel`,
    headers,
    payload: { date: '2026-03-30' },
  });
  expect(cancelled.statusCode).toBe(200);
  const patched = () => bed.google.requests.findLast((r) => r.method === 'PATCH');
  await eventuallyTrue(async () => patched() !== undefined, 'the event at Google is patched');
  expect(JSON.parse(patched()!.body).recurrence).toEqual([
    'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    'EXDATE;TZID=Europe/Berlin:20260323T150000,20260330T150000',
  ]);
});
