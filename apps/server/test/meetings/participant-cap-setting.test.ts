import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { createdMeeting, postMeeting } from './meeting-fixtures';

const bed = appWithPeopleForFile({ MEETING_PARTICIPANTS_MAX: '3' });

const people = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ email: `person${from + i}@example.com`, required: true }));

it('tells the browser the cap the operator set, for the pricing page', async () => {
  const config = (await bed.t.app.inject('/api/config')).json();
  expect(config.site.limits).toEqual({ participantsPerMeeting: 3 });
});

it('refuses a meeting request over MEETING_PARTICIPANTS_MAX with a 400 that says the limit', async () => {
  const res = await postMeeting(bed.t, bed.olga.headers, { participants: people(4) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'too_many_participants',
    message: 'This server allows at most 3 people in one meeting; this one would have 4.',
    params: { max: 3, count: 4 },
  });
});

it('takes a request at the cap, then refuses one more person added later', async () => {
  const created = await createdMeeting(bed.t, bed.olga.headers, { participants: people(3) });
  const added = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${created.id}/participants`,
    headers: bed.olga.headers,
    payload: { participants: people(1, 10) },
  });
  expect(added.statusCode).toBe(400);
  expect(added.json().params).toEqual({ max: 3, count: 4 });
});

it('defaults to 200 and refuses a setting above what the schemas take', () => {
  expect(loadConfig({}).limits.participantsPerMeeting).toBe(200);
  expect(() => loadConfig({ MEETING_PARTICIPANTS_MAX: '201' })).toThrow(
    /MEETING_PARTICIPANTS_MAX.*at most 200/,
  );
  expect(() => loadConfig({ MEETING_PARTICIPANTS_MAX: 'lots' })).toThrow(/MEETING_PARTICIPANTS_MAX/);
});
