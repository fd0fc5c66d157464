import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { seedMeeting } from '../../support/seed-meeting';
import { bookMeeting, cancelMeeting } from './participant-support';

test('declines with a note and sees it confirmed', async ({ page, request }) => {
  const seeded = await seedMeeting(request);
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[1]!);
  await participant.decline('On holiday that week, sorry!');
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();
  await expect(page.getByText('On holiday that week, sorry!')).toBeVisible();

  await page.getByRole('link', { name: 'Edit my answer' }).click();
  await expect(page.getByText('You declined this meeting.')).toBeVisible();
});

test('a scheduled meeting is read-only and links to the meeting time', async ({ page, request }) => {
  const seeded = await seedMeeting(request);
  const participant = new ParticipantPage(page);
  await bookMeeting(request, seeded);
  await participant.openAvailability(seeded.tokens[0]!);
  await expect(page.getByText('This meeting is scheduled, so answers are closed.')).toBeVisible();
  await expect(participant.grid).toHaveAttribute('aria-readonly', 'true');
  await expect(participant.submit).toHaveCount(0);
  await expect(page.getByText("Can't make it? Decline instead")).toHaveCount(0);
  await page.getByRole('link', { name: 'See the meeting time' }).click();
  await expect(page).toHaveURL(/\/winner\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible();
});

test('a meeting closed while the page is open refuses the answer and says so', async ({ page, request }) => {
  const seeded = await seedMeeting(request);
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await participant.cell(1, 6).click();
  await cancelMeeting(request, seeded);
  await participant.submit.click();
  await expect(participant.alert.first()).toContainText('answers are closed');
  await expect(page.getByText('This meeting was cancelled, so answers are closed.')).toBeVisible();
});

test('an unknown link shows the server message and a way home', async ({ page }) => {
  await page.goto('/participant/availability?token=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByText('This link is not valid. Open the link from your invitation e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Share Your Availability - Overlap');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});
