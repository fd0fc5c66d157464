import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';

// What the journeys do again and again: read caught e-mails, open a guest's browser, paint, watch for writes.

const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}/messages`;

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  ics: string | null;
}

/** Waits for the e-mails the job queue delivers to the test's SMTP server. */
export async function mailFor(request: APIRequestContext, to: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await (await request.get(`${mailApi}?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];
        return found.length;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** An instant as iCalendar writes it in UTC: 20261124T090000Z. */
export const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A guest's own browser in their zone, its clock pinned to `now`. */
export async function participantPage(browser: Browser, timezoneId: string, now: string) {
  const context = await browser.newContext({
    timezoneId,
    locale: 'en-GB',
    viewport: { width: 1280, height: 1400 },
  });
  const page = await context.newPage();
  await pinClocks(page, now);
  return new ParticipantPage(page);
}

/** Paints one day from one row to another, with both ends on screen (the page above the grid is tall). */
export async function paintDay(p: ParticipantPage, day: number, fromRow: number, toRow: number) {
  await p.cell(day, fromRow).evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  await p.dragPaint(p.cell(day, fromRow), p.cell(day, toRow));
}

/** Day columns whose cells in these rows can be painted (allowed days, inside the window, not past), by date. */
export async function openDays(p: ParticipantPage, rows: number[]): Promise<Map<string, number>> {
  const open = new Map<string, number>();
  for (let day = 0; day < 7; day++) {
    const cells = rows.map((row) => p.cell(day, row));
    if ((await cells[0]!.count()) === 0) continue;
    const disabled = await Promise.all(cells.map((c) => c.getAttribute('aria-disabled')));
    const date = ((await cells[0]!.getAttribute('aria-label')) ?? '').split(',')[0]!;
    if (disabled.every((d) => d !== 'true')) open.set(date, day);
  }
  return open;
}

/** Every request the page sends that could change something on the server. */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method()))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}
