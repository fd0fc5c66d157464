import { expect, test, type Page } from '@playwright/test';

test('the demo card books a slot and goes back to the times', async ({ page }) => {
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Scheduling demo' });
  const options = demo.getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(demo.getByText('Best match')).toBeVisible();
  // The page is prerendered: the demo answers keys once the app runs, when its button is enabled.
  await expect(demo.getByRole('button', { name: 'Book this slot' })).toBeEnabled({ timeout: 20_000 });

  // One tab stop for the list, the arrow keys choose among the times, a click chooses too.
  await options.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toBeFocused();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await options.nth(0).click();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  await demo.getByRole('button', { name: 'Book this slot' }).click();
  await expect(demo.getByRole('heading', { name: 'Meeting Scheduled' })).toBeVisible();
  await expect(demo.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(demo.getByText('All participants confirmed')).toBeVisible();
  await expect(demo.getByText('All calendars synced')).toBeVisible();

  await demo.getByRole('button', { name: 'Back to times' }).click();
  await expect(demo.getByRole('option')).toHaveCount(3);
  await expect(demo.getByRole('button', { name: 'Book this slot' })).toBeVisible();
});

/** Any fixed instant: the typewriter only needs a clock the test moves by hand. */
const PINNED = new Date('2026-03-02T09:00:00Z');
const AUDIENCES = [
  'freelancers',
  'startup teams',
  'hybrid workers',
  'agency clients',
  'nonprofits',
  'community groups',
  'everyone',
];

interface Frame {
  text: string;
  line: { y: number; height: number };
  below: number;
}

/** What the headline shows now, once React has rendered what the last timer changed. */
async function frame(page: Page): Promise<Frame> {
  return page.evaluate(async () => {
    // React renders from a MessageChannel task, which the fake clock leaves alone; two round trips let it.
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
    const box = (el: Element | null) => el!.getBoundingClientRect();
    const line = box(document.querySelector('[data-testid="typewriter-line"]'));
    const paragraph = [...document.querySelectorAll('p')].find((p) =>
      p.textContent?.startsWith('Overlap reads everyone'),
    );
    return {
      text: document.querySelector('[data-testid="typewriter-text"]')!.textContent ?? '',
      line: { y: line.y + window.scrollY, height: line.height },
      below: box(paragraph ?? null).y + window.scrollY,
    };
  });
}

for (const width of [1280, 375]) {
  test(`the headline types every audience with a cursor and nothing on the page moves (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install({ time: PINNED });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('|');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `Instant, dead-simple scheduling for ${AUDIENCES.join(', ')}.`,
    );
    // The installed clock runs with real time until paused; on a slow machine it may be past any fixed instant.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const first = await frame(page);
    const seen = new Set<string>();
    // Every step of the loop is at most 100 ms; step through one whole loop of the seven phrases.
    for (let step = 0; step < 1_000 && seen.size < AUDIENCES.length; step++) {
      await page.clock.runFor(100);
      const now = await frame(page);
      if (AUDIENCES.includes(now.text)) seen.add(now.text);
      expect(now.line, `the typed line's box with "${now.text}"`).toEqual(first.line);
      expect(now.below, `the paragraph under the headline with "${now.text}"`).toBe(first.below);
    }
    expect([...seen].sort()).toEqual([...AUDIENCES].sort());
  });
}

test('the comparison table shows its Overlap column on a phone without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const table = page.getByRole('table', { name: /Pain points/ });
  const overlap = table.getByRole('columnheader', { name: 'Overlap' });
  await overlap.scrollIntoViewIfNeeded();
  await expect(overlap).toBeVisible();
  const box = (await overlap.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // Each pain heads its row pair, and its Overlap answer is on screen too.
  const answer = table.getByRole('cell', { name: /Ranks by the worst-off person/ });
  await answer.scrollIntoViewIfNeeded();
  const answerBox = (await answer.boundingBox())!;
  expect(answerBox.x + answerBox.width).toBeLessThanOrEqual(375);
  await expect(table.getByRole('rowheader', { name: 'Fairness across continents' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Comparison table' });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the landing page has its sections and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const steps = page.getByRole('list').filter({ hasText: 'Connect calendars' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(page.getByRole('table', { name: /Pain points/ })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAttribute('data-theme-choice', 'system');
  await toggle.click(); // light
  await toggle.click(); // dark
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-choice', 'dark');
});

test('the system theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
