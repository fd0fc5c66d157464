import path from 'node:path';
import { z } from 'zod';
import {
  normalizeEmail,
  type OperatorSettings,
  type RetentionSettings,
  type SignUpMode,
} from '@overlap/contracts';
import { authProvider, type AuthProviderConfig } from './auth-config';
import { oauthClient, splitAllowList, type CalendarSettings } from './calendar-config';
import type { QuotaSettings } from './quota-settings';
import { authSchema } from './schema/auth-schema';
import { calendarSchema } from './schema/calendar-schema';
import { instanceSchema } from './schema/instance-schema';
import { mailSchema } from './schema/mail-schema';
import { quotaSchema } from './schema/quota-schema';
import { serverSchema, testingSchema } from './schema/server-schema';
import { parseMailbox, withoutPassword } from './setting-values';

export type { AuthProviderConfig } from './auth-config';
export type { CalendarSettings, OAuthClientSettings, OAuthProviderSettings } from './calendar-config';

/**
 * Every setting the server reads, with its default, one part per area (config/schema/). This is the
 * only place that reads process.env; the configuration table in docs/self-hosting.md documents the same
 * list.
 */
const envSchema = z.object({
  ...serverSchema,
  ...authSchema,
  ...quotaSchema,
  ...mailSchema,
  ...calendarSchema,
  ...instanceSchema,
  ...testingSchema,
});

/** The parsed settings, as the builders of each part of the configuration read them. */
export type ParsedEnv = z.infer<typeof envSchema>;

/** Every variable the server reads (docs/self-hosting.md's configuration table must name each one). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof z.input<typeof envSchema>)[];

/** Values never echoed back in a configuration error. */
const SECRET_VARIABLES = new Set([
  'CREDENTIALS_KEY',
  'CREDENTIALS_OLD_KEYS',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
  'METRICS_TOKEN',
]);

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
  /** How long a stopping instance answers readiness 503 while still serving, before it closes. */
  shutdownDrainMs: number;
  /** `notices`: follow the database's notices of changes, so cached rankings need no query (decision 0033). */
  ranking: { threads: number; queueMax: number; inlineBelow: number; notices: boolean };
  /** How often each queue's worker looks for due jobs (retries, timed jobs, another instance's sends). */
  jobs: { pollSeconds: number };
  /** `/metrics` answers only with this bearer token; null: there is no `/metrics` (METRICS_TOKEN). */
  metrics: { token: string | null };
  /** Traces go over OTLP/HTTP to this collector (OTEL_EXPORTER_OTLP_ENDPOINT); null: no tracing. */
  tracing: { endpoint: string | null; serviceName: string };
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
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    ranking: {
      threads: e.RANKING_THREADS,
      queueMax: e.RANKING_QUEUE_MAX,
      inlineBelow: e.RANKING_INLINE_BELOW,
      notices: e.RANKING_NOTICES,
    },
    jobs: { pollSeconds: e.JOB_POLL_SECONDS },
    metrics: { token: e.METRICS_TOKEN ?? null },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null, serviceName: e.OTEL_SERVICE_NAME },
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
