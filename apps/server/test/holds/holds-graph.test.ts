import { afterAll, beforeAll, expect, it } from 'vitest';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { connectOAuthCalendar, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { holdsInGraph } from './graph-holds';
import { killedWrites } from './crashed-writes';
import { holdsJourney } from './holds-journey';

let microsoft: FakeMicrosoft;
let t: TestApp;
let env: Record<string, string>;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  env = { TEST_CLOCK_HEADER: 'true', CREDENTIALS_KEY: testCredentialsKey, ...microsoftSettings(microsoft) };
  t = await startTestApp(env);
  ({ owner } = await ownerAndStranger(t));
  await connectOAuthCalendar(t, 'microsoft', owner.headers);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

const calendar = async () => holdsInGraph(microsoft);

it('writes, moves and removes the organizer’s holds through Microsoft Graph', async () => {
  await holdsJourney(t, owner.headers, calendar);
  expect(microsoft.violations).toEqual([]);
}, 120_000);

it('adopts or removes a hold written by an instance killed before it listed it', async () => {
  await killedWrites(t, env, owner.headers, calendar);
  expect(microsoft.violations).toEqual([]);
}, 120_000);
