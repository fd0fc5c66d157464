import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { ProviderCallObserver } from '../calendars/observed-provider';
import { createGuardedFetch } from '../calendars/ssrf/guarded-fetch';
import { createCredentialSealer } from './key-ring';
import { createProviderFactory } from './provider-factory';

/**
 * What reading and writing calendars builds on, for `app`: the database, the credential sealer and the
 * providers. Every user-supplied address goes through the SSRF guard, checked again on each redirect;
 * the guard's connections close with the app.
 */
export function createProviderBase(
  app: FastifyInstance,
  deps: { config: Config; db: Db; observeProviderCall?: ProviderCallObserver | undefined },
) {
  const settings = deps.config.calendars;
  const guardedFetch = createGuardedFetch({ allowList: settings.outboundAllowList, timeoutMs: 20_000 });
  app.addHook('onClose', async () => guardedFetch.close());
  return {
    db: deps.db,
    sealer: createCredentialSealer(settings),
    providers: createProviderFactory(
      settings,
      guardedFetch,
      (skipped) =>
        app.log.warn({ skipped }, 'calendar feed lines or events could not be read and were left out'),
      deps.observeProviderCall,
    ),
  };
}
