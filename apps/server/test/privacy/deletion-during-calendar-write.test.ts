import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectGoogle, createAndBook, testCredentialsKey } from '../connections/support';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';

let google: FakeGoogle;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, ...googleSettings(google) });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  ({ headers } = await signedInUser(t, 'vera@example.com', 'Vera Owner'));
  await connectGoogle(t, headers);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** Books a meeting and holds Google's answer to the event insert until the test lets it through. */
async function bookWhileGoogleIsSlow() {
  const insert = google.holdNext('POST', '/calendar/v3/calendars/');
  const booked = await createAndBook(t, headers);
  await insert.arrived;
  const release = async () => {
    insert.release();
    await insert.answered;
  };
  return { booked, release };
}

/** Google stored the event when it answered; the write job must then delete it again. */
async function expectNothingLeftInGoogle(what: string) {
  const left = await eventually(
    async () => google.written().filter((event) => event.summary === meetingRequest().title),
    (events) => events.length === 0,
    what,
    { timeoutMs: 15_000 },
  );
  expect(left).toEqual([]);
}

it('deleting a meeting while its event is being written leaves no event behind', async () => {
  const { booked, release } = await bookWhileGoogleIsSlow();
  const deleted = await t.app.inject({ method: 'DELETE', url: `/api/meetings/${booked.id}`, headers });
  expect(deleted.json()).toMatchObject({ deleted: true, cancelled: true });
  await release();
  await expectNothingLeftInGoogle('the event written for the deleted meeting is deleted again');
});

it('cancelling a meeting while its event is being written leaves no event behind', async () => {
  const { booked, release } = await bookWhileGoogleIsSlow();
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${booked.id}/cancel`,
    headers,
    payload: {},
  });
  expect(cancelled.statusCode).toBe(200);
  await release();
  await expectNothingLeftInGoogle('the event written for the cancelled meeting is deleted again');
});
