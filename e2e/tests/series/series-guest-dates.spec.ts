import { expect, test } from '@playwright/test';
import { pinClocks, pinServerClock, serverClockAt } from '../../support/test-clock';
import { applyView, shotName, VIEWS } from '../../support/views';
import { bookFirstSeries } from './series-support';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test("a booked weekly series shows its next date weeks after the first, and the guest's link every date", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const meeting = await bookFirstSeries(page, request);
  const cancelled = await request.post(`/api/meetings/${meeting.meetingId}/occurrences/cancel`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
    data: { date: '2027-03-23' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  // Wednesday 17 March, late evening UTC: the first two dates are over, the 23rd is cancelled.
  const later = '2027-03-17T23:30:00Z';
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const guest = await context.newPage();
  await pinClocks(guest, later);
  await guest.goto(`/winner?token=${encodeURIComponent(meeting.people.Chen!.token)}`);
  await expect(guest.getByRole('heading', { name: 'Your meeting time' })).toBeVisible();
  await expect(guest.getByText('Next date', { exact: true })).toBeVisible();
  await expect(guest.getByTestId('meeting-time')).toHaveText(
    /^Tuesday 30 March 2027, \d\d:\d\d – \d\d:\d\d$/,
  );
  // The zone's offset is the one of that date (summer time), here and under the zone picker.
  await expect(guest.getByText('Times are shown in Berlin (GMT+2).')).toBeVisible();
  const dates = guest.getByTestId('series-dates');
  await expect(dates).toContainText('Weekly on Tuesday, 6 times from Tue 9 Mar 2027');
  await dates.getByText('All dates').click();
  await expect(dates.getByRole('listitem')).toHaveCount(6);
  await expect(dates.getByRole('listitem').nth(2)).toHaveText(/^Tuesday 23 March 2027, .* \(cancelled\)$/);

  const shown = await request.get(`/api/participant/meeting?token=${meeting.people.Chen!.token}`, {
    headers: serverClockAt(later),
  });
  expect(shown.status()).toBe(200);
  for (const view of VIEWS) {
    await applyView(guest, view);
    await guest.screenshot({
      path: testInfo.outputPath(shotName('series-guest-dates', view)),
      fullPage: true,
    });
  }
  await context.close();

  // The organizer's page at the same instant names the next date too. The page is left before its clock
  // jumps (as pinAfterSignIn does): a running page would renew its token at the jump while the next load
  // renews it too, and the provider, which rotates refresh tokens, would refuse one and sign it out.
  const organizerPage = page.url();
  await page.goto('about:blank');
  await page.clock.setSystemTime(new Date(later));
  await pinServerClock(page.context(), later);
  await page.goto(organizerPage);
  await expect(page.getByText('Next date', { exact: true })).toBeVisible();
  await expect(page.getByTestId('booked-time')).toContainText('30 Mar 2027');
  for (const view of VIEWS) {
    await applyView(page, view);
    await page.screenshot({ path: testInfo.outputPath(shotName('series-organizer-next', view)) });
  }

  // The list of meetings says the booked one repeats.
  await page.goto('/dashboard/meetings');
  const row = page.getByRole('listitem').filter({ hasText: 'Weekly sync' });
  await expect(row).toContainText('Weekly on Tuesday, 6 times from Tue 9 Mar 2027');
  for (const view of VIEWS) {
    await applyView(page, view);
    await page.screenshot({ path: testInfo.outputPath(shotName('series-in-meetings-list', view)) });
  }
});
