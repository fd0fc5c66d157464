// Takes the README's picture (docs/images/choose-a-time.png) from the product as it is: the built server on
// a fresh embedded database seeded by the demo, signed in as the demo organizer in London, Choose a time
// at 1280 × 900 in Debian's Chromium. `npm run docs:screenshot` (builds first when there is no build).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'docs/images/choose-a-time.png');

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

if (
  !existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'overlap-readme-shot-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

const demo = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['apps/server/src/features/demo/demo-cli.ts'],
  {
    cwd: root,
    env,
    encoding: 'utf8',
  },
);
const said = `${demo.stdout}${demo.stderr}`;
const email = said.match(/e-mail:\s+(\S+)/)?.[1];
const password = said.match(/password:\s+(\S+)/)?.[1];
const meeting = said.match(/organizer-time-selection\?meeting=([\w-]+)/)?.[1];
if (!email || !password || !meeting) throw new Error(`the demo printed no account or meeting:\n${said}`);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
let browser;
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server did not answer /api/health within 2 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
