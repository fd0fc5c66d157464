import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server, started on
 * a fresh embedded database from the built web app (`npm run build` first; the test command does it).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'tsx support/mail-catcher.ts',
      url: `http://127.0.0.1:${port + 2}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_SMTP_PORT: String(port + 1), MAIL_CATCHER_HTTP_PORT: String(port + 2) },
    },
    {
      // Each port gets its own data folder, so two runs on one machine never wipe each other's database.
      command: `rm -rf ../.tmp/e2e-data-${port} && tsx ../apps/server/src/main.ts`,
      url: `${baseURL}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `../.tmp/e2e-data-${port}`,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        WAITLIST_RATE_LIMIT_PER_MINUTE: '1000',
        SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
        MAIL_FROM: 'Overlap <meet@overlap.test>',
        // The admin-gate test signs up with this address to reach the admin area.
        ADMIN_EMAILS: 'admin@e2e.example.com',
        // Test-side servers (ICS feeds, Radicale, fake OAuth providers) listen on loopback.
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        // A private build folder lets two suites on one machine test different builds side by side.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
