import { expect, test, type Page } from '@playwright/test';
import { INDEXABLE_ROUTES, PUBLIC_ROUTES } from '@overlap/contracts';
import { signInAsAdmin } from '../../pages/admin-email-pages';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { answerAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { seedMeeting } from '../../support/seed-meeting';

// Axe (WCAG 2.1 A/AA) on every route of the specification and the signed-in screens, at 1280 and 375 px,
// light and dark: no serious or critical violation. The four screens people judge us by are checked in
// accessibility.spec.ts; this file covers the rest, with a booked meeting where a page needs one.

const NOW = '2026-11-22T12:00:00Z';
const HOUR = 3_600_000;

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

const pageHeading = (page: Page) => () =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

// The home page is checked in accessibility.spec.ts; an unknown path shows the not-found page.
const CONTENT_PAGES = [...INDEXABLE_ROUTES.filter((path) => path !== PUBLIC_ROUTES.home), '/no-such-page'];

for (const path of CONTENT_PAGES) {
  test(`the page ${path}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: new Date(NOW) });
    await page.goto(path);
    await expectAccessibleAtEveryView(page, path.replaceAll('/', '_'), pageHeading(page));
  });
}

test('link pages opened without their link, and the sign-in page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date(NOW) });
  for (const path of [
    PUBLIC_ROUTES.participantAvailability,
    PUBLIC_ROUTES.participantConfirmation,
    PUBLIC_ROUTES.winner,
    PUBLIC_ROUTES.calendarCallback,
  ]) {
    await page.goto(path);
    await expectAccessibleAtEveryView(page, path.replaceAll('/', '_'), pageHeading(page));
  }
  await page.goto('/dashboard');
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 15_000 });
  await expectAccessibleAtEveryView(page, 'sign-in', () => expect(page.getByLabel('Email')).toBeVisible());
});

test('the signed-in screens and a booked meeting, for its organizer and its guest', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const meeting = await seedMeeting(request, {
    now: NOW,
    fromDay: 0,
    toDay: 7,
    allowedHours: { start: '09:00', end: '17:00' },
    participants: [{ name: 'Ana' }, { name: 'Ben' }],
  });
  const monday = Date.parse('2026-11-23T00:00:00Z');
  await answerAt(request, meeting, 'Ana', {
    timeZone: 'Europe/London',
    available: [{ start: monday + 9 * HOUR, end: monday + 12 * HOUR }],
  });
  await signInThenPin(page, meeting.organizer!, NOW);

  await page.goto(`${PUBLIC_ROUTES.meetingConfirmation}?meeting=${meeting.meetingId}`);
  await expectAccessibleAtEveryView(page, 'meeting-confirmation', pageHeading(page));
  for (const tab of ['meetings', 'connections', 'settings']) {
    await page.goto(`/dashboard/${tab}`);
    await expectAccessibleAtEveryView(page, `dashboard-${tab}`, () =>
      expect(page.getByRole('tabpanel')).toBeVisible(),
    );
  }
  await page.goto('/connect-calendar');
  await expectAccessibleAtEveryView(page, 'connect-calendar', pageHeading(page));

  const booked = await request.post(`/api/meetings/${meeting.meetingId}/book`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
    data: { start: monday + 10 * HOUR },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await page.goto(`${PUBLIC_ROUTES.meetingScheduled}?meeting=${meeting.meetingId}`);
  await expectAccessibleAtEveryView(page, 'your-meeting', () =>
    expect(page.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeVisible(),
  );

  // The guest's pages open by their token; the organizer's session in this browser does not matter.
  await page.goto(`${PUBLIC_ROUTES.participantConfirmation}?token=${meeting.people.Ana!.token}`);
  await expectAccessibleAtEveryView(page, 'participant-confirmation', pageHeading(page));
  await page.goto(`${PUBLIC_ROUTES.winner}?token=${meeting.people.Ana!.token}`);
  await expectAccessibleAtEveryView(page, 'winner', pageHeading(page));
});

test('the admin area', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const [path, screen] of [
    ['/admin', 'admin'],
    ['/admin/email-templates', 'admin-email-templates'],
    ['/admin/email-templates/invitation', 'admin-template-editor'],
    ['/admin/email-templates/outbox', 'admin-outbox'],
  ] as const) {
    await page.goto(path);
    await expectAccessibleAtEveryView(page, screen, () =>
      expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(),
    );
  }
});
