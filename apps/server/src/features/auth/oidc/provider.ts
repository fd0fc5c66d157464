import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../../db/database';
import type { AccountRepository } from '../accounts/account-repository';
import { splitName } from '../../users/profile-from-claims';
import { authPageLocale } from '../interaction/auth-text';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from '../interaction/pages';
import type { ProviderSecrets } from './auth-secrets';
import { createOidcAdapterFactory } from './db-adapter';
import { localizeSessionlessLogout } from './sessionless-logout-page';

export const OIDC_PREFIX = '/oidc';
export const interactionPath = (uid: string) => `${OIDC_PREFIX}/interaction/${uid}`;

// Access tokens are JWTs that are never stored, so they cannot be revoked: keep them short.
const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const DAY = 24 * 60 * 60;
const OIDC_SCOPES = 'openid profile email offline_access';
const API_SCOPE = 'api';

export interface BuiltInProviderOptions {
  issuer: string;
  clientId: string;
  audience: string;
  /** The web app's origin: sign-in and sign-out both return there (spec §6). */
  publicUrl: string;
  trustProxy: boolean;
  db: Db;
  accounts: AccountRepository;
  secrets: ProviderSecrets;
}

/**
 * The built-in OpenID Connect provider: one public client (the web app), authorization code with
 * PKCE S256 only, RS256 ID tokens, JWT access tokens for the API audience, rotating refresh tokens,
 * and every piece of state in the database.
 */
/** A provider page's language: the request's `ui_locales` when it has one, else Accept-Language. */
const pageLocale = (ctx: KoaContextWithOIDC) =>
  authPageLocale(
    (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params?.ui_locales,
    ctx.get('accept-language'),
  );

export function createBuiltInProvider(options: BuiltInProviderOptions): Provider {
  const { audience, clientId, publicUrl } = options;
  const returnUris = [publicUrl, `${publicUrl}/`];

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(options.db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Overlap',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: returnUris,
        post_logout_redirect_uris: returnUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [options.secrets.signingKey] },
    cookies: {
      keys: options.secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The web app reads the person from /api/me; the ID token carries the profile for completeness.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await options.accounts.findById(sub);
      if (!account) return undefined;
      const { firstName, lastName } = splitName(account.name);
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          name: account.name,
          given_name: firstName,
          family_name: lastName,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    pkce: { required: () => true },
    // `screen_hint=signup` (as Auth0 spells it): Get Started opens the sign-up page, not sign-in.
    // `invitation`: the token of an invitation link, when SIGN_UP needs one.
    extraParams: ['audience', 'screen_hint', 'invitation'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, pageLocale(ctx));
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(publicUrl, pageLocale(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for the one API; an `audience` parameter (Auth0-style clients) changes nothing.
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The web app asks for refresh tokens without offline_access consent screens: it is our own client.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client, result } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      // First-party client: consent is implied, so the grant is made without asking.
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out, publicUrl, pageLocale(ctx));
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  provider.use(localizeSessionlessLogout(pageLocale));
  return provider;
}
