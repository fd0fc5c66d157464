import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { decline, shoot, sidewaysOverflow, signInWithLongNameFortnight } from './organizer-support';

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'en-GB' });

    test('Choose a time, the confirmation and Your meeting fit the screen in light and dark', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const meeting = await signInWithLongNameFortnight(page, request, 'Release planning', [
        { name: 'Priya' },
        { name: 'Dev', required: false },
      ]);
      await decline(request, meeting, 'Priya', 'Asia/Kolkata');

      const pages = new OrganizerMeetingPages(page);
      await page.goto(`/meeting-confirmation?meeting=${meeting.id}`);
      await expect(page.getByText('Mon 16 Nov to Sun 29 Nov')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await shoot(page, 'confirmation');
      await shoot(page, 'confirmation', { dark: true });

      await pages.openTimeSelection(meeting.id);
      await expect(pages.suggestions().first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      // The per-person table fits: its last column ends inside the card.
      const card = await pages.suggestions().first().boundingBox();
      const lastHeader = await pages
        .suggestions()
        .first()
        .getByRole('columnheader', { name: 'Their time' })
        .boundingBox();
      expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(card!.x + card!.width);
      await shoot(page, 'choose-a-time');
      await shoot(page, 'choose-a-time-top', { dark: true, target: pages.heading });
      const heatMap = page.getByRole('region', { name: "Everyone's availability" });
      await page.emulateMedia({ colorScheme: 'light' });
      await heatMap.getByRole('button', { name: /^Mon 16 Nov, 14:00:/ }).click();
      await expect(page.getByRole('dialog', { name: /^Mon 16 Nov, 14:00/ })).toBeVisible();
      await shoot(page, 'choose-a-time-popover', { target: heatMap });
      await shoot(page, 'choose-a-time-popover', { dark: true, target: heatMap });
      await page.emulateMedia({ colorScheme: 'light' });
      await page
        .getByRole('dialog', { name: /^Mon 16 Nov, 14:00/ })
        .getByRole('button', { name: 'Book this time' })
        .click();
      await page
        .getByRole('dialog', { name: 'Book this time?' })
        .getByRole('button', { name: 'Book it' })
        .click();
      await expect(pages.heading).toHaveText('Your meeting');
      await expect(page.getByRole('button', { name: 'Download .ics file' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await shoot(page, 'your-meeting');
      await shoot(page, 'your-meeting', { dark: true });
    });
  });
}
