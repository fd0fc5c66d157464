import { MEETING_API_ROUTES as R, PARTICIPANT_API_ROUTES as P } from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import type { HoldService } from './hold-service';

const idParams = z.object({ id: z.string() });
const tokenQuery = z.object({ token: z.string({ error: 'The link is missing its token.' }) });

/** The organizer's hold status and Retry, and a guest's subscription feed (by personal link). */
export function registerHoldRoutes(
  app: FastifyInstance,
  deps: { holds: HoldService; requireUser: preHandlerAsyncHookHandler },
) {
  const auth = { preHandler: deps.requireUser };
  app.get(R.holds, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return deps.holds.status(signedInUser(request), id);
  });
  app.post(R.holdsRetry, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return deps.holds.retry(signedInUser(request), id);
  });
  app.get(P.holdsFeed, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = await deps.holds.feed(token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });
}
