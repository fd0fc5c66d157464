import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { operationRoute, V1_OPERATIONS } from '../../src/features/public-api/v1-operations';

/**
 * Checks every success answer of an operation the OpenAPI document describes against its response
 * schema, on the web app's route and under /api/v1 (or /api/v2) alike. An answer the document does not describe
 * fails the request (500) and the test that made it.
 */
export function checkResponsesAgainstTheDocument(app: FastifyInstance): void {
  const byRoute = new Map<string, (typeof V1_OPERATIONS)[number]>();
  const onWeb = new Set<string>();
  for (const op of V1_OPERATIONS) {
    byRoute.set(`${op.method} ${op.route}`, op);
    byRoute.set(`${op.method} ${operationRoute(op)}`, op);
    onWeb.add(`${op.method} ${op.route}`);
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const op = byRoute.get(route);
    const schema = (onWeb.has(route) && op?.success.webSchema) || op?.success.schema;
    if (!op || !schema || reply.statusCode !== op.success.status) return payload;
    const raw = Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? payload : null;
    if (raw === null) throw new Error(`${op.operationId}: the answer was not a JSON text`);
    const text =
      Buffer.isBuffer(raw) && reply.getHeader('content-encoding') === 'gzip'
        ? gunzipSync(raw).toString('utf8')
        : raw.toString();
    const checked = schema.safeParse(JSON.parse(text));
    if (!checked.success) {
      const where = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`${op.operationId} answered what the OpenAPI document does not describe: ${where}`);
    }
    return payload;
  });
}
