import { expect, type APIRequestContext } from '@playwright/test';
import { serverClockAt } from './test-clock';

/** The e2e server's test-only route that runs the retention job for one request (retention-test-route.ts). */
const TEST_RETENTION_ROUTE = '/api/test/retention';

/** Runs the retention job for one meeting as if the server's clock read `instant`; returns what it deleted. */
export async function runRetentionAt(
  request: APIRequestContext,
  meetingId: string,
  instant: Date | string | number,
): Promise<{ answers: number; messages: number }> {
  const response = await request.post(TEST_RETENTION_ROUTE, {
    headers: serverClockAt(instant),
    data: { meetingId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { answers: number; messages: number };
}
