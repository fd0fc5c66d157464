import {
  PARTICIPANT_CALENDAR_ROUTES as ROUTES,
  calendarFormSchema,
  participantOAuthFinishSchema,
  participantOAuthStartSchema,
} from '@overlap/contracts/schemas';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { signedInUser } from '../auth/tokens/authenticate';
import type { ParticipantCalendarService } from './participant-calendar-service';

const tokenQuery = z.object({ token: z.string({ error: 'The link is missing its token.' }) });

export interface ReadLimiters {
  perToken: RateLimiter;
  perAddress: RateLimiter;
}

/**
 * A participant's one-time calendar read: the token in the link is the key, as for answering. Every
 * call that reaches a calendar provider counts against the link and the client address.
 */
export function registerParticipantCalendarRoutes(
  app: FastifyInstance,
  deps: {
    calendar: ParticipantCalendarService;
    limiters: ReadLimiters;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { calendar, limiters } = deps;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** The address first, so unknown tokens cannot be tried without limit either. */
  async function limited(request: FastifyRequest, token: string) {
    for (const [limiter, key] of [
      [limiters.perAddress, `participant-calendar:ip:${request.ip}`],
      [limiters.perToken, `participant-calendar:token:${createHash('sha256').update(token).digest('hex')}`],
    ] as const) {
      const decision = await limiter.hit(key);
      if (!decision.allowed) {
        throw new AppError(
          'rate_limited',
          `Too many calendar reads. Please try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes, or mark your times on the grid.`,
          undefined,
          { 'retry-after': String(decision.retryAfterSeconds) },
          { minutes: Math.ceil(decision.retryAfterSeconds / 60) },
        );
      }
    }
  }

  app.get(ROUTES.overview, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    noStore(reply);
    return calendar.overview(token);
  });
  app.post(ROUTES.read, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    await limited(request, token);
    const input = calendarFormSchema.parse(request.body);
    noStore(reply);
    return calendar.readByForm(token, input);
  });
  app.delete(ROUTES.read, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    await calendar.removeRead(token);
    return reply.status(204).send();
  });
  app.post(ROUTES.oauthStart, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    await limited(request, token);
    const { provider } = participantOAuthStartSchema.parse(request.body);
    noStore(reply);
    return calendar.startOAuth(token, provider);
  });
  app.post(ROUTES.oauthFinish, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const input = participantOAuthFinishSchema.parse(request.body);
    noStore(reply);
    return calendar.finishOAuth(token, input);
  });
  app.post(ROUTES.connected, { preHandler: deps.requireUser }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    await limited(request, token);
    noStore(reply);
    return calendar.readConnected(token, signedInUser(request));
  });
}
