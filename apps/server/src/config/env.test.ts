import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses a Postgres server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it('keeps the embedded database inside DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/overlap-x', PORT: '8080' });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.join('/tmp/overlap-x', 'pglite') });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('names every bad variable and how to fix it', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="eighty": use a whole number/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": use a postgres:\/\/ URL/);
      expect(problems.join('\n')).toMatch(/TRUST_PROXY="maybe": use true or false/);
    }
  });

  it('keeps the test clock header off unless asked, and never allows it in production', () => {
    expect(loadConfig({}).testClockHeader).toBe(false);
    expect(loadConfig({ TEST_CLOCK_HEADER: 'true', NODE_ENV: 'test' }).testClockHeader).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK_HEADER: 'true', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK_HEADER="true": .*never set it with NODE_ENV=production/,
    );
    expect(loadConfig({ TEST_CLOCK_HEADER: 'false', NODE_ENV: 'production' }).testClockHeader).toBe(false);
  });

  it('refuses an https PUBLIC_URL without TRUST_PROXY, which would lose the Secure flag on sign-in cookies', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://overlap.example.com' })).toThrow(
      /PUBLIC_URL="https:\/\/overlap\.example\.com": .*set TRUST_PROXY=true/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://overlap.example.com', TRUST_PROXY: 'true' }).trustProxy).toBe(
      true,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).trustProxy).toBe(false);
  });

  it('looks for due jobs every 2 s unless told otherwise, never more often than pg-boss can', () => {
    expect(loadConfig({}).jobs.pollSeconds).toBe(2);
    expect(loadConfig({ JOB_POLL_SECONDS: '0.5' }).jobs.pollSeconds).toBe(0.5);
    expect(() => loadConfig({ JOB_POLL_SECONDS: '0.1' })).toThrow(
      /JOB_POLL_SECONDS="0.1": use a number of seconds between 0.5 and 60/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.driver).toBe('pglite');
  });
});

describe('sign-in configuration', () => {
  it('uses the built-in provider when no external provider is named', () => {
    const { auth } = loadConfig({ PUBLIC_URL: 'https://overlap.example.com/', TRUST_PROXY: 'true' });
    expect(auth.provider).toEqual({
      kind: 'built-in',
      issuer: 'https://overlap.example.com/oidc',
      clientId: 'overlap-web',
      audience: 'https://overlap.example.com/api',
    });
  });

  it('turns an Auth0-style domain into an https issuer', () => {
    const { auth } = loadConfig({
      OIDC_ISSUER: 'tenant.eu.auth0.com',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'https://api.overlap.example.com',
    });
    expect(auth.provider).toEqual({
      kind: 'external',
      issuer: 'https://tenant.eu.auth0.com/',
      clientId: 'abc',
      audience: 'https://api.overlap.example.com',
    });
  });

  it('passes extra scopes for providers that name the API by scope (Entra), normalised', () => {
    const { auth } = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/0f1e2d3c-0000-4000-8000-000000000000/v2.0',
      OIDC_CLIENT_ID: 'spa',
      OIDC_AUDIENCE: '7d3c2b1a-0000-4000-8000-000000000000',
      OIDC_SCOPE: '  api://7d3c2b1a-0000-4000-8000-000000000000/access_as_user   extra ',
    });
    expect(auth.provider).toMatchObject({
      kind: 'external',
      scope: 'api://7d3c2b1a-0000-4000-8000-000000000000/access_as_user extra',
    });
    expect(() => loadConfig({ OIDC_SCOPE: 'api "quoted"' })).toThrow(/OIDC_SCOPE=.*scope names/);
  });

  it('lists the missing names when only some are set', () => {
    const { auth } = loadConfig({ OIDC_CLIENT_ID: 'abc' });
    expect(auth.provider).toEqual({ kind: 'incomplete', missing: ['OIDC_ISSUER', 'OIDC_AUDIENCE'] });
  });

  it('refuses a plain-http issuer on another machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://idp.example.com/realms/x' })).toThrow(
      /OIDC_ISSUER=.*use the sign-in domain/,
    );
  });

  it('reads admin addresses and login limits', () => {
    const { auth } = loadConfig({
      ADMIN_EMAILS: ' Ana@Example.com, bo@example.org ,',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_LOCK_SECONDS: '2',
    });
    expect(auth.adminEmails).toEqual(['ana@example.com', 'bo@example.org']);
    expect(auth.login).toEqual({ maxFailuresPerAccount: 3, maxFailuresPerAddress: 50, lockSeconds: 2 });
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-address' })).toThrow(/ADMIN_EMAILS=.*comma-separated/);
  });
});

describe('mail configuration', () => {
  it('keeps e-mails in the outbox from a local sender when nothing is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: { name: 'Overlap', address: 'no-reply@localhost' },
    });
  });

  it('reads an SMTP URL and a sender with or without a name', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
      MAIL_FROM: 'meet@example.com',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mailer:pw@mail.example.com:587',
      from: { name: '', address: 'meet@example.com' },
    });
    expect(loadConfig({ MAIL_FROM: '"Acme, Inc" <meet@acme.io>' }).mail.from).toEqual({
      name: 'Acme, Inc',
      address: 'meet@acme.io',
    });
  });

  it('says how to fix a bad SMTP_URL or MAIL_FROM without showing the password', () => {
    try {
      loadConfig({
        SMTP_URL: 'http://mailer:s3cret@mail.example.com',
        MAIL_FROM: 'Overlap <a@b\r\nBcc: c@d>',
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as ConfigError).problems.join('\n');
      expect(message).toMatch(/SMTP_URL=.*: use smtp:\/\/user:password@host:587/);
      expect(message).toMatch(/MAIL_FROM=.*: use an address such as Overlap <no-reply@example.com>/);
      expect(message).not.toContain('s3cret');
    }
  });
});

describe('calendar connection configuration', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('keeps the real provider endpoints and reports unconfigured OAuth clients with the reason', () => {
    const { calendars } = loadConfig({ DATA_DIR: '/tmp/overlap-x' });
    expect(calendars.credentialsKey).toBeNull();
    expect(calendars.keyFile).toBe(path.join('/tmp/overlap-x', 'credentials.key'));
    expect(calendars.google.tokenUrl).toBe('https://oauth2.googleapis.com/token');
    expect(calendars.microsoft.apiBaseUrl).toBe('https://graph.microsoft.com/v1.0');
    expect(calendars.icloudCalDavUrl).toBe('https://caldav.icloud.com');
    expect(calendars.google.client).toEqual({
      available: false,
      reason: 'The server administrator has not set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
    });
    expect(calendars.outboundAllowList).toEqual({ hosts: [], cidrs: [] });
    expect(calendars.redirectUri).toBe('http://localhost:3000/calendar/callback');
  });

  it('reads keys, OAuth clients, endpoints and the outbound allow-list', () => {
    const { calendars } = loadConfig({
      CREDENTIALS_KEY: key,
      CREDENTIALS_OLD_KEYS: `k-old:${key}, ${key}`,
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      MICROSOFT_CLIENT_ID: 'mid',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token',
      OUTBOUND_ALLOW_HOSTS: 'caldav.lan, 127.0.0.1, 192.168.1.0/24',
    });
    expect(calendars.credentialsKey).toBe(key);
    expect(calendars.oldCredentialKeys).toEqual([
      { id: 'k-old', base64: key },
      { id: null, base64: key },
    ]);
    expect(calendars.google.client).toEqual({ available: true, clientId: 'gid', clientSecret: 'gsecret' });
    expect(calendars.google.tokenUrl).toBe('http://127.0.0.1:9999/token');
    expect(calendars.microsoft.client).toMatchObject({
      available: false,
      reason: expect.stringContaining('MICROSOFT_CLIENT_SECRET'),
    });
    expect(calendars.outboundAllowList).toEqual({
      hosts: ['caldav.lan'],
      cidrs: ['127.0.0.1/32', '192.168.1.0/24'],
    });
  });

  it('says how to fix bad calendar settings without echoing a key', () => {
    try {
      loadConfig({
        CREDENTIALS_KEY: 'too-short-secret',
        OUTBOUND_ALLOW_HOSTS: '10.0.0.0/99',
        GOOGLE_API_URL: 'not a url',
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as ConfigError).problems.join('\n');
      expect(message).toMatch(/CREDENTIALS_KEY="\*\*\*": use 32 random bytes in base64/);
      expect(message).toMatch(/OUTBOUND_ALLOW_HOSTS=.*CIDR ranges/);
      expect(message).toMatch(/GOOGLE_API_URL=.*absolute/);
      expect(message).not.toContain('too-short-secret');
    }
  });
});
