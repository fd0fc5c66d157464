import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  AUTH_SETTING_NAMES,
  isValidEmail,
  MEETING_LIMITS,
  normalizeEmail,
  SIGN_UP_MODES,
  type OperatorSettings,
  type RetentionSettings,
  type SignUpMode,
} from '@overlap/contracts';
import { REPO_ROOT } from './paths';
import { parseCidr } from '../features/calendars/ssrf/ip-address';
import type { QuotaSettings } from '../lib/quota/quota-settings';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ error: 'use a whole number between 1 and 65535' })
  .int('use a whole number between 1 and 65535')
  .min(0, 'use a whole number between 1 and 65535')
  .max(65535, 'use a whole number between 1 and 65535');

const positiveInt = (hint: string) => z.coerce.number({ error: hint }).int(hint).positive(hint);
const wholeNumber = (hint: string) => z.coerce.number({ error: hint }).int(hint).min(0, hint);

const isKey32 = (value: string) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
const credentialsKey = z
  .string()
  .refine(isKey32, 'use 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`');
const oldCredentialKeys = z
  .string()
  .refine(
    (v) => v.split(',').every((entry) => entry.trim() === '' || isKey32(entry.split(':').pop() ?? '')),
    'use a comma-separated list of earlier keys, each base64 of 32 bytes, optionally written id:base64',
  );
const contactAddress = z
  .string()
  .transform(normalizeEmail)
  .refine(isValidEmail, 'use one e-mail address, such as privacy@example.com');
const endpointUrl = z.url({ error: 'use an absolute http(s) URL' });
const outboundAllowList = z
  .string()
  .refine(
    (v) => v.split(',').every((entry) => isHostOrCidr(entry.trim())),
    'use a comma-separated list of host names, IP addresses or CIDR ranges such as 192.168.1.0/24',
  );

/**
 * Every setting the server reads, with its default. This is the only place that reads process.env;
 * the configuration table in docs/self-hosting.md documents the same list.
 */
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'use an absolute URL such as https://overlap.example.com' }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'use a postgres:// URL, or leave it unset for the embedded database')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  WAITLIST_RATE_LIMIT_PER_MINUTE: positiveInt('use a positive whole number of requests').default(10),
  API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt('use a positive whole number of requests').default(120),
  SHUTDOWN_TIMEOUT_MS: positiveInt('use a positive number of milliseconds').default(10_000),
  RANKING_THREADS: wholeNumber('use a whole number of threads (0 ranks on the main thread)')
    .max(64, 'use at most 64 threads')
    .default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  RANKING_QUEUE_MAX: positiveInt('use a positive whole number of waiting rankings').default(64),
  RANKING_INLINE_BELOW: wholeNumber('use a whole number of participants and intervals').default(2000),
  OIDC_ISSUER: z
    .string()
    .refine(isIssuer, 'use the sign-in domain (tenant.eu.auth0.com) or an https:// issuer URL')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  // RFC 6749 scope tokens: printable ASCII except space, '"' and '\\'.
  OIDC_SCOPE: z
    .string()
    .transform((v) => v.trim().split(/\s+/).filter(Boolean).join(' '))
    .refine((v) => /^[\x21\x23-\x5b\x5d-\x7e ]*$/.test(v), 'use scope names separated by spaces')
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .refine(
      (v) => v.split(',').every((e) => e.trim() === '' || isValidEmail(normalizeEmail(e))),
      'use a comma-separated list of e-mail addresses',
    )
    .optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt('use a positive whole number of attempts').default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt('use a positive whole number of attempts').default(50),
  LOGIN_LOCK_SECONDS: positiveInt('use a positive whole number of seconds').default(900),
  QUOTA_MEETINGS_PER_HOUR: positiveInt('use a positive whole number of meetings').default(30),
  QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: positiveInt('use a positive whole number of meetings').default(5),
  QUOTA_INVITATIONS_PER_DAY: positiveInt('use a positive whole number of invitations').default(500),
  QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: positiveInt('use a positive whole number of invitations').default(
    50,
  ),
  QUOTA_ESTABLISHED_AFTER_DAYS: positiveInt('use a positive whole number of days').default(7),
  QUOTA_REMINDER_EVERY_HOURS: positiveInt('use a positive whole number of hours').default(24),
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'use smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => parseMailbox(v) !== null, 'use an address such as Overlap <no-reply@example.com>')
    .default('Overlap <no-reply@localhost>'),
  CREDENTIALS_KEY: credentialsKey.optional(),
  CREDENTIALS_OLD_KEYS: oldCredentialKeys.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: endpointUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: endpointUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_API_URL: endpointUrl.default('https://www.googleapis.com/calendar/v3'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_AUTHORIZE_URL: endpointUrl.default(
    'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  ),
  MICROSOFT_TOKEN_URL: endpointUrl.default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_API_URL: endpointUrl.default('https://graph.microsoft.com/v1.0'),
  ICLOUD_CALDAV_URL: endpointUrl.default('https://caldav.icloud.com'),
  OUTBOUND_ALLOW_HOSTS: outboundAllowList.optional(),
  WEBHOOK_RETRY_DELAY_SECONDS: positiveInt('use a positive whole number of seconds').default(60),
  WEBHOOK_TIMEOUT_MS: positiveInt('use a positive number of milliseconds').default(10_000),
  SIGN_UP: z
    .enum(SIGN_UP_MODES, { error: 'use open, waitlist (sign-up by invitation, public waitlist) or invite' })
    .default('open'),
  MEETING_PARTICIPANTS_MAX: positiveInt('use a positive whole number of people')
    .max(MEETING_LIMITS.participantsMax, `use at most ${MEETING_LIMITS.participantsMax} people`)
    .default(MEETING_LIMITS.participantsMax),
  OPERATOR_NAME: z.string().trim().min(1).max(200, 'use at most 200 characters').optional(),
  OPERATOR_EMAIL: contactAddress.optional(),
  OPERATOR_PRIVACY_EMAIL: contactAddress.optional(),
  OPERATOR_SECURITY_EMAIL: contactAddress.optional(),
  RETENTION_ANSWERS_DAYS: positiveInt('use a positive whole number of days').default(30),
  RETENTION_MESSAGES_DAYS: positiveInt('use a positive whole number of days').default(30),
  LEGAL_PAGES_DIR: z.string().min(1).optional(),
  TEST_CLOCK_HEADER: booleanFlag.default(false),
  NODE_ENV: z.string().optional(),
});

/** Every variable the server reads (docs/self-hosting.md's configuration table must name each one). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof z.input<typeof envSchema>)[];

/** Values never echoed back in a configuration error. */
const SECRET_VARIABLES = new Set([
  'CREDENTIALS_KEY',
  'CREDENTIALS_OLD_KEYS',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
]);

function isHostOrCidr(entry: string): boolean {
  if (entry === '') return true;
  if (/^[a-z0-9.-]+$/i.test(entry) && /[a-z]/i.test(entry)) return true;
  try {
    parseCidr(entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`);
    return true;
  } catch {
    return false;
  }
}

function splitAllowList(value: string | undefined): { hosts: string[]; cidrs: string[] } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const isName = (entry: string) => /^[a-z0-9.-]+$/i.test(entry) && /[a-z]/i.test(entry);
  return {
    hosts: entries.filter(isName),
    cidrs: entries
      .filter((entry) => !isName(entry))
      .map((entry) => (entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`)),
  };
}

function oauthClient(
  name: 'GOOGLE' | 'MICROSOFT',
  id: string | undefined,
  secret: string | undefined,
): OAuthClientSettings {
  if (id && secret) return { available: true, clientId: id, clientSecret: secret };
  const missing = [!id && `${name}_CLIENT_ID`, !secret && `${name}_CLIENT_SECRET`].filter(Boolean);
  return { available: false, reason: `The server administrator has not set ${missing.join(' and ')}.` };
}

/** An issuer is a bare host name (Auth0's "domain") or an https URL; plain http only for this machine. */
function isIssuer(value: string): boolean {
  if (!value.includes('://')) return /^[a-z0-9.-]+(:\d+)?$/i.test(value);
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `Name <address>` or a bare address; the address also becomes the organizer of calendar invitations. */
function parseMailbox(value: string): { name: string; address: string } | null {
  const address = String.raw`[^\s"<>(),;:\\[\]@]+@[^\s"<>(),;:\\[\]@]+`;
  const match = new RegExp(String.raw`^\s*(?:"?([^"<>\r\n]*?)"?\s*<(${address})>|(${address}))\s*$`).exec(
    value,
  );
  if (!match) return null;
  return { name: (match[1] ?? '').trim(), address: match[2] ?? match[3]! };
}

/** A URL's password never reaches a message or a log. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

export type AuthProviderConfig =
  | {
      kind: 'built-in' | 'external';
      issuer: string;
      clientId: string;
      audience: string;
      /** Scopes asked for besides the spec's, such as Entra's `api://…/access_as_user` (OIDC_SCOPE). */
      scope?: string;
    }
  | { kind: 'incomplete'; missing: string[] };

/**
 * None of the three set: the server's own provider. All three: the external provider they name.
 * Some: the browser shows the spec's Configuration Error screen with the missing names.
 */
function authProvider(e: z.infer<typeof envSchema>, publicUrl: string): AuthProviderConfig {
  const given = { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, audience: e.OIDC_AUDIENCE };
  const missing = (Object.keys(AUTH_SETTING_NAMES) as (keyof typeof AUTH_SETTING_NAMES)[])
    .filter((key) => !given[key])
    .map((key) => AUTH_SETTING_NAMES[key]);
  if (missing.length === 3) {
    return {
      kind: 'built-in',
      issuer: `${publicUrl}/oidc`,
      clientId: 'overlap-web',
      audience: `${publicUrl}/api`,
    };
  }
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const issuer = given.issuer!.includes('://') ? given.issuer! : `https://${given.issuer}/`;
  return {
    kind: 'external',
    issuer,
    clientId: given.clientId!,
    audience: given.audience!,
    ...(e.OIDC_SCOPE ? { scope: e.OIDC_SCOPE } : {}),
  };
}

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string };
  log: { level: string; pretty: boolean };
  trustProxy: boolean;
  webDistDir: string;
  rateLimits: { waitlistPerMinute: number; apiKeyPerMinute: number };
  quotas: QuotaSettings;
  shutdownTimeoutMs: number;
  ranking: { threads: number; queueMax: number; inlineBelow: number };
  auth: {
    provider: AuthProviderConfig;
    /** Addresses that are always admins (lower-cased). */
    adminEmails: string[];
    login: { maxFailuresPerAccount: number; maxFailuresPerAddress: number; lockSeconds: number };
  };
  /** No smtpUrl: e-mails are kept in the outbox for admins to read. */
  mail: { smtpUrl: string | null; from: { name: string; address: string } };
  calendars: CalendarSettings;
  /**
   * Webhook deliveries: the first retry's delay (doubling, with jitter, over ten retries: about a day at
   * the default 60 s) and each attempt's time limit.
   */
  webhooks: { retryDelaySeconds: number; timeoutMs: number };
  /** Tests only: the `x-overlap-test-now` header sets a request's "now" (see http/test-clock.ts). */
  testClockHeader: boolean;
  /** Who may create an account (SIGN_UP). */
  signUp: SignUpMode;
  /** People one meeting request may have, its organizer aside (MEETING_PARTICIPANTS_MAX). */
  limits: { participantsPerMeeting: number };
  /** Who runs this server, named on the legal pages; privacy and security fall back to the contact address. */
  operator: OperatorSettings;
  /** How long data is kept: the privacy page states these numbers. */
  retention: RetentionSettings;
  /** A folder with the operator's own terms.md and privacy.md, served instead of the built-in texts. */
  legalPagesDir: string | null;
}

export type OAuthClientSettings =
  { available: true; clientId: string; clientSecret: string } | { available: false; reason: string };

export interface OAuthProviderSettings {
  client: OAuthClientSettings;
  authorizeUrl: string;
  tokenUrl: string;
  apiBaseUrl: string;
}

export interface CalendarSettings {
  /** Base64 key from CREDENTIALS_KEY, or null: a key file in `keyFile` is created on first use. */
  credentialsKey: string | null;
  /** Earlier keys, still able to open credentials until they are re-encrypted. */
  oldCredentialKeys: { id: string | null; base64: string }[];
  keyFile: string;
  /** Where OAuth providers send the browser back to. */
  redirectUri: string;
  google: OAuthProviderSettings;
  microsoft: OAuthProviderSettings;
  icloudCalDavUrl: string;
  /** Private hosts and ranges that user-supplied calendar URLs may still reach. */
  outboundAllowList: { hosts: string[]; cidrs: string[] };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once, at start-up, with a message per variable that says how to fix it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const shown = SECRET_VARIABLES.has(name) ? '***' : withoutPassword(cleaned[name] ?? '');
        return `${name}=${JSON.stringify(shown)}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_HEADER && e.NODE_ENV === 'production') {
    throw new ConfigError([
      'TEST_CLOCK_HEADER="true": it lets any request set the server\'s clock, for tests only; never set it with NODE_ENV=production',
    ]);
  }
  // Overlap serves plain HTTP; an https address means a TLS proxy in front, and without trusting its
  // X-Forwarded-Proto the sign-in cookies would silently lose their Secure flag.
  if (e.PUBLIC_URL?.toLowerCase().startsWith('https:') && !e.TRUST_PROXY) {
    throw new ConfigError([
      `PUBLIC_URL=${JSON.stringify(e.PUBLIC_URL)}: an https address is served through a TLS proxy; set TRUST_PROXY=true (the proxy must send X-Forwarded-Proto) so that sign-in cookies keep their Secure flag`,
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    log: { level: e.LOG_LEVEL, pretty: e.LOG_FORMAT === 'pretty' },
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    rateLimits: {
      waitlistPerMinute: e.WAITLIST_RATE_LIMIT_PER_MINUTE,
      apiKeyPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    },
    quotas: {
      meetingsPerHour: { new: e.QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR, established: e.QUOTA_MEETINGS_PER_HOUR },
      invitationsPerDay: {
        new: e.QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY,
        established: e.QUOTA_INVITATIONS_PER_DAY,
      },
      establishedAfterDays: e.QUOTA_ESTABLISHED_AFTER_DAYS,
      reminderEveryHours: e.QUOTA_REMINDER_EVERY_HOURS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    ranking: {
      threads: e.RANKING_THREADS,
      queueMax: e.RANKING_QUEUE_MAX,
      inlineBelow: e.RANKING_INLINE_BELOW,
    },
    auth: {
      provider: authProvider(e, publicUrl),
      adminEmails: (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map(normalizeEmail)
        .filter((v) => v !== ''),
      login: {
        maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
        lockSeconds: e.LOGIN_LOCK_SECONDS,
      },
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: parseMailbox(e.MAIL_FROM)! },
    calendars: {
      credentialsKey: e.CREDENTIALS_KEY?.trim() ?? null,
      oldCredentialKeys: (e.CREDENTIALS_OLD_KEYS ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => {
          const [id, base64] = entry.includes(':') ? entry.split(':') : [null, entry];
          return { id: id ?? null, base64: base64! };
        }),
      keyFile: path.join(dataDir, 'credentials.key'),
      redirectUri: `${publicUrl}/calendar/callback`,
      google: {
        client: oauthClient('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
        authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        apiBaseUrl: e.GOOGLE_API_URL.replace(/\/$/, ''),
      },
      microsoft: {
        client: oauthClient('MICROSOFT', e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET),
        authorizeUrl: e.MICROSOFT_AUTHORIZE_URL,
        tokenUrl: e.MICROSOFT_TOKEN_URL,
        apiBaseUrl: e.MICROSOFT_API_URL.replace(/\/$/, ''),
      },
      icloudCalDavUrl: e.ICLOUD_CALDAV_URL,
      outboundAllowList: splitAllowList(e.OUTBOUND_ALLOW_HOSTS),
    },
    webhooks: { retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS, timeoutMs: e.WEBHOOK_TIMEOUT_MS },
    testClockHeader: e.TEST_CLOCK_HEADER,
    signUp: e.SIGN_UP,
    limits: { participantsPerMeeting: e.MEETING_PARTICIPANTS_MAX },
    operator: {
      name: e.OPERATOR_NAME ?? null,
      contactEmail: e.OPERATOR_EMAIL ?? null,
      privacyEmail: e.OPERATOR_PRIVACY_EMAIL ?? e.OPERATOR_EMAIL ?? null,
      securityEmail: e.OPERATOR_SECURITY_EMAIL ?? e.OPERATOR_EMAIL ?? null,
    },
    retention: {
      answersDaysAfterClose: e.RETENTION_ANSWERS_DAYS,
      messageBodiesDays: e.RETENTION_MESSAGES_DAYS,
    },
    legalPagesDir: e.LEGAL_PAGES_DIR ? path.resolve(e.LEGAL_PAGES_DIR) : null,
  };
}
