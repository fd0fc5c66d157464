import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { pinClocks } from '../../support/test-clock';
import { LOOKS, lookAt, sidewaysOverflow, snap } from '../participant/participant-support';
import { AT, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
// Signing up, booking and opening a guest's page through the real server take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The organizer fills the form as a person does (three guests, the third optional), ticks "Hide the
 * guest list" or not, sends, books the first suggestion, and returns Ana's personal link.
 */
async function requestAndBook(page: Page, title: string, hide: boolean) {
  const suffix = randomBytes(3).toString('hex');
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(title);
  await form.email(1).fill(`ana-${suffix}@example.com`);
  await form.name(1).fill('Ana Ruiz');
  await form.form.getByRole('button', { name: 'Add person' }).click();
  await form.email(2).fill(`ben-${suffix}@example.com`);
  await form.name(2).fill('Ben Okafor');
  await form.form.getByRole('button', { name: 'Add person' }).click();
  await form.email(3).fill(`cy-${suffix}@example.com`);
  await form.form.getByRole('checkbox', { name: 'Required' }).nth(2).uncheck();
  const hideBox = form.form.getByRole('checkbox', { name: /Hide the guest list/ });
  await expect(hideBox).not.toBeChecked();
  if (hide) {
    await hideBox.focus();
    await page.keyboard.press('Space');
    await expect(hideBox).toBeChecked();
  }
  await form.submit.click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  // The shared machine can take a while to load the new page.
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting request sent' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('guest-list-note')).toHaveText(
    hide
      ? 'Guest list hidden: each guest sees only themselves and you.'
      : 'Once the meeting is booked, guests see who else is invited.',
  );
  const anaLink = await page.getByRole('textbox', { name: "Ana Ruiz's link" }).inputValue();
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  await pages.bookFirstSuggestion(meetingId);
  await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('guest-list-note')).toHaveText(
    hide ? 'Guest list hidden: each guest sees only themselves and you.' : 'Guests see who else is invited.',
  );
  return { anaLink, suffix };
}

/** Ana opens her link in her own browser, at the same pinned instant. */
async function anaOpens(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await pinClocks(page, AT.sundayLate);
  const { pathname, search } = new URL(link);
  await page.goto(pathname.replace('/participant/availability', '/winner') + search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

test('a guest reads who else is invited on their page, the optional person marked', async ({
  page,
  browser,
}, testInfo) => {
  await signInOrganizerAt(page, AT.sundayLate);
  const { anaLink, suffix } = await requestAndBook(page, 'Launch review', false);
  const ana = await anaOpens(browser, anaLink);

  const guests = ana.getByRole('region', { name: 'Who is invited' });
  const rows = guests.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Ana Ruiz (you)');
  await expect(rows.nth(0)).toContainText(`ana-${suffix}@example.com`);
  await expect(rows.nth(1)).toContainText('Ben Okafor');
  await expect(rows.nth(1)).not.toContainText('optional');
  await expect(rows.nth(2)).toContainText(`cy-${suffix}@example.com`);
  await expect(rows.nth(2)).toContainText('optional');
  for (const row of await rows.all()) await expect(row).toContainText('No reply yet');
  await expect(ana.getByText(/keeps the guest list private/)).toHaveCount(0);

  for (const look of LOOKS) {
    await lookAt(ana, look);
    expect(await sidewaysOverflow(ana)).toBeLessThanOrEqual(0);
    await snap(ana, testInfo, `winner-guests-${look.width}-${look.scheme}.png`);
  }
  await ana.context().close();
});

test('with "Hide the guest list" ticked, the guest sees only that the list is private', async ({
  page,
  browser,
}, testInfo) => {
  await signInOrganizerAt(page, AT.sundayLate);
  const { anaLink, suffix } = await requestAndBook(page, 'Board briefing', true);
  const ana = await anaOpens(browser, anaLink);

  await expect(ana.getByTestId('guest-list-hidden')).toHaveText(/^.+ keeps the guest list private\.$/);
  await expect(ana.getByRole('region', { name: 'Who is invited' })).toHaveCount(0);
  await expect(ana.getByText(`ben-${suffix}@example.com`)).toHaveCount(0);
  await expect(ana.getByText('Ben Okafor')).toHaveCount(0);

  for (const look of LOOKS) {
    await lookAt(ana, look);
    expect(await sidewaysOverflow(ana)).toBeLessThanOrEqual(0);
    await snap(ana, testInfo, `winner-hidden-${look.width}-${look.scheme}.png`);
  }
  await ana.context().close();

  // The form with the choice, at every look.
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.form.getByRole('checkbox', { name: /Hide the guest list/ }).check();
  for (const look of LOOKS) {
    await lookAt(page, look);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await form.form.getByRole('checkbox', { name: /Hide the guest list/ }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: process.env.SHOTS_DIR
        ? `${process.env.SHOTS_DIR}/form-hide-guests-${look.width}-${look.scheme}.png`
        : testInfo.outputPath(`form-hide-guests-${look.width}-${look.scheme}.png`),
    });
  }
});
