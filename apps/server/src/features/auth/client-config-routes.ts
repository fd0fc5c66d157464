import { API_ROUTES, type ClientConfigResponse } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthProviderConfig } from '../../config/env';

/** The browser learns at run time how to sign in, so one build serves every deployment. */
export function registerClientConfigRoutes(app: FastifyInstance, provider: AuthProviderConfig) {
  const body: ClientConfigResponse = {
    auth:
      provider.kind === 'incomplete'
        ? { status: 'incomplete', missing: provider.missing }
        : {
            status: 'ready',
            provider: provider.kind,
            issuer: provider.issuer,
            clientId: provider.clientId,
            audience: provider.audience,
            ...(provider.scope ? { scope: provider.scope } : {}),
          },
  };
  app.get(API_ROUTES.clientConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
