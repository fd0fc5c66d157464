import { API_KEY_PREFIX, type ApiKeyScope } from '@overlap/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ApiKeyService } from '../api-keys/api-key-service';
import { operationRoute, type V1Operation } from './v1-operations';

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Who may call a `/api/v1` operation: an API key holding `scope` (`Authorization: Bearer ovl_live_…`),
 * or a sign-in access token exactly as on the web app's routes. Both end in `request.currentUser`,
 * so the route's own authorization rules (own meetings only) apply unchanged.
 */
export function apiCallerGuard(deps: { keys: ApiKeyService; requireUser: preHandlerAsyncHookHandler }) {
  return (scope: ApiKeyScope | null) =>
    async function requireApiCaller(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization?.trim() ?? '';
      const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (presented?.startsWith(API_KEY_PREFIX)) {
        request.currentUser = await deps.keys.authenticate(presented, scope);
        return;
      }
      await deps.requireUser.call(this, request, reply);
    };
}

/**
 * Watches routes as they are registered and, once asked, offers each listed operation again under
 * `/api/v1` (or `/api/v2`, see operationRoute) with the same handler and body limit and the API guard in front. A listed operation
 * without a route stops start-up, so the list cannot name something that does not exist.
 */
export function mirrorUnderV1(app: FastifyInstance, operations: readonly V1Operation[]) {
  const wanted = new Set(operations.map((op) => keyOf(op.method, op.route)));
  const sources = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = keyOf(method, route.url);
      if (wanted.has(key)) sources.set(key, route);
    }
  });
  return {
    register(guard: (scope: ApiKeyScope | null) => preHandlerAsyncHookHandler) {
      for (const op of operations) {
        const source = sources.get(keyOf(op.method, op.route));
        if (!source) throw new Error(`/api/v1 lists ${op.method} ${op.route}, which no route serves`);
        app.route({
          method: op.method,
          url: operationRoute(op),
          handler: source.handler,
          config: { ...source.config, apiV1: true, apiVersion: op.version ?? 1 },
          ...(source.bodyLimit === undefined ? {} : { bodyLimit: source.bodyLimit }),
          preHandler: guard(op.scope),
        });
      }
    },
  };
}
