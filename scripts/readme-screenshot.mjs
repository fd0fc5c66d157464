// Takes the README's picture (docs/images/choose-a-time.png) from the product as it is: the built server on
// a fresh embedded database seeded by the demo, signed in as the demo organizer in London, Choose a time
// at 1280 × 900 in Debian's Chromium. `npm run docs:screenshot` (builds first when there is no build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startDemoServer } from './demo-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'docs/images/choose-a-time.png');

const { baseUrl, demoOutput: said, stop } = await startDemoServer();
let browser;
try {
  const email = said.match(/e-mail:\s+(\S+)/)?.[1];
  const password = said.match(/password:\s+(\S+)/)?.[1];
  const meeting = said.match(/organizer-time-selection\?meeting=([\w-]+)/)?.[1];
  if (!email || !password || !meeting) throw new Error(`the demo printed no account or meeting:\n${said}`);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    colorScheme: 'light',
  });
  await page.goto(baseUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard|organizer-time-selection/);
  await page.goto(`${baseUrl}/organizer-time-selection?meeting=${meeting}`);
  await page
    .getByRole('button', { name: /Book this time/ })
    .first()
    .waitFor({ timeout: 60_000 });
  await page.screenshot({ path: output });
  console.log(`wrote ${path.relative(root, output)}`);
} finally {
  await browser?.close();
  await stop();
}
