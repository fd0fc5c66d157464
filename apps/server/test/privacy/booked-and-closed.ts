import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

/** Books `meetingId` at `start` as the organizer; when the database says the request closed (retention counts from it). */
export async function bookAndReadClosedAt(
  t: TestApp,
  headers: Record<string, string>,
  meetingId: string,
  start: number,
): Promise<number> {
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meetingId}/book`,
    headers,
    payload: { start },
  });
  expect(booked.statusCode).toBe(200);
  const closed = await t.database.db.execute(`select closed_at from meetings where id = '${meetingId}'`);
  return new Date((closed as unknown as { rows: [{ closed_at: string }] }).rows[0].closed_at).getTime();
}
