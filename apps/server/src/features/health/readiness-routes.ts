import { API_ROUTES } from '@overlap/contracts';
import type { ReadinessResponse } from '@overlap/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migration-state';

/**
 * Readiness, for a load balancer or an orchestrator: 200 only while this instance can serve, that is
 * its database answers, carries every migration this build expects, its job queue runs and it has not
 * been asked to stop. Liveness
 * (`/api/health`) stays separate so that a database outage does not get healthy processes restarted.
 */
export function registerReadinessRoutes(
  app: FastifyInstance,
  deps: { database: Database; jobsRunning: () => boolean; draining: () => boolean },
) {
  app.get(API_ROUTES.ready, async (request, reply) => {
    let database: ReadinessResponse['checks']['database'] = 'up';
    let migrationsPending = -1;
    try {
      migrationsPending = await pendingMigrations(deps.database.db);
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database did not answer');
      database = 'down';
    }
    const jobQueue = deps.jobsRunning() ? 'running' : 'stopped';
    const shuttingDown = deps.draining();
    const ready = database === 'up' && migrationsPending === 0 && jobQueue === 'running' && !shuttingDown;
    const response: ReadinessResponse = {
      ready,
      checks: { database, migrationsPending, jobQueue, shuttingDown },
    };
    return reply
      .header('cache-control', 'no-store')
      .status(ready ? 200 : 503)
      .send(response);
  });
}
