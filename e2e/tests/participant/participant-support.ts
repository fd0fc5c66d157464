import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { seedMeeting, type SeededMeeting, type SeedOptions } from '../../support/seed-meeting';
import { pinClocks } from '../../support/test-clock';

import { sidewaysOverflow } from '../../support/caught-mail';

export { mailTo, sidewaysOverflow } from '../../support/caught-mail';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Instants the participant tests run at, so nothing depends on when the suite runs. */
export const AT = {
  /** Monday 23 November 2026, 22:30 UTC: already Tuesday 04:00 in Kolkata. */
  mondayLate: '2026-11-23T22:30:00Z',
  /** Sunday 22 November 2026, 12:00 UTC: the day before a week of meetings. */
  sundayNoon: '2026-11-22T12:00:00Z',
} as const;

/**
 * Runs the spec file's tests in an en-GB browser in `timezoneId`, its clocks and the server's pinned to
 * Sunday noon before each test. Call it at the top of the file.
 */
export function guestBrowserAtSundayNoon(timezoneId: string) {
  test.use({ timezoneId, locale: 'en-GB' });
  test.beforeEach(async ({ page }) => {
    await pinClocks(page, AT.sundayNoon);
  });
}

/** Seeds the suite's meeting (Ana and Ben invited) at Sunday noon and opens one guest's link in `page`. */
export async function openGuestLink(
  page: Page,
  request: APIRequestContext,
  guest: 'Ana' | 'Ben',
  options: Omit<SeedOptions, 'now' | 'participants'> = {},
) {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, ...options });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.people[guest]!.token);
  return { seeded, participant };
}

/** Books the meeting through the organizer's API at the given hour (UTC) of the window's second day. */
export async function bookMeeting(request: APIRequestContext, seeded: SeededMeeting, hourUtc = 10) {
  const start = seeded.windowStart + DAY + hourUtc * HOUR;
  const response = await request.post(`/api/meetings/${seeded.meetingId}/book`, {
    headers: { ...seeded.organizerHeaders, ...seeded.clock },
    data: { start },
  });
  if (!response.ok()) throw new Error(`booking answered ${response.status()}: ${await response.text()}`);
  return start;
}

export async function cancelMeeting(request: APIRequestContext, seeded: SeededMeeting) {
  const response = await request.post(`/api/meetings/${seeded.meetingId}/cancel`, {
    headers: { ...seeded.organizerHeaders, ...seeded.clock },
  });
  if (!response.ok()) throw new Error(`cancelling answered ${response.status()}: ${await response.text()}`);
}

/** How the page writes a time on a 24-hour clock: 'Wednesday 10 June 2026, 14:00' in the zone. */
export function wallClock(instant: number, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  })
    .format(instant)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(instant);
  return `${day}, ${time}`;
}

/** The widths and colour schemes every participant page is checked at. */
export const LOOKS = [
  { width: 1280, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
  { width: 375, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const;

/** Sets the page's width and colour scheme before it opens. */
export async function lookAt(page: Page, look: (typeof LOOKS)[number]) {
  await page.setViewportSize({ width: look.width, height: look.width > 600 ? 900 : 800 });
  await page.emulateMedia({ colorScheme: look.scheme });
}

/** A full-page screenshot, into SHOTS_DIR when set (kept between runs), else the test's output folder. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : testInfo.outputPath(name);
  // From the top, so the sticky header is not photographed halfway down the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** Checks that nothing pushes the page sideways, then takes its `snap`. */
export async function expectFitsThenSnap(page: Page, testInfo: TestInfo, name: string) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, testInfo, name);
}
