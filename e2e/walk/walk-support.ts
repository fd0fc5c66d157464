import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIEWS, applyView, shotName } from '../support/views';

// What the newcomer's walk does with its hands and its camera: painting, links from the mail catcher,
// guests' browsers, and a photograph of each screen in four views.
const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}/messages`;
const messages = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/i18n/messages',
);
export const HOUR = 3_600_000;

/** A text of the app in a language, from its catalogue. */
export function said(locale: string, namespace: string, key: string): string {
  const catalogue = JSON.parse(
    readFileSync(path.join(messages, locale, `${namespace}.json`), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue[key];
  if (!text) throw new Error(`${locale}/${namespace}.json has no ${key}`);
  return text;
}

let shots = 0;
/** The screen as it is now, at 1280 and 375 px, light and dark; then back to the page's own view. */
export async function shoot(page: Page, screen: string) {
  const own = page.viewportSize();
  shots += 1;
  const name = `${String(shots).padStart(2, '0')}-${screen}`;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A photograph of a spinner says nothing: wait for the page's own words (a loading screen is a status
  // with a spinner or grey placeholder rows, in any language).
  await expect(page.locator('[role="status"]:has(.animate-spin, .animate-pulse)')).toHaveCount(0, {
    timeout: 30_000,
  });
  for (const view of VIEWS) {
    await applyView(page, view);
    await page.waitForTimeout(150);
    await page.screenshot({ path: test.info().outputPath('shots', shotName(name, view)), fullPage: true });
  }
  if (own) await page.setViewportSize(own);
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function linkIn(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${mailApi}?to=${encodeURIComponent(to)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        const mail = mails.find((m) => subject.test(m.subject));
        link =
          /http:\/\/127\.0\.0\.1:\d+\/participant\/availability\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ??
          '';
        return link !== '';
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  const url = new URL(link);
  return url.pathname + url.search;
}

export async function guest(browser: Browser, timezoneId: string, locale: string, width = 1280) {
  const context = await browser.newContext({ timezoneId, locale, viewport: { width, height: 900 } });
  return context.newPage();
}

export const grid = (page: Page) => page.getByRole('grid').first();
const cell = (page: Page, day: number, row: number) =>
  grid(page).locator(`[role="gridcell"][data-day="${day}"][data-row="${row}"]`);

/** The first day column whose rows `from`..`to` are all open to paint. */
async function openDay(page: Page, from: number, to: number): Promise<number | null> {
  for (let day = 0; day < 7; day++) {
    const ends = [cell(page, day, from), cell(page, day, to)];
    if ((await ends[0]!.count()) === 0 || (await ends[1]!.count()) === 0) continue;
    const disabled = await Promise.all(ends.map((c) => c.getAttribute('aria-disabled')));
    if (disabled.every((d) => d !== 'true')) return day;
  }
  return null;
}

async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('cells are not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** Paints rows `from`..`to` of the first open day of the week on screen. */
export async function paintFirstOpenDay(page: Page, from: number, to: number) {
  const day = await openDay(page, from, to);
  expect(day, 'an open day to paint').not.toBeNull();
  await drag(page, cell(page, day!, from), cell(page, day!, to));
  await expect(cell(page, day!, to)).toHaveAttribute('data-state', 'available');
}
