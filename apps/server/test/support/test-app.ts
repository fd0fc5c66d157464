import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type RawEnv } from '../../src/config/env';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  close(): Promise<void>;
}

/** The real application on a fresh database, logging only errors. */
export async function startTestApp(env: Partial<Record<keyof RawEnv, string>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist', ...env });
  const app = await buildApp({ config, database });
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
