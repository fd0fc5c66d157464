import { expect, test } from '@playwright/test';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { serverClockAt } from '../../support/test-clock';
import { participantPage } from '../journey/journey-support';
import { AT, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 240_000 });

// Sunday 15 November 2026, 21:30 in London: the form's default window is the next two weeks' workdays.
const NOW = AT.sundayLate;
const TUESDAY_10 = /^Tuesday 17 November, 10:00/;
const WEDNESDAY_10 = /^Wednesday 18 November, 10:00/;
const HALF_HOUR = 30 * 60_000;

test('a meeting books itself when 6 of 8 can come, the rule the organizer picked', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const names = ['lea', 'leo', 'ola', 'oli', 'ora', 'oto', 'ova'];
  const emails = names.map((name) => `${name}-${suffix}@example.com`);
  await signInOrganizerAt(page, NOW);

  // Two leads are required, five others optional; auto-schedule on "at least 6 people in all".
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(`Quorum review ${suffix}`);
  await form.pasteIntoEmail(1, emails.join(', '));
  await expect(form.email(7)).toHaveValue(emails[6]!);
  const required = form.form.getByRole('checkbox', { name: 'Required' });
  for (let row = 2; row < 7; row++) await required.nth(row).uncheck();
  await form.form.getByRole('checkbox', { name: /^Auto-schedule/ }).check();
  await form.form.getByLabel('Book when').selectOption({ label: 'At least a number of people in all' });
  await form.form.getByLabel('How many people in all').fill('9');
  await form.submit.click();
  await form.expectFieldError('The rule asks for 9 people, but only 8 are asked, you included');
  await form.form.getByLabel('How many people in all').fill('6');
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  // What happens next says the rule it books on, and that it may not book.
  await expect(
    page.getByText(
      'When everyone has answered, Overlap books the best time that meets your rule (everyone required can come, and at least 6 people in all). If no time does, you are told what would help.',
    ),
  ).toBeVisible();
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;

  // Each guest's personal link, as the organizer can copy it.
  const detail = await request.get(`/api/meetings/${meetingId}`, {
    headers: { authorization: `Bearer ${await browserAccessToken(page)}`, ...serverClockAt(NOW) },
  });
  const links = new Map(
    ((await detail.json()) as { participants: { email: string; link: string }[] }).participants.map((p) => [
      p.email,
      new URL(p.link).pathname + new URL(p.link).search,
    ]),
  );

  // The leads and three others can come Tuesday 10:00, the last two Wednesday 10:00. The first lead
  // answers in the browser, reading the rule on their page; the set-up answers go through the API.
  const answer = async (index: number, when: RegExp, readRule = false) => {
    const guest = await participantPage(browser, 'Europe/London', NOW);
    await guest.page.goto(links.get(emails[index]!)!);
    await expect(guest.grid).toBeVisible({ timeout: 15_000 });
    if (readRule) {
      await expect(guest.page.getByTestId('quorum-rule')).toHaveText(
        'everyone required can come, and at least 6 people in all, chosen by the organizer',
      );
      await guest.page.screenshot({ path: test.info().outputPath('guest-page-rule.png'), fullPage: true });
    }
    const cell = guest.grid.getByRole('gridcell', { name: when });
    await guest.dragPaint(cell, cell);
    await guest.submit.click();
    await expect(guest.page).toHaveURL(/\/participant-confirmation/);
    if (readRule) {
      // What happens next: the meeting books itself, so the page does not say the organizer picks.
      await expect(
        guest.page.getByText(
          /^Overlap books the best time by itself once .+’s rule is met; .+ can also pick one sooner\.$/,
        ),
      ).toBeVisible();
    }
    await guest.page.context().close();
  };
  const seedAnswer = async (index: number, start: string) => {
    const token = new URL(links.get(emails[index]!)!, 'http://link.invalid').searchParams.get('token');
    const response = await request.put(`/api/participant/availability?token=${token}`, {
      headers: serverClockAt(NOW),
      data: {
        timeZone: 'Europe/London',
        painted: true,
        available: [{ start: Date.parse(start), end: Date.parse(start) + HALF_HOUR }],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await answer(0, TUESDAY_10, true);
  for (let i = 1; i < 5; i++) await seedAnswer(i, '2026-11-17T10:00:00Z');
  await seedAnswer(5, '2026-11-18T10:00:00Z');

  // One guest still to answer: Choose a time states the rule and marks the times against it (the only
  // time both leads can make).
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  await expect(page.getByTestId('quorum-rule')).toContainText(
    'The rule: everyone required can come, and at least 6 people in all.',
  );
  const first = pages.suggestions().first();
  await expect(first).toContainText('Tue, 17 Nov 2026, 10:00');
  await expect(first).toContainText('Meets the rule: 6 of 7 counted, all 3 required people');
  await page.screenshot({ path: test.info().outputPath('choose-a-time-rule.png'), fullPage: true });

  // The last answer: everyone has, and Tuesday 10:00 meets the rule, so the meeting books itself.
  await answer(6, WEDNESDAY_10);
  await pages.openScheduled(meetingId);
  await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(/Tue, 17 Nov 2026, 10:00/).first()).toBeVisible();
});
