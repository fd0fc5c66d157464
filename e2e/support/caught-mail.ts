import type { APIRequestContext, Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** The e-mails the test SMTP server (support/mail-catcher.ts) caught for an address. */
export async function mailTo(
  request: APIRequestContext,
  address: string,
): Promise<{ subject: string; text: string; ics: string | null }[]> {
  const response = await request.get(
    `http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as { subject: string; text: string; ics: string | null }[];
}

/** Page-wide sideways overflow in CSS pixels (0 when the page fits its width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
