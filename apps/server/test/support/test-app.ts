import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type RawEnv } from '../../src/config/env';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { loadLinkSealer } from '../../src/features/meetings/shared';
import type { Db } from '../../src/db/database';
import { checkResponsesAgainstTheDocument } from './response-check';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  close(): Promise<void>;
}

/**
 * Tests create many meetings with accounts made a moment earlier; quota tests pass their own limits. Jobs
 * due later (retries, timed sends) are looked for as often as pg-boss allows, so tests wait less for them.
 */
const testSettings = {
  JOB_POLL_SECONDS: '0.5',
  QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '1000',
  QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
  QUOTA_MEETINGS_PER_HOUR: '1000',
  QUOTA_INVITATIONS_PER_DAY: '100000',
};

/**
 * Mail sent over SMTP to a port nobody listens on, from a named sender: every message is written and
 * then fails to go, so tests read what would have been sent in the outbox.
 */
export const SMTP_NOWHERE = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Overlap <meet@overlap.example.com>',
};

/** The real application on a fresh database, logging only errors (and with generous quotas). */
export async function startTestApp(
  env: Partial<Record<keyof RawEnv, string>> = {},
  hooks: Pick<AppDeps, 'onRanked' | 'onChangesFollowed' | 'drain'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-overlap-dist',
    ...testSettings,
    ...env,
  });
  const app = await buildApp({ config, database, ...hooks });
  checkResponsesAgainstTheDocument(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Seals and opens personal links as an app started with `env` does (the same credentials key). */
export async function linkSealerLike(db: Db, env: Partial<Record<keyof RawEnv, string>> = {}) {
  return loadLinkSealer(db, await createCredentialSealer(loadConfig(env).calendars).keys());
}
