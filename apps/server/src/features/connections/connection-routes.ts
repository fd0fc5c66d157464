import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { signedInUser } from '../auth/tokens/authenticate';
import { calendarFormSchema } from '@overlap/contracts/schemas';
import { calendarChangesSchema, idParams, oauthFinishSchema, oauthStartSchema } from './connection-schemas';
import type { ConnectionService } from './connection-service';

export const CONNECTION_ROUTES = {
  providers: '/api/calendar-providers',
  connections: '/api/calendar-connections',
  connection: '/api/calendar-connections/:id',
  refresh: '/api/calendar-connections/:id/refresh',
  oauthStart: '/api/calendar-connections/oauth/start',
  oauthFinish: '/api/calendar-connections/oauth/finish',
  calendar: '/api/connected-calendars/:id',
  busyPreview: '/api/calendar-connections/busy-preview',
} as const;

/**
 * Connecting by form makes outbound requests to user-supplied addresses with user-supplied passwords:
 * limited per person and per client address (a shared office address gets more room).
 */
export const CONNECT_FORM_LIMITS = {
  perUser: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
} as const;

export interface ConnectLimiters {
  perUser: RateLimiter;
  perAddress: RateLimiter;
}

/** The signed-in person's calendar connections: every route touches only the caller's own rows. */
export function registerConnectionRoutes(
  app: FastifyInstance,
  deps: {
    connections: ConnectionService;
    requireUser: preHandlerAsyncHookHandler;
    connectLimits: ConnectLimiters;
  },
) {
  const { connections } = deps;
  const auth = { preHandler: deps.requireUser };

  async function limitConnectAttempts(userId: string, address: string) {
    const [user, client] = await Promise.all([
      deps.connectLimits.perUser.hit(`calendar-connect:user:${userId}`),
      deps.connectLimits.perAddress.hit(`calendar-connect:ip:${address}`),
    ]);
    const refused = [user, client].filter((decision) => !decision.allowed);
    if (refused.length === 0) return;
    const wait = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
    const minutes = Math.ceil(wait / 60);
    throw new AppError(
      'rate_limited',
      `Too many calendar connection attempts. Please check the details and try again in ${
        minutes > 1 ? `${minutes} minutes` : 'a minute'
      }.`,
      undefined,
      { 'retry-after': String(wait) },
      { minutes },
    );
  }

  app.get(CONNECTION_ROUTES.providers, auth, async () => connections.providers());
  app.get(CONNECTION_ROUTES.connections, auth, async (request) => connections.list(signedInUser(request)));
  app.post(CONNECTION_ROUTES.connections, auth, async (request, reply) => {
    await limitConnectAttempts(signedInUser(request).id, request.ip);
    const input = calendarFormSchema.parse(request.body);
    return reply.status(201).send(await connections.connectByForm(signedInUser(request), input));
  });
  app.post(CONNECTION_ROUTES.oauthStart, auth, async (request) => {
    const { provider, reconnectId } = oauthStartSchema.parse(request.body);
    return connections.startOAuth(signedInUser(request), provider, reconnectId);
  });
  app.post(CONNECTION_ROUTES.oauthFinish, auth, async (request, reply) => {
    const input = oauthFinishSchema.parse(request.body);
    return reply.status(201).send(await connections.finishOAuth(signedInUser(request), input));
  });
  app.get(CONNECTION_ROUTES.busyPreview, auth, async (request) =>
    connections.busyPreview(signedInUser(request)),
  );
  app.post(CONNECTION_ROUTES.refresh, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return connections.refresh(signedInUser(request), id);
  });
  app.delete(CONNECTION_ROUTES.connection, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await connections.remove(signedInUser(request), id);
    return reply.status(204).send();
  });
  app.patch(CONNECTION_ROUTES.calendar, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return connections.updateCalendar(signedInUser(request), id, calendarChangesSchema.parse(request.body));
  });
}
