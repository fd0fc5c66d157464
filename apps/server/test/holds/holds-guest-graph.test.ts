import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectOAuthCalendar, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { guestHoldsJourney, guestOrphanSweep } from './guest-holds-journey';
import { holdsInGraph } from './graph-holds';

let microsoft: FakeMicrosoft;
let t: TestApp;
type Headers = Record<string, string>;
let owner: Headers;
let ana: Headers;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    CREDENTIALS_KEY: testCredentialsKey,
    ...microsoftSettings(microsoft),
  });
  owner = (await ownerAndStranger(t)).owner.headers;
  // The organizer has no calendar here: every hold in the fake's calendar is Ana's.
  ana = (await signedInUser(t, 'Ana@Example.com', 'Ana Guest')).headers;
  await connectOAuthCalendar(t, 'microsoft', ana);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

const calendar = async () => holdsInGraph(microsoft);

it('writes, moves and removes a signed-in guest’s holds in her Outlook calendar through Graph', async () => {
  await guestHoldsJourney(t, owner, ana, calendar);
  expect(microsoft.violations).toEqual([]);
}, 120_000);

it('sweeps a guest’s holds left in her Outlook calendar', async () => {
  await guestOrphanSweep(t, owner, ana, calendar);
}, 60_000);
