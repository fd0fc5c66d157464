import { API_ROUTES } from '@overlap/contracts';
import type { HealthResponse } from '@overlap/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database; version: string }) {
  app.get(API_ROUTES.health, async (request, reply) => {
    let database: HealthResponse['database'];
    try {
      const latencyMs = await deps.database.ping();
      database = { status: 'up', driver: deps.database.driver, latencyMs };
    } catch (err) {
      request.log.warn({ err }, 'database health check failed');
      database = { status: 'down', driver: deps.database.driver, latencyMs: -1 };
    }
    const response: HealthResponse = {
      status: database.status === 'up' ? 'ok' : 'degraded',
      database,
      version: deps.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply
      .header('cache-control', 'no-store')
      .status(database.status === 'up' ? 200 : 503)
      .send(response);
  });
}
