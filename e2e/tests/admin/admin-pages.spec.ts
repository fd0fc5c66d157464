import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../../pages/admin-email-pages';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { signUpByApi } from '../../support/sign-up-by-api';
import { pinServerClock } from '../../support/test-clock';
import { seedMeeting } from '../../support/seed-meeting';

// Late on a Sunday evening UTC, the night Europe moves its clocks forward.
const NOW = '2026-03-29T22:30:00Z';
const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

const main = (page: Page) => page.getByRole('main');
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });

test.describe('admin users, meetings, analytics and audit log', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 740 },
  ]) {
    test(`on a ${viewport.name}: an admin finds a person, makes and unmakes them admin, disables and enables them`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const suffix = randomBytes(4).toString('hex');
      const person = { name: `Pia Person ${suffix}`, email: `pia-${suffix}@example.com` };
      // The admin signs in first: on a fresh server, the first person to sign in becomes an admin.
      await signInAsAdmin(page);
      const token = await signUpByApi(request, baseURL(), person);
      const headers = { authorization: `Bearer ${token}` };
      expect((await request.get('/api/me', { headers })).status()).toBe(200);

      await page.goto('/admin');
      await sidebarLink(page, 'Users').click();
      await expect(main(page).getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

      await main(page).getByLabel('Search people').fill(suffix);
      await main(page).getByLabel('Search people').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${suffix}$`));
      const people = main(page).getByRole('region', { name: 'People' });
      const row = people.getByRole('row', { name: new RegExp(person.name) });
      await expect(row).toBeVisible({ timeout: 15_000 });
      await expect(people.getByRole('row')).toHaveCount(2);
      await expect(main(page).getByText('Page 1 of 1 · 1 person')).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Member' })).toBeVisible();

      await row.getByRole('button', { name: `Make admin: ${person.name}` }).click();
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: `${person.name} is now an admin.` }),
      ).toBeVisible();
      await expect(row.getByText('Admin', { exact: true })).toBeVisible();
      expect((await request.get('/api/admin/users', { headers })).status()).toBe(200);

      await row.getByRole('button', { name: `Remove admin: ${person.name}` }).click();
      await expect(row.getByRole('cell', { name: 'Member' })).toBeVisible();
      expect((await request.get('/api/admin/users', { headers })).status()).toBe(403);

      // Disabling asks first, in place; Cancel keeps the account.
      await row.getByRole('button', { name: `Disable ${person.name}` }).click();
      const confirm = row.getByRole('group', { name: `Disable ${person.name}?` });
      await expect(confirm.getByRole('button', { name: 'Disable' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await row.getByRole('button', { name: `Disable ${person.name}` }).click();
      await confirm.getByRole('button', { name: 'Disable' }).press('Enter');
      await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
      const refused = await request.get('/api/me', { headers });
      expect(refused.status()).toBe(401);
      expect((await refused.json()).code).toBe('account_disabled');

      await row.getByRole('button', { name: `Enable ${person.name}` }).click();
      await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
      expect((await request.get('/api/me', { headers })).status()).toBe(200);

      // Every change is in the audit log, newest first.
      await sidebarLink(page, 'Audit Log').click();
      const log = main(page).getByRole('region', { name: 'Audit log' });
      // Opening the Users page is recorded too ("Opened the people list"); these are the changes.
      const mine = log.getByRole('row').filter({ hasText: person.email, hasNotText: 'Opened' });
      await expect(mine.first()).toBeVisible();
      await expect(mine.nth(0).getByRole('rowheader')).toHaveText('Enabled account');
      await expect(mine.nth(1).getByRole('rowheader')).toHaveText('Disabled account');
      await expect(mine.nth(2).getByRole('rowheader')).toHaveText('Removed admin');
      await expect(mine.nth(3).getByRole('rowheader')).toHaveText('Made admin');
    });

    test(`on a ${viewport.name}: an admin searches meetings, filters by status and reads one without its links`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const title = `Budget review ${randomBytes(4).toString('hex')}`;
      await signInAsAdmin(page);
      const meeting = await seedMeeting(request, {
        now: NOW,
        fromDay: 0,
        toDay: 7,
        title,
        organizerZone: 'Europe/Berlin',
      });

      await page.goto('/admin');
      await sidebarLink(page, 'Meetings').click();
      await main(page).getByLabel('Search meetings').fill(title);
      await main(page).getByRole('button', { name: 'Search' }).click();
      const list = main(page).getByRole('region', { name: 'Meetings' });
      await expect(main(page).getByText('Page 1 of 1 · 1 meeting')).toBeVisible({ timeout: 15_000 });
      await expect(list.getByRole('link', { name: title })).toBeVisible();
      await expect(list.getByText(meeting.organizer!.email)).toBeVisible();
      await expect(list.getByRole('cell', { name: '0 of 2' })).toBeVisible();

      await main(page).getByLabel('Status').selectOption('scheduled');
      await expect(main(page).getByText('No meetings match')).toBeVisible();
      await main(page).getByLabel('Status').selectOption('collecting');
      await expect(main(page).getByText('Page 1 of 1 · 1 meeting')).toBeVisible();
      await expect(list.getByRole('link', { name: title })).toBeVisible();

      await list.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/meetings/${meeting.meetingId}$`));
      await expect(main(page).getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // The organizer's zone as people read it, at the window's start (Sunday 29 March, still on winter
      // time there); the IANA name stays in its title.
      await expect(main(page).getByTitle('Europe/Berlin')).toHaveText('Berlin (GMT+1)');
      const people = main(page).getByRole('region', { name: 'People invited' });
      await expect(people.getByRole('rowheader', { name: /Ana/ })).toBeVisible();
      await expect(people.getByRole('rowheader', { name: /Ben/ })).toBeVisible();
      const html = await page.content();
      for (const token of Object.values(meeting.tokens)) expect(html).not.toContain(token);
      expect(html).not.toContain('/participant/availability');

      await main(page).getByRole('link', { name: 'All meetings' }).click();
      await expect(page).toHaveURL(/\/admin\/meetings\?q=.*&status=collecting$/);

      // Reading the meeting is in the audit log, under this admin's name.
      await sidebarLink(page, 'Audit Log').click();
      const opened = main(page)
        .getByRole('region', { name: 'Audit log' })
        .getByRole('row')
        .filter({ hasText: title })
        .filter({ has: page.getByRole('rowheader', { name: 'Opened a meeting', exact: true }) });
      await expect(opened).toHaveCount(1);
    });
  }

  test('analytics draws its charts and puts the same numbers in tables, at a pinned instant', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await pinServerClock(page.context(), NOW);
    await page.goto('/admin/analytics');
    await expect(main(page).getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const weekly = main(page).getByRole('region', { name: 'Meetings per week, as numbers' });
    await expect(weekly.getByRole('row')).toHaveCount(13);
    // The last 12 UTC weeks up to the pinned Sunday: the week of Monday 23 March 2026 comes last.
    await expect(weekly.getByRole('row').last().getByRole('rowheader')).toHaveText(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(
        new Date('2026-03-23T12:00:00Z'),
      ),
    );
    await expect(weekly.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(
        new Date('2026-01-05T12:00:00Z'),
      ),
    );
    await expect(main(page).getByRole('img', { name: /Bar chart of meetings per week/ })).toBeVisible();
    const asOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(NOW),
    );
    await expect(main(page).getByText(`(up to ${asOf})`, { exact: false })).toBeVisible();
    await expect(main(page).getByText('Median time from request to booking')).toBeVisible();
    await expect(main(page).getByText('Answer rate')).toBeVisible();
  });

  test('the new admin pages have no serious accessibility problems at 1280 and 375 px, light and dark', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const meeting = await seedMeeting(request, {
      now: NOW,
      fromDay: 0,
      toDay: 7,
      title: 'Accessibility check',
    });
    await pinServerClock(page.context(), NOW);
    for (const [path, screen] of [
      ['/admin/users', 'admin-users'],
      ['/admin/meetings', 'admin-meetings'],
      [`/admin/meetings/${meeting.meetingId}`, 'admin-meeting'],
      ['/admin/analytics', 'admin-analytics'],
      ['/admin/audit-log', 'admin-audit-log'],
    ] as const) {
      await page.goto(path);
      await expectAccessibleAtEveryView(page, screen, async () => {
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await expect(
          main(page)
            .getByRole('status')
            .filter({ hasText: /Loading|Counting|Drawing/ }),
        ).toHaveCount(0, {
          timeout: 15_000,
        });
      });
    }
  });
});
