import { AUTH_TOKEN_STORAGE_KEY, IDENTITY_LIBRARY, TOKEN_FRESHNESS_MS } from '@overlap/contracts';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { currentLocale } from '@/i18n';
import { requestedScope, type ReadyAuthConfig } from './client-config';
import { auth0LogoutUrl } from './logout-url';
import { isRefusal, renewalFor } from './token-renewal';
import { verifyIdToken } from './verify-id-token';

// Loaded on first use only (a stored session, a login callback or a click on Sign In), so the
// landing page does not carry the OpenID Connect library.

const EXPIRY_MARGIN_SECONDS = 60;
const REFRESH_LOCK = 'overlap-token-refresh';

/**
 * One renewal at a time across the site's tabs. Providers rotate refresh tokens and accept each once
 * (a second use may even revoke the session), while every tab shares the stored one.
 */
function acrossTabs<T>(renew: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return renew();
  return navigator.locks.request(REFRESH_LOCK, renew);
}

export interface OidcSession {
  /** Completes the login redirect; answers whether a user is now signed in. */
  completeLogin(url: string): Promise<void>;
  /** Answers whether a stored session could be resumed (refreshing its token if needed). */
  resume(): Promise<boolean>;
  /**
   * `signup` opens the provider's sign-up screen (Auth0's and the built-in provider's `screen_hint`);
   * `invitation` carries an invitation link's token to the built-in provider's sign-up page.
   */
  startLogin(screen?: 'signup', invitation?: string): Promise<void>;
  logout(): Promise<void>;
  getAccessToken(): Promise<string>;
}

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    /* private mode: the token still works from memory */
  }
}

export function createOidcSession(config: ReadyAuthConfig): OidcSession {
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: origin,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: requestedScope(config),
    // Auth0 needs the audience to issue an API token; other providers ignore it.
    extraQueryParams: { audience: config.audience },
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    staleStateAgeInSeconds: IDENTITY_LIBRARY.transactionCookieDays * 24 * 60 * 60,
    requestTimeoutInSeconds: IDENTITY_LIBRARY.httpTimeoutSeconds,
    silentRequestTimeoutInSeconds: IDENTITY_LIBRARY.popupTimeoutSeconds,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });

  let token: { value: string; obtainedAt: number; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const remember = (user: User) => {
    token = {
      value: user.access_token,
      obtainedAt: Date.now(),
      expiresAt: (user.expires_at ?? Math.floor(Date.now() / 1000) + 300) * 1000,
    };
    storeToken(user.access_token);
    return user.access_token;
  };

  const isFresh = () =>
    token !== null &&
    Date.now() - token.obtainedAt < TOKEN_FRESHNESS_MS &&
    token.expiresAt - Date.now() > EXPIRY_MARGIN_SECONDS * 1000;

  /** A new access token by the refresh token, retried on network trouble (spec §9). */
  async function refresh(): Promise<User> {
    let lastError: unknown;
    for (let attempt = 0; attempt < IDENTITY_LIBRARY.tokenRequestRetries; attempt++) {
      try {
        const user = await manager.signinSilent();
        if (user) return user;
        throw new Error('login_required');
      } catch (error) {
        lastError = error;
        // The provider refused the refresh token: retrying will not help.
        if (isRefusal(error)) break;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('Get access token failed');
  }

  async function obtain(): Promise<string> {
    const stored = await manager.getUser();
    switch (renewalFor(stored, EXPIRY_MARGIN_SECONDS)) {
      case 'use-stored':
        return remember(stored!);
      case 'sign-in-again':
        throw new Error('login_required');
      case 'refresh':
        return acrossTabs(async () => {
          // Read again inside the lock: another tab may have renewed the session while this one waited.
          const current = await manager.getUser();
          switch (renewalFor(current, EXPIRY_MARGIN_SECONDS)) {
            case 'use-stored':
              return remember(current!);
            case 'sign-in-again':
              throw new Error('login_required');
            case 'refresh':
              return remember(await refresh());
          }
        });
    }
  }

  return {
    async completeLogin(url) {
      const user = await manager.signinRedirectCallback(url);
      const metadata = await manager.metadataService.getMetadata();
      try {
        await verifyIdToken(user.id_token ?? '', {
          issuer: metadata.issuer ?? config.issuer,
          clientId: config.clientId,
          jwksUri: metadata.jwks_uri ?? '',
        });
      } catch {
        await manager.removeUser();
        throw new Error('Invalid identity token');
      }
      remember(user);
    },
    async resume() {
      try {
        await this.getAccessToken();
        return true;
      } catch {
        await manager.removeUser();
        storeToken(null);
        return false;
      }
    },
    // A nonce binds the returning ID token to this request; the library compares them.
    // The sign-in pages speak the app's language (OIDC `ui_locales`), not only the browser's.
    startLogin: (screen, invitation) =>
      manager.signinRedirect({
        nonce: crypto.randomUUID(),
        ui_locales: currentLocale(),
        ...(screen
          ? { extraQueryParams: { screen_hint: screen, ...(invitation ? { invitation } : {}) } }
          : {}),
      }),
    async logout() {
      const user = await manager.getUser();
      token = null;
      storeToken(null);
      await manager.removeUser();
      const metadata = await manager.metadataService.getMetadata().catch(() => null);
      if (metadata?.end_session_endpoint) {
        await manager.signoutRedirect({
          id_token_hint: user?.id_token,
          post_logout_redirect_uri: origin,
          // The built-in provider's sign-out page speaks the app's language too.
          extraQueryParams: { ui_locales: currentLocale() },
        });
        return;
      }
      // Auth0 without RP-initiated logout: its v2 logout endpoint (spec §7).
      window.location.assign(auth0LogoutUrl(config.issuer, config.clientId, origin));
    },
    getAccessToken() {
      if (isFresh()) return Promise.resolve(token!.value);
      // One refresh at a time, shared by every caller that asks meanwhile (the silent token lock).
      pending ??= obtain().finally(() => (pending = null));
      return pending;
    },
  };
}
