import { MEETING_LIMITS } from '@overlap/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest } from './meeting-fixtures';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  // A new account may invite fewer people a day than this (the anti-spam quota); this test is about the cap.
  t = await startTestApp({ QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '1000' });
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
});
afterAll(() => t.close());

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ email: `person${i}@example.com`, required: i % 3 !== 0 }));

it('invites up to 200 people to one meeting, as the pricing page promises', async () => {
  expect(MEETING_LIMITS.participantsMax).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: organizer.headers,
    payload: meetingRequest({ participants: people(200) }),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().participantCount).toBe(200);

  const suggestions = await t.app.inject({
    url: `/api/meetings/${res.json().id}/suggestions`,
    headers: organizer.headers,
  });
  expect(suggestions.statusCode).toBe(200);
});

it('refuses a 201st person with a message saying the limit', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: organizer.headers,
    payload: meetingRequest({ participants: people(201) }),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain('Invite at most 200 people');
});
