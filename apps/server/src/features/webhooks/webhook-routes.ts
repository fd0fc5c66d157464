import { WEBHOOK_API_ROUTES as R } from '@overlap/contracts';
import {
  createWebhookSchema,
  pageQuerySchema,
  rotateWebhookSecretSchema,
  updateWebhookSchema,
} from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { isApiV1Request } from '../../lib/paging/cursor';
import { signedInUser } from '../auth/tokens/authenticate';
import type { WebhookService } from './webhook-service';

const idParams = z.object({ id: z.uuid({ error: 'This webhook does not exist.' }) });
const deliveryParams = idParams.extend({
  deliveryId: z.uuid({ error: 'This delivery does not exist.' }),
});

/** The signed-in user's webhooks; every route touches only the caller's own. */
export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: { webhooks: WebhookService; requireUser: preHandlerAsyncHookHandler },
) {
  const { webhooks } = deps;
  const auth = { preHandler: deps.requireUser, bodyLimit: 16 * 1024 };
  const noStore = { 'cache-control': 'no-store' };

  // The web app lists everything; /api/v1 answers a page at a time.
  app.get(R.list, auth, async (request) =>
    isApiV1Request(request)
      ? webhooks.page(signedInUser(request), pageQuerySchema.parse(request.query))
      : webhooks.list(signedInUser(request)),
  );

  app.post(R.list, auth, async (request, reply) => {
    const created = await webhooks.create(signedInUser(request), createWebhookSchema.parse(request.body));
    return reply.code(201).headers(noStore).send(created);
  });

  app.patch(R.detail, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return webhooks.update(signedInUser(request), id, updateWebhookSchema.parse(request.body));
  });

  app.delete(R.detail, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await webhooks.remove(signedInUser(request), id);
    return reply.code(204).send();
  });

  app.get(R.secret, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    return reply.headers(noStore).send(await webhooks.secret(signedInUser(request), id));
  });

  app.post(R.rotateSecret, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { graceHours } = rotateWebhookSecretSchema.parse(request.body ?? {});
    return reply.headers(noStore).send(await webhooks.rotateSecret(signedInUser(request), id, graceHours));
  });

  app.post(R.test, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    return reply.code(202).send(await webhooks.sendTest(signedInUser(request), id));
  });

  app.get(R.deliveries, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return isApiV1Request(request)
      ? webhooks.deliveryPage(signedInUser(request), id, pageQuerySchema.parse(request.query))
      : webhooks.deliveries(signedInUser(request), id);
  });

  app.post(R.redeliver, auth, async (request, reply) => {
    const { id, deliveryId } = deliveryParams.parse(request.params);
    return reply.code(202).send(await webhooks.redeliver(signedInUser(request), id, deliveryId));
  });
}
