import { describe, expect, it } from 'vitest';
import { seriesMailAppForFile } from './support/booked-series';
import { berlinSeriesRequest } from './support/berlin-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (which cannot store NUL at all). A cancel
// reason goes into every person's e-mail and calendar CANCEL, so it is refused like any text field.

const { bed } = seriesMailAppForFile();

const hostile = [
  ['NUL', 'Room flooded\u0000'],
  ['ESC', 'Room \u001b[31mflooded'],
  ['BEL', 'Room flooded\u0007'],
] as const;

async function bookedMeeting(title: string, recurrence: Record<string, unknown> | null): Promise<string> {
  const request = berlinSeriesRequest(title, recurrence ?? {});
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.headers,
    payload: recurrence ? request : { ...request, recurrence: undefined },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const booked = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/book`,
    headers: bed.headers,
    payload: { start: Date.parse('2026-03-16T14:00:00Z') },
  });
  expect(booked.statusCode).toBe(200);
  return id;
}

async function statusOf(id: string) {
  const detail = (await bed.t.app.inject({ url: `/api/meetings/${id}`, headers: bed.headers })).json();
  return { status: detail.status as string, skip: (detail.recurrence?.skip ?? []) as string[] };
}

function expectReasonRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; fields: Record<string, string> };
  expect(body.code).toBe('validation_failed');
  expect(body.fields.reason).toBe('Reason must not contain control characters');
}

describe('a cancel reason with control characters is refused with a 400 naming the field', () => {
  it.each(hostile)('cancelling a booked meeting, reason with %s', async (name, reason) => {
    const id = await bookedMeeting(`Cancel with ${name}`, null);
    const response = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/cancel`,
      headers: bed.headers,
      payload: { reason },
    });
    expectReasonRefused(response);
    expect((await statusOf(id)).status).toBe('scheduled');
  });

  it.each(hostile)('cancelling one occurrence of a booked series, reason with %s', async (name, reason) => {
    const id = await bookedMeeting(`Occurrence cancel with ${name}`, { count: 4 });
    const response = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/occurrences/cancel`,
      headers: bed.headers,
      payload: { date: '2026-03-23', reason },
    });
    expectReasonRefused(response);
    expect(await statusOf(id)).toEqual({ status: 'scheduled', skip: [] });
  });

  it('keeps a reason of several lines, on both routes', async () => {
    const reason = 'Room flooded.\r\n\tWe meet again next week.';
    const series = await bookedMeeting('Occurrence cancel with lines', { count: 4 });
    const one = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${series}/occurrences/cancel`,
      headers: bed.headers,
      payload: { date: '2026-03-23', reason },
    });
    expect(one.statusCode).toBe(200);
    expect((await statusOf(series)).skip).toEqual(['2026-03-23']);
    const meeting = await bookedMeeting('Cancel with lines', null);
    const all = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting}/cancel`,
      headers: bed.headers,
      payload: { reason },
    });
    expect(all.statusCode).toBe(200);
    expect((await statusOf(meeting)).status).toBe('cancelled');
  });
});
