import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { AT } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport: { width: 375, height: 740 } });

test('on a phone, reading Apple iCloud with the Apple ID left empty puts focus on the Apple ID and asks for it', async ({
  page,
  request,
}) => {
  await pinClocks(page, AT.sundayNoon);
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  await new ParticipantPage(page).openAvailability(seeded.tokens[0]!);
  const panel = page.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'Apple iCloud' }).click();
  await panel.getByLabel('App-specific password').fill('abcd-efgh-ijkl-mnop');
  await panel.getByRole('button', { name: 'Read my busy times' }).press('Enter');
  const appleId = panel.getByLabel('Apple ID');
  await expect(appleId).toBeFocused();
  await expect(appleId).toHaveAttribute('aria-invalid', 'true');
  await expect(appleId).toHaveAccessibleDescription('Enter your Apple ID');
});
