import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { AT, bookMeeting } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport: { width: 375, height: 740 } });

test('on a phone, "I can\'t make it after all" and "I can come after all" keep the keyboard where the page changed', async ({
  page,
  request,
}) => {
  await pinClocks(page, AT.sundayNoon);
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  await bookMeeting(request, seeded);
  await new ParticipantPage(page).openWinner(seeded.tokens[0]!);

  const open = page.getByRole('button', { name: "I can't make it after all" });
  await open.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: "I can't make it after all" });
  const note = form.getByLabel(/^Note to /);
  await expect(note).toBeFocused();
  // "Keep my place" puts the button back, with focus on it.
  await form.getByRole('button', { name: 'Keep my place' }).press('Enter');
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(note).toBeFocused();
  await page.keyboard.type('Flight moved');
  await form.getByRole('button', { name: /^Tell / }).press('Enter');
  await form.getByRole('button', { name: "Yes, I can't come" }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: "You can't make it" })).toBeFocused();

  await page.getByRole('button', { name: 'I can come after all' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeFocused();
});
