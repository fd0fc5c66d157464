import { expect, test } from '@playwright/test';
import { SignInPages, newPerson } from '../pages/sign-in-pages';
import { serveOneEventFeed, type OneEventFeed } from '../support/one-event-feed';
import { HOUR, grid, guest, linkIn, paintFirstOpenDay, said, shoot } from './walk-support';

/**
 * A newcomer's walk on today's date: an organizer in London signs up from the landing page and asks four
 * people in four zones and languages for a time in the default two-week window; one paints both weeks,
 * one answers from a calendar feed, one declines, one paints the first week; the organizer books. Then
 * a weekly series across the spring clock changes, and a request that holds its times and books itself on
 * a rule. Every screen is photographed in four views.
 */
let feed: OneEventFeed;
test.beforeAll(async () => {
  feed = await serveOneEventFeed('/priya-private/basic.ics', { uid: 'priya-busy@walk', summary: 'Dentist' });
});
test.afterAll(() => feed?.close());
// The organizer's browser is in London, as the story says; each guest opens their own context.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

test('a newcomer schedules a two-week request with four guests in four zones, a weekly series across the clock changes, then a request that holds its times and books on a rule', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(1_800_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = (name: string) => `${name}-${suffix}@example.com`;

  // The organizer, in London, arrives at the landing page and signs up.
  await page.context().clearCookies();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await shoot(page, 'landing');
  await page.goto('/pricing');
  await shoot(page, 'pricing');
  await page.goto('/privacy');
  await shoot(page, 'privacy');
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started for Free' }).first().click();
  await shoot(page, 'sign-up');
  await new SignInPages(page).signUp(newPerson('walk-organizer'));
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await shoot(page, 'dashboard-first');

  // The request: the default two-week window, four people.
  await page.goto('/dashboard/schedule');
  const form = page.getByRole('form', { name: 'New meeting request' });
  await form.getByLabel('Title').fill('Quarterly planning');
  const people = [
    ['lena', 'Lena'],
    ['priya', 'Priya'],
    ['marc', 'Marc'],
    ['sofia', 'Sofía'],
  ] as const;
  for (const [i, [id, name]] of people.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add person' }).click();
    await form.getByLabel(`Participant ${i + 1} e-mail`).fill(email(id));
    await form.getByLabel(`Participant ${i + 1} name`).fill(name);
  }
  await shoot(page, 'form-filled');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=/, { timeout: 30_000 });
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;
  await shoot(page, 'request-sent');

  // Lena, in Berlin, German, paints an afternoon in each of the two weeks and sends once.
  const lena = await guest(browser, 'Europe/Berlin', 'de-DE');
  await lena.goto(await linkIn(request, email('lena'), /Quarterly planning/));
  await expect(grid(lena)).toBeVisible({ timeout: 30_000 });
  await shoot(lena, 'guest-de-week1');
  await paintFirstOpenDay(lena, 10, 14);
  await lena.getByRole('button', { name: said('de', 'participant', 'pager.nextWeek') }).click();
  await paintFirstOpenDay(lena, 12, 16);
  await shoot(lena, 'guest-de-week2-painted');
  await lena.getByRole('button', { name: said('de', 'participant', 'form.submit') }).click();
  await expect(lena).toHaveURL(/\/participant-confirmation/);
  await shoot(lena, 'guest-de-thanks');

  // Priya, in Kolkata, answers from her calendar's feed alone.
  const priya = await guest(browser, 'Asia/Kolkata', 'en-IN');
  await priya.goto(await linkIn(request, email('priya'), /Quarterly planning/));
  await expect(grid(priya)).toBeVisible({ timeout: 30_000 });
  const tomorrow = Math.ceil(Date.now() / (24 * HOUR)) * 24 * HOUR;
  feed.busy = { start: tomorrow + 2 * 24 * HOUR + 9 * HOUR, end: tomorrow + 2 * 24 * HOUR + 10 * HOUR };
  const panel = priya.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'ICS feed' }).click();
  await panel.getByLabel('Calendar address (ICS feed)').fill(feed.url);
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(panel.getByTestId('calendar-read-summary')).toBeVisible({ timeout: 30_000 });
  await shoot(priya, 'guest-en-by-calendar');
  await priya.getByRole('button', { name: 'Share my availability' }).click();
  await expect(priya).toHaveURL(/\/participant-confirmation/);
  await shoot(priya, 'guest-en-thanks');

  // Marc, in New York, French, declines.
  const marc = await guest(browser, 'America/New_York', 'fr-FR');
  await marc.goto(await linkIn(request, email('marc'), /Quarterly planning/));
  await expect(grid(marc)).toBeVisible({ timeout: 30_000 });
  await marc.getByText(said('fr', 'participant', 'decline.summary')).click();
  await shoot(marc, 'guest-fr-decline');
  await marc.getByRole('button', { name: said('fr', 'participant', 'decline.submit') }).click();
  await expect(marc).toHaveURL(/\/participant-confirmation/);
  await shoot(marc, 'guest-fr-declined');

  // Sofía, in Sydney, Spanish, on a phone, paints a morning of the first week.
  const sofia = await guest(browser, 'Australia/Sydney', 'es-ES', 375);
  await sofia.goto(await linkIn(request, email('sofia'), /Quarterly planning/));
  await expect(grid(sofia)).toBeVisible({ timeout: 30_000 });
  await paintFirstOpenDay(sofia, 2, 6);
  await shoot(sofia, 'guest-es-phone');
  await sofia.getByRole('button', { name: said('es', 'participant', 'form.submit') }).click();
  await expect(sofia).toHaveURL(/\/participant-confirmation/);

  // The organizer chooses a time and books it.
  await page.goto(`/organizer-time-selection?meeting=${meetingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(3000);
  await shoot(page, 'choose-a-time');
  const option = page.getByRole('region', { name: 'Suggested times' }).getByRole('listitem').first();
  // When nothing fits, the organizer takes the first one-click fix the page leads with.
  const fix = page.getByRole('button', { name: /^(Make optional|Allow outside working hours)/ }).first();
  if ((await option.count()) === 0 && (await fix.count()) > 0) {
    await fix.click();
    await expect(option).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'choose-after-fix');
  }
  if ((await option.count()) > 0) {
    await option.getByRole('button', { name: /Book this time/ }).click();
    await shoot(page, 'book-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Book it' }).click();
    await expect(page).toHaveURL(/\/meeting-scheduled/, { timeout: 30_000 });
    await page.waitForTimeout(3000);
    await shoot(page, 'your-meeting');
    await lena.goto(lena.url().replace('/participant-confirmation', '/winner'));
    await shoot(lena, 'guest-de-winner');
  }
  await page.goto('/dashboard/meetings');
  await shoot(page, 'your-meetings');

  // A weekly series across the clock changes: 8 Tuesdays from 2 March 2027 (New York moves on 14 March,
  // London and Berlin on 28 March).
  await page.goto('/dashboard/schedule');
  await form.getByLabel('Title').fill('Weekly sync');
  for (const [i, [id, name]] of people.slice(0, 2).entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add person' }).click();
    await form.getByLabel(`Participant ${i + 1} e-mail`).fill(email(`${id}-series`));
    await form.getByLabel(`Participant ${i + 1} name`).fill(name);
  }
  await form.getByRole('checkbox', { name: /This meeting repeats/ }).check();
  await form.getByLabel('First date').fill('2027-03-02');
  await form.getByRole('spinbutton', { name: 'Number of occurrences' }).fill('8');
  await shoot(page, 'series-form');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=/, { timeout: 30_000 });
  const seriesId = new URL(page.url()).searchParams.get('meeting')!;
  await shoot(page, 'series-sent');

  const lenaSeries = await guest(browser, 'Europe/Berlin', 'de-DE');
  await lenaSeries.goto(await linkIn(request, email('lena-series'), /Weekly sync/));
  await expect(grid(lenaSeries)).toBeVisible({ timeout: 30_000 });
  await paintFirstOpenDay(lenaSeries, 8, 12);
  await shoot(lenaSeries, 'series-guest-de');
  await lenaSeries.getByRole('button', { name: said('de', 'participant', 'form.submit') }).click();
  await expect(lenaSeries).toHaveURL(/\/participant-confirmation/);
  await shoot(lenaSeries, 'series-guest-de-thanks');

  const priyaSeries = await guest(browser, 'Asia/Kolkata', 'en-IN', 375);
  await priyaSeries.goto(await linkIn(request, email('priya-series'), /Weekly sync/));
  await expect(grid(priyaSeries)).toBeVisible({ timeout: 30_000 });
  await paintFirstOpenDay(priyaSeries, 8, 14);
  await shoot(priyaSeries, 'series-guest-en-phone');
  await priyaSeries.getByRole('button', { name: 'Share my availability' }).click();
  await expect(priyaSeries).toHaveURL(/\/participant-confirmation/);

  await page.goto(`/organizer-time-selection?meeting=${seriesId}`);
  await page.waitForTimeout(3000);
  await shoot(page, 'series-choose');

  // A request that holds its best times and books itself on a rule: three people of four will do.
  await page.goto('/dashboard/schedule');
  await form.getByLabel('Title').fill('Design review');
  const reviewers = [...people.slice(0, 3)];
  for (const [i, [id, name]] of reviewers.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add person' }).click();
    await form.getByLabel(`Participant ${i + 1} e-mail`).fill(email(`${id}-review`));
    await form.getByLabel(`Participant ${i + 1} name`).fill(name);
  }
  await form.getByRole('checkbox', { name: 'Required' }).nth(2).uncheck();
  await form.getByRole('checkbox', { name: /^Hold the top/ }).check();
  await form.getByRole('checkbox', { name: /^Auto-schedule/ }).check();
  await form.getByLabel('Book when').selectOption({ label: 'At least a number of people in all' });
  await form.getByLabel('How many people in all').fill('3');
  await shoot(page, 'review-form');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=/, { timeout: 30_000 });
  const reviewId = new URL(page.url()).searchParams.get('meeting')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  await shoot(page, 'review-sent');

  const lenaReview = await guest(browser, 'Europe/Berlin', 'de-DE');
  await lenaReview.goto(await linkIn(request, email('lena-review'), /Design review/));
  await expect(grid(lenaReview)).toBeVisible({ timeout: 30_000 });
  await shoot(lenaReview, 'review-guest-de-rule');
  await paintFirstOpenDay(lenaReview, 6, 14);
  await lenaReview.getByRole('button', { name: said('de', 'participant', 'form.submit') }).click();
  await expect(lenaReview).toHaveURL(/\/participant-confirmation/);

  await page.goto(`/organizer-time-selection?meeting=${reviewId}`);
  await page.waitForTimeout(3000);
  await shoot(page, 'review-choose-one-answer');

  const priyaReview = await guest(browser, 'Asia/Kolkata', 'en-IN');
  await priyaReview.goto(await linkIn(request, email('priya-review'), /Design review/));
  await expect(grid(priyaReview)).toBeVisible({ timeout: 30_000 });
  await paintFirstOpenDay(priyaReview, 14, 22);
  await priyaReview.getByRole('button', { name: 'Share my availability' }).click();
  await expect(priyaReview).toHaveURL(/\/participant-confirmation/);

  await page.goto(`/organizer-time-selection?meeting=${reviewId}`);
  await page.waitForTimeout(3000);
  await shoot(page, 'review-choose-two-answers');
});
