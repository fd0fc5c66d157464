import type { RetentionSettings } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { serverNow } from '../../lib/clock/server-clock';
import { applyRetention } from './retention-job';

/** Browser tests run the retention job here, at the instant their `x-overlap-test-now` header pins. */
export const TEST_RETENTION_ROUTE = '/api/test/retention';

const body = z.object({ meetingId: z.uuid({ error: 'meetingId must be a meeting id.' }) });

/**
 * The hourly retention job, on demand, for one request: it runs on the real clock at the hour, so a
 * browser test could never see it act. Served only where TEST_CLOCK_HEADER is on (never in production,
 * which the configuration refuses), and only for the one meeting named, so other tests keep their data.
 */
export function registerRetentionTestRoute(
  app: FastifyInstance,
  deps: { enabled: boolean; db: Db; retention: RetentionSettings },
): void {
  if (!deps.enabled) return;
  app.post(TEST_RETENTION_ROUTE, async (request) => {
    const { meetingId } = body.parse(request.body);
    return applyRetention(deps.db, deps.retention, serverNow(), { meetingId });
  });
}
