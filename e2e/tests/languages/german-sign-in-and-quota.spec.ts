import { expect, test } from '@playwright/test';
import { SignInPages, newPerson, startSignIn } from '../../pages/sign-in-pages';
import { serverClockAt, pinServerClock } from '../../support/test-clock';
import { AT, at, createMeeting, hours, signInOrganizerAt } from '../organizer/organizer-support';

// A reader whose browser asks for German.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });

test('the sign-in pages, a refused password and a cancelled sign-in read German', async ({ page }) => {
  await startSignIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Bei Overlap anmelden' })).toBeVisible();
  await new SignInPages(page).signIn({ email: newPerson('german').email, password: 'not the password' });
  await expect(page.getByRole('alert')).toHaveText(
    'E-Mail-Adresse und Passwort passen nicht zusammen. Prüfen Sie beides und versuchen Sie es erneut.',
  );

  await page.getByRole('link', { name: 'Abbrechen und zurück zu Overlap' }).click();
  await expect(
    page.getByRole('heading', { name: 'Anmeldefehler: Die Anmeldung wurde abgebrochen.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

test('a reminder asked for too soon says the exact German sentence, with its hours', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Quartalsplanung',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-23T00:00:00Z',
    people: [{ name: 'Ana' }],
  });
  const reminded = await request.post(`/api/meetings/${meeting.id}/remind`, {
    headers: { ...auth, ...serverClockAt(AT.sundayLate) },
  });
  expect(reminded.status()).toBe(200);
  // An hour later the next reminder waits 23 of the 24 hours.
  await pinServerClock(page.context(), at(AT.sundayLate) + hours(1));

  await page.goto(`/organizer-time-selection?meeting=${meeting.id}`);
  const refused = page.waitForResponse((r) => r.url().endsWith('/remind') && r.status() === 429);
  await page.getByRole('button', { name: 'Erinnerung senden' }).click();
  const body = (await (await refused).json()) as { message: string; params: unknown };
  expect(body).toMatchObject({
    message:
      'Everyone still waiting was reminded in the last 24 hours. You can remind them again in 23 hours.',
    params: { hours: 24, waitSeconds: 23 * 3600 },
  });
  // In the toast itself (its live-region announcement repeats the words for a moment).
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(
        'Alle, die noch ausstehen, wurden in den letzten 24 Stunden erinnert. Sie können sie in 23 Stunden wieder erinnern.',
      ),
  ).toBeVisible();
});
