import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { createGuardedFetch } from '../calendars/ssrf/guarded-fetch';
import { createBusyReader } from './busy-reader';
import { registerConnectionRoutes } from './connection-routes';
import { createConnectionService } from './connection-service';
import { createCredentialSealer } from './key-ring';
import { createProviderFactory } from './provider-factory';

/** Wires the connections feature; returns the organizer's busy time for the meetings feature. */
export function registerConnections(
  app: FastifyInstance,
  deps: { config: Config; db: Db; requireUser: preHandlerAsyncHookHandler },
) {
  const settings = deps.config.calendars;
  const guardedFetch = createGuardedFetch({ allowList: settings.outboundAllowList, timeoutMs: 20_000 });
  app.addHook('onClose', async () => guardedFetch.close());
  const base = {
    db: deps.db,
    sealer: createCredentialSealer(settings),
    providers: createProviderFactory(settings, guardedFetch),
  };
  const busy = createBusyReader(base);
  const connections = createConnectionService({ ...base, settings, busy });
  registerConnectionRoutes(app, { connections, requireUser: deps.requireUser });
  return { organizerBusy: busy.organizerBusy };
}
