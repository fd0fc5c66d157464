import { expect, test } from '@playwright/test';
import { AT, createMeeting, shoot, signInOrganizerAt } from './organizer-support';
import { OutboxServer } from './outbox-server';

const server = new OutboxServer();

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ baseURL: server.url, viewport: { width: 375, height: 800 }, locale: 'en-GB' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

test('with no mail server, the confirmation says the invitations wait in the outbox and names the last day', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  // 16 to 20 November in Berlin: the window ends at Berlin's midnight of the 21st (23:00 UTC on the 20th).
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Quarterly review',
    windowStart: '2026-11-15T23:00:00Z',
    windowEnd: '2026-11-20T23:00:00Z',
    organizerZone: 'Europe/Berlin',
    people: [{ name: 'Ana' }, { name: 'Ben', required: false }],
  });

  await page.goto(`/meeting-confirmation?meeting=${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  const request_ = page.getByRole('region', { name: 'Quarterly review' });
  await expect(request_).toContainText(
    '60 minutes, Mon 16 Nov to Fri 20 Nov, weekdays 09:00–17:00, Berlin (GMT+1)',
  );
  await expect(request_).not.toContainText('21 Nov');
  const invited = page.getByRole('region', { name: 'Invited (2)' });
  await expect(invited).toContainText(
    'No mail server is configured, so the invitations are kept in the outbox — copy each link below and send it yourself.',
  );
  await expect(invited).not.toContainText('is sent an e-mail');
  await expect(page.getByText('people who have not answered get a reminder')).toHaveCount(0);
  await shoot(page, 'confirmation-outbox');
  await shoot(page, 'confirmation-outbox', { dark: true });

  // Booking says the same: nobody is told by e-mail.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('link', { name: 'See suggested times' }).click();
  await page
    .getByRole('region', { name: 'Suggested times' })
    .getByRole('button', { name: /^Book this time/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Book this time?' })).toContainText(
    'No mail server is configured, so the e-mails with the time wait in the outbox: tell everyone yourself.',
  );
});
