import { expect, test } from '@playwright/test';
import { seriousA11yProblems } from '../../support/axe';
import { bookFirstSeries } from './series-support';

const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}`;

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('the organizer cancels one date of a booked weekly series, then the rest, and everyone gets the calendar changes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const meeting = await bookFirstSeries(page, request);
  const dates = page.getByRole('region', { name: 'Upcoming dates' });
  const rows = dates.getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toHaveAccessibleName(/^Tue, 9 Mar 2027, \d\d:\d\d–\d\d:\d\d$/);
  // The first date cannot start a cut (nothing would be left), every other one can.
  await expect(dates.getByRole('button', { name: /and all later dates$/ })).toHaveCount(5);
  const hhmm = /, (\d\d):(\d\d)–/.exec((await rows.nth(2).getAttribute('aria-label')) ?? '')!;
  expect(hhmm).not.toBeNull();

  // One date, by keyboard, with a message to everyone.
  const one = dates.getByRole('button', { name: /^Cancel Tue, 23 Mar 2027, \d\d:\d\d–\d\d:\d\d$/ });
  await one.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(dialog).toContainText('is taken out of the series; the other dates stay.');
  await dialog.getByLabel('Message to participants (optional)').fill('Team offsite');
  expect(await seriousA11yProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel the date' }).click();
  await expect(dialog).toBeHidden();
  await expect(dates.getByRole('status')).toContainText(/^Tue, 23 Mar 2027, .* is cancelled\.$/);
  const cancelledRow = dates.getByRole('listitem', { name: /^Tue, 23 Mar 2027, .* \(cancelled\)$/ });
  await expect(cancelledRow.locator('del')).toBeVisible();
  // A cancelled date can only come back.
  await expect(cancelledRow.getByRole('button')).toHaveCount(1);
  await expect(cancelledRow.getByRole('button', { name: /^Restore Tue, 23 Mar 2027, / })).toBeVisible();

  const detail = await request.get(`/api/meetings/${meeting.meetingId}`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
  });
  const people = ((await detail.json()) as { participants: { name: string; email: string }[] }).participants;
  const chen = people.find((p) => p.name === 'Chen')!.email;
  const mailsOf = async () =>
    (
      (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(chen)}`)).json()) as {
        text: string;
        ics: string | null;
      }[]
    ).map((m) => ({ text: m.text, ics: (m.ics ?? '').replace(/\r\n /g, '') }));
  const cancelMail = async () => (await mailsOf()).find((m) => m.ics.includes('METHOD:CANCEL'));
  await expect
    .poll(async () => (await cancelMail())?.ics ?? '', { timeout: 60_000 })
    .toContain('STATUS:CANCELLED');
  const cancel = (await cancelMail())!.ics;
  expect(cancel).toContain(`RECURRENCE-ID;TZID=Europe/Berlin:20270323T${hhmm[1]}${hhmm[2]}00\r\n`);
  expect(cancel).toContain('COMMENT:Team offsite\r\n');
  expect(cancel).not.toContain('RRULE');

  // The rest from 6 April: the series now ends on 30 March.
  await dates.getByRole('button', { name: /^Cancel Tue, 6 Apr 2027, .* and all later dates$/ }).click();
  const rest = page.getByRole('dialog', { name: 'Cancel this and all later dates?' });
  await expect(rest).toContainText('2 dates from then on are cancelled.');
  await rest.getByRole('button', { name: 'Cancel these dates' }).click();
  await expect(rest).toBeHidden();
  await expect(dates.getByRole('status')).toContainText(/^2 dates from Tue, 6 Apr 2027, .* on cancelled/);
  await expect(dates.getByRole('listitem', { name: /\(cancelled\)$/ })).toHaveCount(3);
  await expect(dates.getByRole('listitem', { name: /^Tue, 13 Apr 2027, .* \(cancelled\)$/ })).toBeVisible();
  // The dates left (9, 16 and 30 March) can each still be cancelled alone.
  await expect(dates.getByRole('button', { name: /^Cancel Tue, \d+ \w+ 2027, [\d:–]+$/ })).toHaveCount(3);

  const cut = async () =>
    (await mailsOf()).find((m) => m.ics.includes('METHOD:REQUEST') && m.ics.includes('UNTIL='));
  await expect
    .poll(async () => (await cut())?.ics ?? '', { timeout: 60_000 })
    .toMatch(/RRULE:FREQ=WEEKLY;(.*;)?UNTIL=20270330T\d{6}Z\r\n/);
  const update = (await cut())!;
  expect(update.ics).toContain(`EXDATE;TZID=Europe/Berlin:20270323T${hhmm[1]}${hhmm[2]}00`);
  expect(update.text).toContain('every date from Tuesday 6 April 2027 on is cancelled');

  // Another tab ends the series after 9 March; cancelling 30 March here is then refused, in words. This
  // page keeps reading the meeting while e-mails are pending: it is held on what it shows now, else a
  // read landing after the other tab's change would take the 30 March button away before the click.
  const detailUrl = `**/api/meetings/${meeting.meetingId}`;
  const shown = await (
    await request.get(`/api/meetings/${meeting.meetingId}`, {
      headers: { ...meeting.organizerHeaders, ...meeting.clock },
    })
  ).text();
  await page.route(detailUrl, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ body: shown, contentType: 'application/json' })
      : route.fallback(),
  );
  const elsewhere = await request.post(`/api/meetings/${meeting.meetingId}/occurrences/cancel`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
    data: { date: '2027-03-16', scope: 'following' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await dates.getByRole('button', { name: /^Cancel Tue, 30 Mar 2027, [\d:–]+$/ }).click();
  await page.unroute(detailUrl);
  await page.getByRole('button', { name: 'Cancel the date' }).click();
  await expect(dates.getByRole('alert')).toContainText(
    'Could not cancel: The series has no occurrence on 2027-03-30',
  );
  await expect(dates.getByRole('status')).toHaveCount(0);
  // The list is read again: only 9 March is left, and it cannot be cancelled alone.
  await expect(dates.getByRole('listitem', { name: /^Tue, 9 Mar 2027, [\d:–]+$/ })).toBeVisible();
  await expect(dates.getByRole('button')).toHaveCount(0);
});

test('the organizer restores a cancelled date by keyboard, and everyone gets the series back with it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const meeting = await bookFirstSeries(page, request);
  const headers = { ...meeting.organizerHeaders, ...meeting.clock };
  const cancelled = await request.post(`/api/meetings/${meeting.meetingId}/occurrences/cancel`, {
    headers,
    data: { date: '2027-03-23' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.reload();
  const dates = page.getByRole('region', { name: 'Upcoming dates' });
  await expect(dates.getByRole('listitem', { name: /^Tue, 23 Mar 2027, .* \(cancelled\)$/ })).toBeVisible();
  // Only the cancelled date offers to come back.
  await expect(dates.getByRole('button', { name: /^Restore / })).toHaveCount(1);

  const restore = dates.getByRole('button', { name: /^Restore Tue, 23 Mar 2027, \d\d:\d\d–\d\d:\d\d$/ });
  await restore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Restore this date?' });
  await expect(dialog).toContainText('takes place again as part of the series.');
  expect(await seriousA11yProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Restore the date' }).click();
  await expect(dialog).toBeHidden();
  await expect(dates.getByRole('status')).toContainText(/^Tue, 23 Mar 2027, .* is back on\.$/);
  await expect(dates.getByRole('listitem', { name: /\(cancelled\)$/ })).toHaveCount(0);
  await expect(dates.getByRole('button', { name: /^Cancel Tue, 23 Mar 2027, [\d:–]+$/ })).toBeVisible();

  const detail = await request.get(`/api/meetings/${meeting.meetingId}`, { headers });
  const people = ((await detail.json()) as { participants: { name: string; email: string }[] }).participants;
  const chen = people.find((p) => p.name === 'Chen')!.email;
  const restoredMail = async () =>
    (
      (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(chen)}`)).json()) as {
        text: string;
        ics: string | null;
      }[]
    ).find((m) => m.text.includes('is back on'));
  await expect
    .poll(async () => (await restoredMail())?.ics ?? '', { timeout: 60_000 })
    .toContain('METHOD:REQUEST');
  const mail = (await restoredMail())!;
  expect(mail.text).toContain('the date Tuesday 23 March 2027 is back on');
  expect(mail.ics).toContain('RRULE:FREQ=WEEKLY');
  expect(mail.ics).not.toContain('EXDATE');

  // A date that is not cancelled (restored meanwhile in another tab) is refused in words.
  const again = await request.post(`/api/meetings/${meeting.meetingId}/occurrences/restore`, {
    headers,
    data: { date: '2027-03-23' },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).fields.date).toContain('is not cancelled');
});
