import { API_ROUTES } from '@overlap/contracts';
import { waitlistSignupRequest, type WaitlistSignupResponse } from '@overlap/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { WaitlistRepository } from './waitlist-repository';

const SIGNUP_BODY_LIMIT_BYTES = 1024;
export const WAITLIST_SUCCESS_MESSAGE =
  "You've been added to our waitlist. We'll notify you when the beta is ready.";

export function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistRepository; limiter: RateLimiter },
) {
  app.post(API_ROUTES.waitlistSignup, { bodyLimit: SIGNUP_BODY_LIMIT_BYTES }, async (request, reply) => {
    const decision = await deps.limiter.hit(`waitlist:${request.ip}`);
    if (!decision.allowed) {
      throw new AppError(
        'rate_limited',
        `Too many signups from your network. Please try again in ${decision.retryAfterSeconds} seconds.`,
        undefined,
        { 'retry-after': String(decision.retryAfterSeconds) },
        { seconds: decision.retryAfterSeconds },
      );
    }
    const { email } = waitlistSignupRequest.parse(request.body);
    // The answer is the same whether the address was new or not, so the list cannot be probed.
    await deps.waitlist.addIfAbsent(email);
    const response: WaitlistSignupResponse = { message: WAITLIST_SUCCESS_MESSAGE };
    return reply.status(200).send(response);
  });
}
