import { API_KEY_ROUTES } from '@overlap/contracts';
import { createApiKeySchema } from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import type { ApiKeyService } from './api-key-service';

const keyParams = z.object({ id: z.uuid({ error: 'This API key does not exist.' }) });

/** Managing keys needs a signed-in person: `requireUser` refuses API keys, so a key cannot mint keys. */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  deps: { service: ApiKeyService; requireUser: preHandlerAsyncHookHandler },
) {
  const guarded = { preHandler: deps.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  app.get(API_KEY_ROUTES.list, guarded, async (request, reply) =>
    reply.headers(noStore).send(await deps.service.list(signedInUser(request))),
  );
  app.post(API_KEY_ROUTES.list, { ...guarded, bodyLimit: 4 * 1024 }, async (request, reply) => {
    const input = createApiKeySchema.parse(request.body);
    const created = await deps.service.create(signedInUser(request), input);
    return reply.status(201).headers(noStore).send(created);
  });
  app.delete(API_KEY_ROUTES.one, guarded, async (request, reply) => {
    const { id } = keyParams.parse(request.params);
    await deps.service.revoke(signedInUser(request), id);
    return reply.status(204).send();
  });
}
