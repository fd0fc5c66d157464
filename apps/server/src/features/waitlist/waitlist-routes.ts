import { API_ROUTES, type SignUpMode } from '@overlap/contracts';
import { waitlistSignupRequest, type WaitlistSignupResponse } from '@overlap/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { WaitlistRepository } from './waitlist-repository';

const SIGNUP_BODY_LIMIT_BYTES = 1024;
/**
 * The thanks in each mode where the list is open, each sentence true there: with `waitlist` an admin's
 * invitation is the notice (the specification's words); with `open` nobody has to wait.
 */
export const WAITLIST_SUCCESS_MESSAGES = {
  waitlist: "You've been added to our waitlist. We'll notify you when the beta is ready.",
  open: "You've been added to our waitlist. Sign-up is already open: choose Get Started for Free whenever you like.",
} as const satisfies Partial<Record<SignUpMode, string>>;

export function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistRepository; limiter: RateLimiter; signUp: SignUpMode },
) {
  app.post(API_ROUTES.waitlistSignup, { bodyLimit: SIGNUP_BODY_LIMIT_BYTES }, async (request, reply) => {
    if (deps.signUp === 'invite') {
      throw new AppError(
        'forbidden',
        'This server keeps no waitlist: accounts are by invitation only. Ask the person who runs it for one.',
      );
    }
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
    const response: WaitlistSignupResponse = { message: WAITLIST_SUCCESS_MESSAGES[deps.signUp] };
    return reply.status(200).send(response);
  });
}
