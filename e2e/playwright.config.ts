import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The app servers are compiled and started before the first test; a machine busy with other work may
// need longer than the default (E2E_SERVER_TIMEOUT_MS).
const serverStartTimeout = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000);

/**
 * Sign-in through external providers (tests/auth/external-*.spec.ts): each shape of provider runs as its
 * own process (support/fake-oidc-issuer.ts) beside a second app server configured for it.
 */
const externalProviders = [
  {
    shape: 'auth0',
    issuerPort: port + 5,
    appPort: port + 6,
    // Auth0's issuer is its domain with a trailing slash; its API identifier is a URL.
    issuer: `http://127.0.0.1:${port + 5}/`,
    clientId: 'auth0-spa-client',
    audience: 'https://api.overlap.test',
    adminEmails: 'admin@auth0.example.com',
    scope: '',
  },
  {
    shape: 'generic',
    issuerPort: port + 7,
    appPort: port + 8,
    issuer: `http://127.0.0.1:${port + 7}`,
    clientId: 'overlap-web',
    audience: 'api://overlap',
    // Names the API by a scope, as Microsoft Entra needs (OIDC_SCOPE).
    scope: 'api://overlap/access_as_user',
    adminEmails: 'admin@oidc.example.com',
  },
] as const;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server, started on
 * a fresh embedded database from the built web app (`npm run build` first; the test command does it).
 */
/** A provider process and an Overlap server (on the build the main server's entry made) that uses it. */
function externalServices(provider: (typeof externalProviders)[number]) {
  const appUrl = `http://127.0.0.1:${provider.appPort}`;
  const dataDir = `../.tmp/e2e-data-${provider.appPort}`;
  return [
    {
      name: `${provider.shape} provider`,
      command: 'tsx support/fake-oidc-issuer.ts',
      healthUrl: `http://127.0.0.1:${provider.issuerPort}/health`,
      env: {
        FAKE_OIDC_SHAPE: provider.shape,
        FAKE_OIDC_PORT: String(provider.issuerPort),
        FAKE_OIDC_CLIENT_ID: provider.clientId,
        FAKE_OIDC_AUDIENCE: provider.audience,
        FAKE_OIDC_APP_ORIGIN: appUrl,
        FAKE_OIDC_API_SCOPE: provider.scope,
      },
    },
    {
      name: `server for the ${provider.shape} provider`,
      command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/server/dist/main.js`,
      healthUrl: `${appUrl}/api/health`,
      env: {
        PORT: String(provider.appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: appUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_AUDIENCE: provider.audience,
        ...(provider.scope ? { OIDC_SCOPE: provider.scope } : {}),
        ADMIN_EMAILS: provider.adminEmails,
        RANKING_THREADS: '0',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  // Playwright empties this folder at start: one per port, so parallel runs keep each other's traces.
  outputDir: `test-results/port-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a failed test runs once more: a machine at load 20 has made a correct test miss a deadline.
  // The summary counts a test that passed only the second time as "flaky"; each one is a bug to fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace: every action with a DOM snapshot of the page. The screencast a trace
    // records by default made the tests a fifth slower on two processors (participant specs, 4 runs).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  projects: [
    {
      name: 'chromium',
      testIgnore: /auth\/external-.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    ...externalProviders.map((provider) => ({
      name: `external-${provider.shape}`,
      testMatch: /auth\/external-.*\.spec\.ts$/,
      // The tests read the provider's shape and addresses from here.
      metadata: {
        shape: provider.shape,
        issuer: provider.issuer,
        domain: provider.adminEmails.split('@')[1],
      },
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${provider.appPort}`,
      },
    })),
  ],
  webServer: [
    {
      command: 'tsx support/mail-catcher.ts',
      url: `http://127.0.0.1:${port + 2}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_SMTP_PORT: String(port + 1), MAIL_CATCHER_HTTP_PORT: String(port + 2) },
    },
    {
      // Google's consent screen, token endpoint and Calendar API (support/fake-google-server.ts).
      command: 'tsx support/fake-google-server.ts',
      url: `http://127.0.0.1:${port + 3}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: String(port + 3), FAKE_GOOGLE_REDIRECT_URI: `${baseURL}/calendar/callback` },
    },
    {
      // A real CalDAV server (Debian's Radicale) with one account and two calendars, wiped at every start.
      command: 'tsx support/radicale-server.ts',
      url: `http://127.0.0.1:${port + 4}/`,
      wait: { stdout: /Radicale ready/ },
      timeout: 30_000,
      reuseExistingServer: false,
      env: { RADICALE_PORT: String(port + 4), RADICALE_FOLDER: `../.tmp/e2e-radicale-${port}` },
    },
    {
      // Each port gets its own data folder, so two runs on one machine never wipe each other's database.
      command: `node ../scripts/build.mjs --server-only && rm -rf ../.tmp/e2e-data-${port} && node --enable-source-maps ../apps/server/dist/main.js`,
      url: `${baseURL}/api/health`,
      timeout: serverStartTimeout,
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
        // Retries and timed jobs are looked for as often as pg-boss allows, so tests wait less for them.
        JOB_POLL_SECONDS: '0.5',
        // Tests create many meetings with accounts made minutes earlier; the quotas have API tests.
        QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '1000',
        QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
        QUOTA_MEETINGS_PER_HOUR: '1000',
        QUOTA_INVITATIONS_PER_DAY: '100000',
        SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
        MAIL_FROM: 'Overlap <meet@overlap.test>',
        // The admin-gate test signs up with this address to reach the admin area.
        ADMIN_EMAILS: 'admin@e2e.example.com',
        // Test-side servers (ICS feeds, Radicale, fake OAuth providers) listen on loopback.
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        // Tests pin the server's "now" per request with x-overlap-test-now (support/test-clock.ts).
        TEST_CLOCK_HEADER: 'true',
        // Every ranking goes through the worker pool of the compiled server, as a large meeting's would.
        RANKING_INLINE_BELOW: '0',
        // Google is the fake above (the API tests' client id and secret); Microsoft stays unconfigured.
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_AUTHORIZE_URL: `http://127.0.0.1:${port + 3}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${port + 3}/token`,
        GOOGLE_API_URL: `http://127.0.0.1:${port + 3}/calendar/v3`,
        // A private build folder lets two suites on one machine test different builds side by side.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
    },
    {
      // The external providers and their servers, all started together (support/external-oidc-stack.ts).
      command: 'tsx support/external-oidc-stack.ts',
      url: `http://127.0.0.1:${port + 9}/`,
      timeout: serverStartTimeout,
      reuseExistingServer: false,
      env: {
        EXTERNAL_OIDC_STACK_PORT: String(port + 9),
        EXTERNAL_OIDC_STACK: JSON.stringify(externalProviders.flatMap(externalServices)),
      },
    },
  ],
});
