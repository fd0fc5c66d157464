import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Metrics } from '../../lib/metrics/metrics';
import { queueCounts } from './metrics-repository';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every request by its route pattern (never its address, which can hold a personal link) and
 * serves `/metrics` in Prometheus's text format to a scraper that sends `Authorization: Bearer
 * METRICS_TOKEN`. Without the setting there is no `/metrics` at all.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Db; metrics: Metrics; token: string | null },
) {
  const { metrics, token } = deps;
  const registry = metrics.registry;
  if (!registry || !token) return;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  metrics.onScrape(queueCounts(deps.db));
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError('unauthorized', 'Send the metrics token as Authorization: Bearer METRICS_TOKEN.');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
