import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ConnectCalendarPage, ConnectionsTab } from '../../pages/connections-pages';
import { DashboardPage } from '../../pages/dashboard-page';
import { signUpSignedIn } from '../../support/signed-in-browser';

// The e2e config starts the fake Google (support/fake-google-server.ts) here and points the server at it.
const port = Number(process.env.E2E_PORT ?? 3210);
const fakeGoogle = `http://127.0.0.1:${port + 3}`;
const callbackUrl = `http://127.0.0.1:${port}/calendar/callback`;
const ZONE = 'Europe/Berlin';

test.use({ viewport: { width: 1280, height: 900 }, timezoneId: ZONE, locale: 'en-US' });

interface Exchange {
  loginHint: string;
  outcome: 'pkce-verified' | 'refused';
  reason?: string;
}

async function exchangesFor(request: APIRequestContext, email: string): Promise<Exchange[]> {
  const all = (await (await request.get(`${fakeGoogle}/e2e/exchanges`)).json()) as Exchange[];
  return all.filter((exchange) => exchange.loginHint === email);
}

/** Clicks Google's card and checks what Overlap asks Google for, as the consent screen receives it. */
async function goToGoogleConsent(page: Page, email: string) {
  const connect = new ConnectCalendarPage(page);
  await connect.open();
  await connect.choose('Google Calendar');
  await page.waitForURL(`${fakeGoogle}/o/oauth2/v2/auth?**`);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('client_id')).toBe('google-client');
  expect(asked.get('redirect_uri')).toBe(callbackUrl);
  expect(asked.get('response_type')).toBe('code');
  expect(asked.get('code_challenge_method')).toBe('S256');
  expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(asked.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(asked.get('access_type')).toBe('offline');
  expect(asked.get('login_hint')).toBe(email);
  expect(asked.get('scope')?.split(' ')).toContain('https://www.googleapis.com/auth/calendar.freebusy');
  await expect(
    page.getByRole('heading', { name: 'Overlap wants to access your Google Account' }),
  ).toBeVisible();
}

/** The busy preview's line for one block, as the browser in ZONE writes it (en-US). */
function previewLine(block: { start: string; end: string }, calendar: string) {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: ZONE });
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: ZONE,
  });
  return {
    day: day.format(new Date(block.start)),
    line: `${time.format(new Date(block.start))}–${time.format(new Date(block.end))} · ${calendar}`,
  };
}

const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ');

test('a person connects Google through its consent screen and sees the account, its calendars and the busy week', async ({
  page,
  request,
}) => {
  const person = await signUpSignedIn(page, 'google-connect');
  await goToGoogleConsent(page, person.email);

  // Hold the app's finishing call, so the callback's progress can be seen before it moves on.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/calendar-connections/oauth/finish', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${callbackUrl}?**`);
  const returnedTo = page.url();
  expect(new URL(returnedTo).searchParams.get('code')).toBeTruthy();
  await expect(page).toHaveTitle(/Connecting Calendar/);
  await expect(page.getByRole('status')).toHaveText('Connecting your calendar…');
  release();

  // The Connections tab shows the account, its status and both calendars with their switches.
  await new DashboardPage(page).expectTab('connections');
  const tab = new ConnectionsTab(page);
  const google = tab.connection('Google Calendar', 'ana@example.com');
  await expect(google).toBeVisible();
  await expect(google).toContainText('Connected');
  const primary = tab.calendar(google, 'ana@example.com');
  const team = tab.calendar(google, 'Team');
  await expect(tab.checkConflicts(primary)).toBeChecked();
  await expect(tab.writeTarget(primary)).toBeChecked();
  await expect(tab.checkConflicts(team)).toBeChecked();
  // Team is shared read-only with this account: nothing can be added there.
  await expect(tab.writeTarget(team)).toHaveCount(0);

  // The server proved the code was its own: the fake checked the code_verifier against the challenge.
  expect(await exchangesFor(request, person.email)).toEqual([
    { loginHint: person.email, outcome: 'pkce-verified' },
  ]);

  // The 7-day preview shows the busy time Google answers, in the browser's zone.
  const busy = (await (await request.get(`${fakeGoogle}/e2e/busy`)).json()) as Record<
    string,
    { start: string; end: string }[]
  >;
  const primaryBlock = previewLine(busy['ana@example.com']![0]!, 'ana@example.com');
  const teamBlock = previewLine(busy['team@group.calendar.google.com']![0]!, 'Team');
  await expect(tab.busyPreview()).toBeVisible();
  await expect.poll(async () => plain(await tab.busyTimes().innerText())).toContain(primaryBlock.day);
  const previewText = plain(await tab.busyTimes().innerText());
  expect(previewText).toContain(primaryBlock.line);
  expect(previewText).toContain(teamBlock.day);
  expect(previewText).toContain(teamBlock.line);

  // Turning conflict checks off for Team takes its busy time out of the preview, and it stays off.
  // (The switch follows the server's answer, not the click, so it is clicked rather than `uncheck`ed.)
  await tab.checkConflicts(team).click();
  await expect(tab.checkConflicts(team)).not.toBeChecked();
  await expect.poll(async () => plain(await tab.busyTimes().innerText())).not.toContain(teamBlock.line);
  await page.reload();
  await expect(
    tab.checkConflicts(tab.calendar(tab.connection('Google Calendar', 'ana@example.com'), 'Team')),
  ).not.toBeChecked();

  // Refresh lists the calendars again, reads the ticked one now and says what came of it.
  const again = tab.connection('Google Calendar', 'ana@example.com');
  await again.getByRole('button', { name: 'Refresh' }).click();
  await expect(again.getByRole('status')).toHaveText(
    'Refreshed just now: 2 calendars found, 1 checks for conflicts.',
  );
  await expect(again).toContainText('Connected');

  // Opening the same callback address again (its state is used up) is refused and changes nothing.
  await page.goto(returnedTo);
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
  await page.getByRole('link', { name: 'Back to Connections' }).click();
  await new DashboardPage(page).expectTab('connections');
  await expect(tab.connections()).toHaveCount(1);
  expect(await exchangesFor(request, person.email)).toHaveLength(1);
});

test('a person who denies access on Google’s consent screen is told nothing was connected and can go back', async ({
  page,
  request,
}) => {
  const person = await signUpSignedIn(page, 'google-deny');
  await goToGoogleConsent(page, person.email);
  await page.getByRole('button', { name: 'Deny' }).click();

  await page.waitForURL(`${callbackUrl}?**`);
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
  await expect(page.getByRole('alert')).toHaveText(
    'You did not allow Overlap to use your Google Calendar. Nothing was connected.',
  );
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/connect-calendar');
  await page.getByRole('link', { name: 'Back to Connections' }).click();
  await new DashboardPage(page).expectTab('connections');
  await expect(page.getByText('No calendars connected yet.')).toBeVisible();
  expect(await exchangesFor(request, person.email)).toEqual([]);

  // Trying again starts a fresh consent.
  await page.getByRole('link', { name: 'Connect a calendar' }).click();
  await expect(new ConnectCalendarPage(page).card('Google Calendar').getByRole('button')).toBeEnabled();
});
