import { MEETING_API_ROUTES as R, PARTICIPANT_API_ROUTES as P } from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import type { GuestHoldService } from './guest-hold-service';
import type { HoldService } from './hold-service';

const idParams = z.object({ id: z.string() });
const tokenQuery = z.object({ token: z.string({ error: 'The link is missing its token.' }) });

/**
 * The organizer's hold status and Retry, a guest's subscription feed (by personal link), and a signed-in
 * guest's own holds (by personal link and session).
 */
export function registerHoldRoutes(
  app: FastifyInstance,
  deps: { holds: HoldService; guestHolds: GuestHoldService; requireUser: preHandlerAsyncHookHandler },
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
  app.get(P.holdsOptIn, auth, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return deps.guestHolds.status(token, signedInUser(request));
  });
  app.put(P.holdsOptIn, auth, async (request) => {
    const { token } = tokenQuery.parse(request.query);
    return deps.guestHolds.optIn(token, signedInUser(request));
  });
  app.delete(P.holdsOptIn, auth, async (request) => {
    const { token } = tokenQuery.parse(request.query);
    return deps.guestHolds.optOut(token, signedInUser(request));
  });
  app.post(P.holdsOptInRetry, auth, async (request) => {
    const { token } = tokenQuery.parse(request.query);
    return deps.guestHolds.retry(token, signedInUser(request));
  });
}
