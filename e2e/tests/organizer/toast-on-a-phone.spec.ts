import { expect, test, type Locator } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { signInWithBookedMondayMeeting } from './organizer-support';

test.use({ viewport: { width: 375, height: 700 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 120_000 });

/** Whether a click at the middle of `control` would reach it, not something drawn over it. */
function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

test('on a phone, the toast after a change leaves the button that undoes it free to tap', async ({
  page,
  request,
}) => {
  const { meeting } = await signInWithBookedMondayMeeting(page, request, 'Phone sync', ['Ana', 'Ben']);
  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  await expect(pages.people()).toBeVisible();

  // A person who scrolled just far enough to reach the button has it at the bottom of the screen.
  const ben = pages.person('Ben');
  const makeOptional = ben.getByRole('button', { name: 'Make optional: Ben' });
  await makeOptional.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await makeOptional.click();
  await pages.expectToast('Ben is now optional');
  const undo = ben.getByRole('button', { name: 'Make required: Ben' });
  await expect(undo).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('toast-on-a-phone.png') });
  expect(await reachable(undo)).toBe(true);
  expect(await reachable(ben.getByRole('button', { name: 'Remove Ben' }))).toBe(true);
});
