import { API_ROUTES, type ClientConfigResponse } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { ownLegalTexts } from '../legal/legal-texts';

/**
 * The browser learns at run time how to sign in and what this server's operator decided (who may sign
 * up, the limits, their name and addresses, retention), so one build serves every deployment.
 */
export function registerClientConfigRoutes(app: FastifyInstance, config: Config) {
  const provider = config.auth.provider;
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
    site: {
      signUp: config.signUp,
      limits: config.limits,
      operator: config.operator,
      retention: config.retention,
      ownLegalTexts: ownLegalTexts(config.legalPagesDir),
    },
  };
  app.get(API_ROUTES.clientConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
