import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { signedInUser } from '../auth/tokens/authenticate';
import {
  calendarChangesSchema,
  connectByFormSchema,
  idParams,
  oauthFinishSchema,
  oauthStartSchema,
} from './connection-schemas';
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

/** The signed-in person's calendar connections: every route touches only the caller's own rows. */
export function registerConnectionRoutes(
  app: FastifyInstance,
  deps: { connections: ConnectionService; requireUser: preHandlerAsyncHookHandler },
) {
  const { connections } = deps;
  const auth = { preHandler: deps.requireUser };

  app.get(CONNECTION_ROUTES.providers, auth, async () => connections.providers());
  app.get(CONNECTION_ROUTES.connections, auth, async (request) => connections.list(signedInUser(request)));
  app.post(CONNECTION_ROUTES.connections, auth, async (request, reply) => {
    const input = connectByFormSchema.parse(request.body);
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
