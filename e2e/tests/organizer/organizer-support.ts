import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { browserAccessToken } from '../../pages/organizer-meeting-pages';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { seedMeeting } from '../../support/seed-meeting';
import { pinServerClock } from '../../support/test-clock';

export { mailTo, sidewaysOverflow } from '../../support/caught-mail';

const HOUR = 60 * 60 * 1000;

/** Instants the organizer tests run at, so nothing depends on when the suite runs. */
export const AT = {
  /** Sunday 15 November 2026, 21:30 UTC (London is on UTC): late on the evening before the window. */
  sundayLate: '2026-11-15T21:30:00Z',
  /** Monday 16 November 2026, 10:10 UTC: the window's first morning is partly over. */
  mondayMorning: '2026-11-16T10:10:00Z',
} as const;

export const at = (iso: string) => Date.parse(iso);
export const hours = (n: number) => n * HOUR;

export interface Person {
  name: string;
  required?: boolean;
  /** Their own address; by default one made from the name. */
  email?: string;
}

export interface OrganizerMeeting {
  id: string;
  /** Each participant's token, e-mail and id, by name. */
  people: Record<string, { token: string; email: string; id: string }>;
  auth: Record<string, string>;
  clock: Record<string, string>;
}

/**
 * Signs a new organizer up in the browser (real clock: sign-in is not pinned), then pins the browser's
 * clock and the server's clock for every later request of the page to `now`.
 */
export async function signInOrganizerAt(
  page: Page,
  now: string,
  options: { browserClock?: boolean } = {},
): Promise<Record<string, string>> {
  await signUpSignedIn(page, 'organizer');
  const token = await browserAccessToken(page);
  if (options.browserClock !== false) await page.clock.install({ time: new Date(now) });
  await pinServerClock(page.context(), now);
  return { authorization: `Bearer ${token}` };
}

/**
 * A meeting request for the organizer tests, made with the suite's one seeder at `now`: a London working
 * week (Monday to Friday, 09:00–17:00) and an hour long unless told otherwise, by the signed-in organizer.
 */
export async function createMeeting(
  request: APIRequestContext,
  auth: Record<string, string>,
  now: string,
  options: {
    title: string;
    people: Person[];
    windowStart: string;
    windowEnd: string;
    durationMinutes?: number;
    organizerZone?: string;
    allowedWeekdays?: number[];
    allowedHours?: { start: string; end: string } | null;
  },
): Promise<OrganizerMeeting> {
  const { people, ...rest } = options;
  const meeting = await seedMeeting(request, {
    now,
    organizerHeaders: auth,
    description: 'Plan the next release.',
    durationMinutes: 60,
    allowedWeekdays: [1, 2, 3, 4, 5],
    allowedHours: { start: '09:00', end: '17:00' },
    organizerZone: 'Europe/London',
    location: 'https://meet.example.com/release',
    participants: people,
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
  });
  return { id: meeting.meetingId, people: meeting.people, auth, clock: meeting.clock };
}

/**
 * Signs an organizer in on Monday morning (`AT.mondayMorning`) and creates `title` for `names` over
 * Tuesday 17 to Friday 20 November, the week most organizer tests plan in.
 */
export async function signInWithMondayMeeting(
  page: Page,
  request: APIRequestContext,
  title: string,
  names: string[],
) {
  const now = AT.mondayMorning;
  const auth = await signInOrganizerAt(page, now);
  const meeting = await createMeeting(request, auth, now, {
    title,
    people: names.map((name) => ({ name })),
    windowStart: '2026-11-17T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
  });
  return { now, auth, meeting };
}

type Span = [start: string, end: string];
const intervals = (spans: Span[]) => spans.map(([start, end]) => ({ start: at(start), end: at(end) }));

/** A participant paints free (and if-need-be) times in their zone; everything else counts as busy. */
export async function paint(
  request: APIRequestContext,
  meeting: OrganizerMeeting,
  name: string,
  zone: string,
  free: Span[],
  ifNeedBe: Span[] = [],
) {
  const response = await request.put(`/api/participant/availability?token=${meeting.people[name]!.token}`, {
    headers: meeting.clock,
    data: { timeZone: zone, painted: true, available: intervals(free), ifNeedBe: intervals(ifNeedBe) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The organizer books the meeting at `start` (an ISO instant), as a set-up step through the API. */
export async function bookAt(request: APIRequestContext, meeting: OrganizerMeeting, start: string) {
  const booked = await request.post(`/api/meetings/${meeting.id}/book`, {
    headers: { ...meeting.auth, ...meeting.clock },
    data: { start: at(start) },
  });
  expect(booked.status(), await booked.text()).toBe(200);
}

/**
 * `signInWithMondayMeeting`, then the first of `names` paints Tuesday 17 November 10:00–12:00 London and
 * the meeting is booked at 10:00: a booked meeting still ahead.
 */
export async function signInWithBookedMondayMeeting(
  page: Page,
  request: APIRequestContext,
  title: string,
  names: string[],
) {
  const signedIn = await signInWithMondayMeeting(page, request, title, names);
  await paint(request, signedIn.meeting, names[0]!, 'Europe/London', [
    ['2026-11-17T10:00:00Z', '2026-11-17T12:00:00Z'],
  ]);
  await bookAt(request, signedIn.meeting, '2026-11-17T10:00:00Z');
  return signedIn;
}

/**
 * Signs an organizer in late on Sunday and creates `title` over the two weeks from Monday 16 November,
 * every day allowed, for Ana, Benedict Longname-Smythe (optional) and then `others`. Ana paints Monday
 * 09:00 to Tuesday 17:00 London; Benedict paints Monday 13:00–16:00 and, if need be, Tuesday 13:00–17:00
 * from New York.
 */
export async function signInWithLongNameFortnight(
  page: Page,
  request: APIRequestContext,
  title: string,
  others: Person[],
) {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-30T00:00:00Z',
    allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
    people: [{ name: 'Ana' }, { name: 'Benedict Longname-Smythe', required: false }, ...others],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-16T09:00:00Z', '2026-11-17T17:00:00Z']]);
  const free: Span[] = [['2026-11-16T13:00:00Z', '2026-11-16T16:00:00Z']];
  const ifNeedBe: Span[] = [['2026-11-17T13:00:00Z', '2026-11-17T17:00:00Z']];
  await paint(request, meeting, 'Benedict Longname-Smythe', 'America/New_York', free, ifNeedBe);
  return meeting;
}

/** A participant answers from a calendar only: free in their working hours outside `busy`. */
export async function answerByCalendar(
  request: APIRequestContext,
  meeting: OrganizerMeeting,
  name: string,
  zone: string,
  busy: Span[] = [],
) {
  const response = await request.put(`/api/participant/availability?token=${meeting.people[name]!.token}`, {
    headers: meeting.clock,
    data: { timeZone: zone, painted: false, busy: intervals(busy) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function decline(
  request: APIRequestContext,
  meeting: OrganizerMeeting,
  name: string,
  zone: string,
) {
  const response = await request.post(`/api/participant/decline?token=${meeting.people[name]!.token}`, {
    headers: meeting.clock,
    data: { note: 'Away that week', timeZone: zone },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A screenshot for a person to look at, light or dark, under test-results: the whole page, or the
 * screen scrolled to `target`.
 */
export async function shoot(page: Page, name: string, options: { dark?: boolean; target?: Locator } = {}) {
  const dark = options.dark ?? false;
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  if (options.target) await options.target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `test-results/shots-organizer/${name}-${width}-${dark ? 'dark' : 'light'}.png`,
    fullPage: !options.target,
    // Finishes the colour transitions at once, so the picture shows the theme rather than the change.
    animations: 'disabled',
  });
}
