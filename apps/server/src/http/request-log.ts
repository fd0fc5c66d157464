import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * Fastify's own two lines per request give way to one (registerRequestLog), with an id unique across
 * instances rather than a per-process counter.
 */
export const requestLogOptions = {
  logController: new LogController({ disableRequestLogging: true }),
  genReqId: () => randomUUID(),
} satisfies FastifyServerOptions;

/**
 * One log line per answered request (instead of Fastify's two): method, route pattern, status, duration,
 * the request's id and, when signed in, the user's id. The route is the pattern (`/api/meetings/:id`),
 * never the address, whose path or query can carry a personal link, an OAuth code or a key.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // The id is answered too, so that a person reporting a problem can name the request's log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const userId = request.currentUser?.id;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(userId ? { userId } : {}),
      },
      'request',
    );
  });
}
