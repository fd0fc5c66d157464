import { API_KEY_PREFIX } from '@overlap/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import {
  KeysUnavailableError,
  type AccessTokenVerifier,
  type VerifiedAccessToken,
} from './access-token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler on every route that needs sign-in. */
    currentUser: UserRow | null;
  }
}

export type UserResolver = (token: VerifiedAccessToken, rawToken: string) => Promise<UserRow>;

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*\.[A-Za-z0-9\-_=]*)$/;

/**
 * The pre-handler for routes that need a signed-in user: a valid bearer token, then the user record
 * made or refreshed from it. Every failure is one 401 with the same message, so nothing leaks.
 */
export function createRequireUser(deps: { verify: AccessTokenVerifier; resolveUser: UserResolver } | null) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    if (!deps) {
      throw new AppError(
        'unavailable',
        'Sign-in is not configured on this server: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE together, or none of them.',
      );
    }
    const header = request.headers.authorization;
    if (!header) throw new AppError('unauthorized', 'Sign in to continue.');
    // API keys open /api/v1 only (their own guard); here, e.g. on key management or admin, they are refused.
    if (header.trim().startsWith(`Bearer ${API_KEY_PREFIX}`)) throw new AppError('api_key_not_allowed');
    const match = BEARER.exec(header.trim());
    if (!match) throw new AppError('unauthorized', 'Your sign-in is not valid. Please sign in again.');
    let token: VerifiedAccessToken;
    try {
      token = await deps.verify(match[1]!);
    } catch (error) {
      if (error instanceof KeysUnavailableError) {
        request.log.warn({ err: error.cause }, 'identity provider keys unavailable');
        throw new AppError('unavailable', 'Sign-in cannot be checked right now. Please try again shortly.');
      }
      request.log.info({ reason: (error as Error).name }, 'bearer token refused');
      throw new AppError('unauthorized', 'Your sign-in is not valid or has expired. Please sign in again.');
    }
    const user = await deps.resolveUser(token, match[1]!);
    // Read from the database on every request, so a disabled person's still-valid token stops at once.
    if (user.disabledAt) throw new AppError('account_disabled');
    request.currentUser = user;
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('unauthorized');
  return request.currentUser;
}
