import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { registerHealthRoutes } from './features/health/health-routes';
import { createWaitlistRepository } from './features/waitlist/waitlist-repository';
import { registerWaitlistRoutes } from './features/waitlist/waitlist-routes';
import { registerErrorHandling } from './http/error-handler';
import { closeKeepAliveConnectionsWhenIdle } from './http/graceful-close';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createRateLimiter } from './lib/rate-limit/rate-limiter';
import { loggerOptions } from './logger';

export interface AppDeps {
  config: Config;
  database: Database;
}

const VERSION = '0.1.0';

/** Builds the whole HTTP application from its dependencies; tests call it with their own. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  closeKeepAliveConnectionsWhenIdle(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    extraConnectOrigins: [],
    https: config.publicUrl.startsWith('https://'),
  });

  const db = database.db;
  registerHealthRoutes(app, { database, version: VERSION });
  registerWaitlistRoutes(app, {
    waitlist: createWaitlistRepository(db),
    limiter: createRateLimiter(db, { limit: config.rateLimits.waitlistPerMinute, windowMs: 60_000 }),
  });

  await registerWebApp(app, config.webDistDir);
  return app;
}
