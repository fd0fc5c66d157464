import { afterAll, beforeAll, expect, it } from 'vitest';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { connectOAuthCalendar, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { holdsJourney, type HeldEvent } from './holds-journey';

let microsoft: FakeMicrosoft;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    CREDENTIALS_KEY: testCredentialsKey,
    ...microsoftSettings(microsoft),
  });
  ({ owner } = await ownerAndStranger(t));
  await connectOAuthCalendar(t, 'microsoft', owner.headers);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

/** The holds as Graph keeps them: showAs tentative, tagged by a single-value extended property. */
async function calendar(): Promise<HeldEvent[]> {
  return microsoft.written().flatMap((event) => {
    const tag = (event.singleValueExtendedProperties as { id: string; value: string }[] | undefined)?.find(
      (p) => p.id.includes('Name OverlapHold'),
    )?.value;
    if (!tag) return [];
    const time = (v: unknown) => Date.parse(`${(v as { dateTime: string }).dateTime}Z`);
    return [
      {
        title: String(event.subject),
        start: time(event.start),
        end: time(event.end),
        tentative: event.showAs === 'tentative',
        tag,
      },
    ];
  });
}

it('writes, moves and removes the organizer’s holds through Microsoft Graph', async () => {
  await holdsJourney(t, owner.headers, calendar);
  expect(microsoft.violations).toEqual([]);
}, 120_000);
