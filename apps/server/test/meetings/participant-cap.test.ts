import { MEETING_LIMITS } from '@overlap/contracts';
import { expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { postMeeting } from './meeting-fixtures';

const bed = appWithPeopleForFile({ QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '1000' });

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ email: `person${i}@example.com`, required: i % 3 !== 0 }));

it('invites up to 200 people to one meeting, as the pricing page promises', async () => {
  expect(MEETING_LIMITS.participantsMax).toBe(200);
  const res = await postMeeting(bed.t, bed.olga.headers, { participants: people(200) });
  expect(res.statusCode).toBe(201);
  expect(res.json().participantCount).toBe(200);

  const suggestions = await bed.t.app.inject({
    url: `/api/meetings/${res.json().id}/suggestions`,
    headers: bed.olga.headers,
  });
  expect(suggestions.statusCode).toBe(200);
});

it('refuses a 201st person with a message saying the limit', async () => {
  const res = await postMeeting(bed.t, bed.olga.headers, { participants: people(201) });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain('Invite at most 200 people');
});
