import { expect, test } from '@playwright/test';
import { AT, createMeeting, paint, shoot, signInOrganizerAt, bookAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
test.describe.configure({ timeout: 90_000 });

test('an e-mail the mail server refused is told in the organizer’s language, with a retry', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  // The suite's mail server refuses "refused-…" addresses for good, as a mailbox that does not exist.
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Budgetrunde',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Kai', email: 'refused-kai@example.com' }],
  });
  for (const name of ['Ana', 'Kai'])
    await paint(request, meeting, name, 'Europe/Berlin', [['2026-11-17T09:00:00Z', '2026-11-17T12:00:00Z']]);
  await bookAt(request, meeting, '2026-11-17T10:00:00Z');

  await page.goto(`/meeting-scheduled?meeting=${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Meeting');
  // The line follows the outbox: sending, then refused at the first attempt (no retries for a 550).
  const refused = page.getByText(
    'E-Mail mit der Zeit: fehlgeschlagen (der Mailserver hat diese Adresse abgelehnt; prüfen Sie sie auf Tippfehler)',
  );
  await expect(refused).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('E-Mail mit der Zeit: gesendet')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'E-Mail an Kai erneut senden' })).toBeVisible();
  // The invitation travels in the e-mail, so the page says so only of the e-mails that went.
  await expect(
    page.getByText(
      'Die E-Mail an jede Person, die sie erhalten hat, enthält die Kalendereinladung. Nicht erhalten: Kai.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Jede E-Mail mit der Zeit enthält die Kalendereinladung.')).toHaveCount(0);
  // The mail server's own English stays in the record, not on the page.
  const words = await page.locator('main').innerText();
  expect(words).not.toMatch(/550|recipients|rejected|No such user/);
  await shoot(page, 'mail-refused-de');
  await shoot(page, 'mail-refused-de', { dark: true });
  // On a phone the line wraps beside its Retry and still reads in full.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(refused).toBeVisible();
  await shoot(page, 'mail-refused-de');
  await shoot(page, 'mail-refused-de', { dark: true });
});
