import { expect, test, type Page } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT, createMeeting, paint, signInOrganizerAt } from './organizer-support';

test.describe.configure({ timeout: 90_000 });

async function seed(page: Page, request: Parameters<typeof createMeeting>[0]) {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Clock check',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-23T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Kenji', required: false }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-16T13:00:00Z', '2026-11-16T14:00:00Z']]);
  await paint(request, meeting, 'Kenji', 'Asia/Tokyo', [['2026-11-16T13:00:00Z', '2026-11-16T14:00:00Z']]);
  return meeting;
}

test.describe('in the United States', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Europe/London' });

  test('times follow the browser’s 12-hour clock until Settings choose 24-hour', async ({
    page,
    request,
  }) => {
    const meeting = await seed(page, request);
    const pages = new OrganizerMeetingPages(page);
    await pages.openTimeSelection(meeting.id);
    const best = pages.suggestions().first();
    await expect(best).toHaveAccessibleName('Option 1: Mon, 16 Nov 2026, 1:00–2:00 PM');
    // Each person's own local time reads on the same clock.
    await expect(best.getByRole('row', { name: /Kenji/ })).toContainText('10:00 PM Tokyo');
    const grid = page.getByRole('region', { name: 'Availability grid' });
    await expect(grid.getByRole('rowheader').first()).toHaveText('9 AM');
    await expect(grid.getByRole('button', { name: /^Mon 16 Nov, 1:00 PM:/ })).toHaveText('3/3');

    await page.goto('/dashboard/settings');
    const format = page.getByRole('group', { name: 'Time format' });
    await expect(format.getByRole('radio', { name: 'Automatic (2:30 PM on this device)' })).toBeChecked();
    await format.getByRole('radio', { name: '24-hour (14:30)' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    await pages.openTimeSelection(meeting.id);
    await expect(pages.suggestions().first()).toHaveAccessibleName('Option 1: Mon, 16 Nov 2026, 13:00–14:00');
    await expect(pages.suggestions().first().getByRole('row', { name: /Kenji/ })).toContainText(
      '22:00 Tokyo',
    );
    await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');
    // The choice is kept in this browser.
    await page.reload();
    await expect(pages.suggestions().first()).toHaveAccessibleName('Option 1: Mon, 16 Nov 2026, 13:00–14:00');
  });
});

test.describe('in Germany', () => {
  test.use({ viewport: { width: 375, height: 800 }, locale: 'de-DE', timezoneId: 'Europe/London' });

  test('times follow the browser’s 24-hour clock until Settings choose 12-hour', async ({
    page,
    request,
  }) => {
    const meeting = await seed(page, request);
    const openTimeSelection = () => page.goto(`/organizer-time-selection?meeting=${meeting.id}`);
    // A German browser reads the app in German.
    const firstOption = page
      .getByRole('region', { name: 'Vorgeschlagene Zeiten' })
      .getByRole('listitem', { name: /^Option \d+:/ })
      .first();
    await openTimeSelection();
    await expect(firstOption).toHaveAccessibleName('Option 1: Mo., 16. Nov. 2026, 13:00–14:00');

    await page.goto('/dashboard/settings');
    await page.getByRole('radio', { name: '12 Stunden (2:30 PM)' }).check();
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect(page.getByText('Einstellungen gespeichert', { exact: true })).toBeVisible();
    await openTimeSelection();
    await expect(firstOption).toHaveAccessibleName(
      /^Option 1: Mo\., 16\. Nov\. 2026, 1:00\sPM\s?–\s?2:00\sPM$|^Option 1: Mo\., 16\. Nov\. 2026, 1:00\s?–\s?2:00\sPM$/,
    );
  });
});
