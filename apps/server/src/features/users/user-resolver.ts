import type { ChangeFeed } from '../../db/change-feed';
import { createFollowedMemo } from '../../db/followed-memo';
import { AppError } from '../../http/app-error';
import type { UserResolver } from '../auth/tokens/authenticate';
import { profileFromClaims, type IdentityClaims, type UserProfile } from './profile-from-claims';
import type { UserRepository } from './user-repository';
import type { UserRow } from './table';

/** Where a person's profile comes from, given their verified access token. */
export type ProfileSource = (
  claims: IdentityClaims & { sub: string },
  rawToken: string,
) => Promise<UserProfile | null>;

// Profiles are re-read from the provider this often, not on every request.
const PROFILE_REFRESH_MS = 10 * 60 * 1000;

/**
 * Turns a verified token into the user record (spec §3), creating it on first sight and refreshing
 * it from the provider now and then. Addresses in ADMIN_EMAILS become admins unless the provider
 * says the address is unverified.
 */
export function createUserResolver(deps: {
  issuer: string;
  users: UserRepository;
  profiles: ProfileSource;
  adminEmails: string[];
  /** Whether someone seen for the first time may have an account (SIGN_UP); absent: everyone may. */
  mayCreate?: (profile: UserProfile) => Promise<boolean>;
  /** While caught up, a user is remembered by subject until told their row changed (decision 0033). */
  changes?: ChangeFeed;
}): UserResolver {
  const known = createFollowedMemo<UserRow>(deps.changes, 10_000);
  const findBySubject = async (subject: string) =>
    (await known.get(subject)) ??
    known.load(
      subject,
      () => deps.users.findBySubject(deps.issuer, subject),
      (user) => [`user:${user.id}`],
    );
  return async (token, rawToken) => {
    const identity = { issuer: deps.issuer, subject: token.sub };
    const existing = await findBySubject(identity.subject);
    if (existing && Date.now() - existing.profileRefreshedAt.getTime() < PROFILE_REFRESH_MS) return existing;
    const profile = await deps.profiles(token, rawToken);
    if (!profile) {
      if (existing) return existing;
      throw new AppError(
        'unauthorized',
        'Your sign-in did not include an e-mail address. Allow access to your e-mail and sign in again.',
      );
    }
    if (!existing && deps.mayCreate && !(await deps.mayCreate(profile))) {
      throw new AppError('invitation_required');
    }
    const listed = deps.adminEmails.includes(profile.email) && profile.emailVerified !== false;
    return deps.users.upsertFromProfile(identity, profile, listed);
  };
}

/**
 * An external provider's profile: from the access token when it carries the claims (Keycloak does),
 * otherwise from the provider's userinfo endpoint (Auth0, Entra ID, Okta).
 */
export function externalProfileSource(
  userinfoEndpoint: () => Promise<string | undefined>,
  fetchImpl: typeof fetch = fetch,
): ProfileSource {
  return async (claims, rawToken) => {
    const fromToken = profileFromClaims(claims);
    if (fromToken) return fromToken;
    const endpoint = await userinfoEndpoint();
    if (!endpoint) return null;
    const response = await fetchImpl(endpoint, {
      headers: { authorization: `Bearer ${rawToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const info = (await response.json()) as IdentityClaims & { sub?: string };
    if (info.sub !== claims.sub) return null;
    return profileFromClaims(info);
  };
}
