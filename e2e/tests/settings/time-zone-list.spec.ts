import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 1280, height: 900 } });

test('Settings opens the time zone list at the chosen zone, not at the top of the alphabet', async ({
  page,
}) => {
  await signUpSignedIn(page, 'zonelist', '/dashboard/settings');
  await expect(page.getByTestId('selected-time-zone')).toHaveText('Europe/London');
  const list = page.getByRole('listbox', { name: 'Time zone' });
  await expect(list).toHaveValue('Europe/London');
  const shown = () =>
    list.evaluate((select: HTMLSelectElement) => {
      const option = select.selectedOptions[0]!;
      return (
        option.offsetTop >= select.scrollTop &&
        option.offsetTop + option.offsetHeight <= select.scrollTop + select.clientHeight
      );
    });
  await expect.poll(shown).toBe(true);
  // Narrowed by a search and widened again, the chosen zone stays in view.
  const search = page.getByRole('searchbox', { name: 'Search time zones' });
  await search.fill('Europe');
  await search.fill('');
  await expect.poll(shown).toBe(true);
});
