import { expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectGoogle, googleOwnerForFile } from '../connections/support';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { holdsInGoogle } from './google-holds';
import { guestHolds, guestHoldsJourney, guestMeeting, guestOrphanSweep, optIn } from './guest-holds-journey';
import { eventually } from '../support/eventually';
import { createMeeting } from './holds-journey';

// The organizer has no calendar here: every hold in the fake's calendar is Ana's.
const bed = googleOwnerForFile(
  { TEST_CLOCK_HEADER: 'true' },
  {
    connect: false,
    then: async ({ t }) => ({ ana: (await signedInUser(t, 'Ana@Example.com', 'Ana Guest')).headers }),
  },
);

const calendar = async () => holdsInGoogle(bed.google);

it('refuses an opt-in without a session, from another account, without a write calendar, or with a bad link', async () => {
  const m = await guestMeeting(bed.t, bed.owner.headers, 2, 'Refusals');
  const anonymous = await optIn(bed.t, {}, m.token);
  expect(anonymous.statusCode).toBe(401);
  const other = await optIn(bed.t, bed.stranger.headers, m.token);
  expect(other.statusCode).toBe(403);
  expect(other.json()).toMatchObject({ code: 'hold_wrong_account' });
  const noCalendar = await optIn(bed.t, bed.ana, m.token);
  expect(noCalendar.statusCode).toBe(409);
  expect(noCalendar.json().code).toBe('hold_no_write_calendar');
  expect(noCalendar.json().message).toContain('Add new meetings here');
  expect(await guestHolds(bed.t, bed.ana, m.token)).toMatchObject({
    optedIn: false,
    writeCalendar: null,
    holds: [],
  });
  const unknown = await optIn(bed.t, bed.ana, 'x'.repeat(32));
  expect(unknown.statusCode).toBe(404);
  const missing = await bed.t.app.inject({
    method: 'PUT',
    url: '/api/participant/holds/opt-in',
    headers: bed.ana,
  });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toContain('token');

  await connectGoogle(bed.t, bed.ana);
  const none = await guestMeeting(bed.t, bed.owner.headers, 0, 'No holds');
  const nothing = await optIn(bed.t, bed.ana, none.token);
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json().message).toBe('This meeting holds no times now, so there is nothing to hold.');
  const retry = await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/holds/opt-in/retry?token=${m.token}`,
    headers: bed.ana,
  });
  expect(retry.statusCode).toBe(409);
  expect(await calendar()).toEqual([]);
}, 60_000);

it('writes, moves and removes a signed-in guest’s holds in her Google Calendar', async () => {
  await guestHoldsJourney(bed.t, bed.owner.headers, bed.ana, calendar);
  expect(bed.google.violations).toEqual([]);
}, 120_000);

it('sweeps a guest’s holds left in Google Calendar', async () => {
  await guestOrphanSweep(bed.t, bed.owner.headers, bed.ana, calendar);
}, 60_000);

it('shows a refused write to the guest, and her Retry writes the holds once Google accepts', async () => {
  const m = await guestMeeting(bed.t, bed.owner.headers, 2, 'Refused for Ana');
  bed.google.refuseWrites = { status: 403 };
  const failed = await optIn(bed.t, bed.ana, m.token);
  bed.google.refuseWrites = null;
  expect(failed.statusCode).toBe(200);
  expect(failed.json()).toMatchObject({
    optedIn: true,
    state: 'failed',
    message: 'The calendar provider answered with an error. Please try again later.',
    reason: 'provider-error',
    holds: [],
  });
  expect((await calendar()).filter((e) => e.tag === m.id)).toEqual([]);
  const retried = await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/holds/opt-in/retry?token=${m.token}`,
    headers: bed.ana,
  });
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ state: 'written', message: null, reason: null });
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);

it('counts a guest’s holds against her own account’s 50', async () => {
  const open = (
    (await bed.t.app.inject({ url: '/api/meetings', headers: bed.ana })).json() as { holds: number }[]
  )
    .filter((m) => m.holds > 0)
    .reduce((sum, m) => sum + m.holds, 0);
  const optedIn = 2; // 'Refused for Ana' is still open and opted in.
  expect(open + optedIn).toBe(2);
  const hers: string[] = [];
  for (let i = 0; i < 9; i++) hers.push((await createMeeting(bed.t, bed.ana, 5, `Ana’s request ${i}`)).id);
  const fits = await guestMeeting(bed.t, bed.owner.headers, 3, 'Fits');
  expect((await optIn(bed.t, bed.ana, fits.token)).statusCode).toBe(200);
  const over = await guestMeeting(bed.t, bed.owner.headers, 1, 'One too many');
  const refused = await optIn(bed.t, bed.ana, over.token);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'hold_limit', params: { limit: 50, held: 50 } });
  // The opt-in counts for her own requests too.
  const own = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.ana,
    payload: meetingRequest({ holds: 1, participants: [{ email: 'ben@example.com', required: true }] }),
  });
  expect(own.statusCode).toBe(409);
  // Opting out frees her room.
  expect((await optIn(bed.t, bed.ana, fits.token, 'DELETE')).statusCode).toBe(200);
  expect((await optIn(bed.t, bed.ana, over.token)).json()).toMatchObject({
    holds: [{ rank: 1 }],
    limitedTo: null,
  });

  // The organizer asks for 5 where Ana has room for 3 (45 of her own, 2 for 'Refused for Ana'): her
  // calendar keeps the top 3, and she is told why.
  const raised = await bed.t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${over.id}/settings`,
    headers: bed.owner.headers,
    payload: { holds: 5 },
  });
  expect(raised.statusCode).toBe(200);
  const capped = await eventually(
    () => guestHolds(bed.t, bed.ana, over.token),
    (s) => s.holds.length === 3,
    'her calendar holds as many as her room allows',
  );
  expect(capped).toMatchObject({ state: 'written', limitedTo: 3, accountLimit: 50 });
  expect(
    (await calendar())
      .filter((e) => e.tag === over.id)
      .map((e) => e.title)
      .sort(),
  ).toEqual([1, 2, 3].map((k) => `Hold: One too many (option ${k} of 3)`));
  // Once one of her own requests is cancelled, her Retry holds all five.
  const cancelled = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${hers[0]}/cancel`,
    headers: bed.ana,
    payload: {},
  });
  expect(cancelled.statusCode).toBe(200);
  const retried = await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/holds/opt-in/retry?token=${over.token}`,
    headers: bed.ana,
  });
  expect(retried.json()).toMatchObject({ state: 'written', limitedTo: null });
  expect(retried.json().holds).toHaveLength(5);
}, 120_000);

it('lets a guest with room for fewer holds than asked opt in, and keeps the top ones that fit', async () => {
  // After the test above: 40 of her own, 2 for 'Refused for Ana' and 5 for 'One too many': room for 3.
  const five = await guestMeeting(bed.t, bed.owner.headers, 5, 'Room for three');
  expect(await guestHolds(bed.t, bed.ana, five.token)).toMatchObject({ optedIn: false, limitedTo: 3 });
  const joined = await optIn(bed.t, bed.ana, five.token);
  expect(joined.statusCode, joined.body).toBe(200);
  const held = await eventually(
    () => guestHolds(bed.t, bed.ana, five.token),
    (s) => s.holds.length === 3,
    'her calendar holds the top 3 of 5',
  );
  expect(held).toMatchObject({ optedIn: true, state: 'written', limitedTo: 3 });
  expect(held.holds.map((h) => h.rank)).toEqual([1, 2, 3]);
  // With no room left at all, opting in to one more is still refused.
  const none = await guestMeeting(bed.t, bed.owner.headers, 1, 'No room');
  expect(await guestHolds(bed.t, bed.ana, none.token)).toMatchObject({ limitedTo: 0 });
  expect((await optIn(bed.t, bed.ana, none.token)).json()).toMatchObject({ code: 'hold_limit' });
}, 120_000);
