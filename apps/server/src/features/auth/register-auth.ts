import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/database';
import { profileFromClaims, type UserProfile } from '../users/profile-from-claims';
import { createUserResolver, externalProfileSource, type ProfileSource } from '../users/user-resolver';
import type { UserRepository } from '../users/user-repository';
import type { SignUpGate } from '../waitlist/sign-up-gate';
import { createAccountRepository, type AccountRepository } from './accounts/account-repository';
import { registerClientConfigRoutes } from './client-config-routes';
import { registerInteractionRoutes } from './interaction/interaction-routes';
import { createLoginThrottle } from './interaction/login-throttle';
import { loadOrCreateProviderSecrets, loadPublicSigningKeys } from './oidc/auth-secrets';
import { mountOidcProvider } from './oidc/mount-provider';
import { createBuiltInProvider } from './oidc/provider';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './tokens/access-token-verifier';
import { createRequireUser } from './tokens/authenticate';
import { databaseKeySource, discoveryLoader, remoteKeySource } from './tokens/key-sources';

/** The built-in provider's accounts are the profile source of its users. */
function builtInProfileSource(accounts: AccountRepository): ProfileSource {
  return async (claims) => {
    const account = await accounts.findById(claims.sub);
    if (!account) return null;
    // Addresses are not verified by e-mail here; null keeps ADMIN_EMAILS usable (see docs/self-hosting.md).
    return { ...profileFromClaims({ email: account.email, name: account.name })!, emailVerified: null };
  };
}

/**
 * Sign-in for the whole server: the browser's run-time configuration, the built-in provider (when no
 * external one is configured) and the `requireUser` pre-handler every non-public route uses.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; db: Db; users: UserRepository; signUp: SignUpGate; changes?: ChangeFeed },
): Promise<{ requireUser: preHandlerAsyncHookHandler }> {
  const { config, db, users, signUp } = deps;
  const provider = config.auth.provider;
  app.decorateRequest('currentUser', null);
  registerClientConfigRoutes(app, config);

  if (provider.kind === 'incomplete') {
    app.log.warn(
      { missing: provider.missing },
      'sign-in is not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE together, or none of them',
    );
    return { requireUser: createRequireUser(null) };
  }

  const { adminEmails } = config.auth;
  const issuerKey = provider.issuer.replace(/\/+$/, '');
  let verify: AccessTokenVerifier;
  let profiles: ProfileSource;
  // The built-in provider's sign-up page already asked for the invitation; an external one cannot.
  let mayCreate: ((profile: UserProfile) => Promise<boolean>) | undefined;

  if (provider.kind === 'built-in') {
    const accounts = createAccountRepository(db);
    const oidc = createBuiltInProvider({
      ...provider,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      db,
      accounts,
      secrets: await loadOrCreateProviderSecrets(db),
    });
    await mountOidcProvider(app, oidc);
    await registerInteractionRoutes(app, {
      provider: oidc,
      accounts,
      throttle: createLoginThrottle(db, config.auth.login),
      homeUrl: config.publicUrl,
      signUp,
      async isDisabled(accountId) {
        const user = await users.findBySubject(issuerKey, accountId);
        return user?.disabledAt != null;
      },
      async onAccountCreated(account) {
        const profile = profileFromClaims({ email: account.email, name: account.name })!;
        await users.upsertFromProfile(
          { issuer: issuerKey, subject: account.id },
          profile,
          adminEmails.includes(profile.email),
        );
      },
    });
    verify = createAccessTokenVerifier({
      ...provider,
      getKey: databaseKeySource(() => loadPublicSigningKeys(db)),
    });
    profiles = builtInProfileSource(accounts);
  } else {
    const discover = discoveryLoader(provider.issuer);
    verify = createAccessTokenVerifier({ ...provider, getKey: remoteKeySource(discover) });
    profiles = externalProfileSource(async () => (await discover()).userinfo_endpoint);
    mayCreate = (profile) => signUp.admitExternal(profile.email, profile.emailVerified);
  }

  const resolveUser = createUserResolver({
    issuer: issuerKey,
    users,
    profiles,
    adminEmails,
    ...(mayCreate ? { mayCreate } : {}),
    ...(deps.changes ? { changes: deps.changes } : {}),
  });
  return { requireUser: createRequireUser({ verify, resolveUser }) };
}
