import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { seedWorkingHoursWeek } from '../../support/seed-working-hours-week';

// The server's Content-Security-Policy forbids eval. The participant page loads the shared zod schemas,
// which must run in their no-eval mode: the browser reports no violation and logs no error.

const NOW = '2026-11-22T12:00:00Z';

test('the participant page runs under the strict policy without a violation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const meeting = await seedWorkingHoursWeek(request, NOW);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  await pinClocks(page, NOW);

  const response = await page.goto(`/participant/availability?token=${meeting.people.Ana!.token}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const guest = new ParticipantPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your availability' })).toBeVisible({
    timeout: 15_000,
  });
  await guest.grid.locator('[role="gridcell"]:not([aria-disabled="true"])').first().click();
  await guest.submit.click();
  await expect(page).toHaveURL(/participant-confirmation/, { timeout: 15_000 });

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(errors.filter((text) => /Content Security Policy|unsafe-eval|EvalError/i.test(text))).toEqual([]);
});
