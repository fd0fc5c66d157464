import type { Locale } from './locales';
import type { SiteConfig } from './site-config';
/**
 * Sign-in contracts shared by the web app and the server (spec §4, §6, §8, §9). Plain constants and
 * types only: the web app's first load imports this file.
 */

/** The settings the spec names as required for sign-in (§5), as the server's environment calls them. */
export const AUTH_SETTING_NAMES = {
  issuer: 'OIDC_ISSUER',
  clientId: 'OIDC_CLIENT_ID',
  audience: 'OIDC_AUDIENCE',
} as const;

/** What `GET /api/config` tells the browser about sign-in. */
export type AuthClientConfig =
  | {
      status: 'ready';
      /** 'built-in' is the server's own OpenID Connect provider; 'external' is any other. */
      provider: 'built-in' | 'external';
      issuer: string;
      clientId: string;
      audience: string;
      /**
       * Scopes to ask for besides AUTH_SCOPES: providers that ignore `audience` (Microsoft Entra) name
       * the API by a scope instead.
       */
      scope?: string;
    }
  | { status: 'incomplete'; missing: string[] };

export interface ClientConfigResponse {
  auth: AuthClientConfig;
  /** What the operator of this server decided: sign-up, limits, their name and addresses, retention. */
  site: SiteConfig;
}

export const AUTH_SCOPES = 'openid profile email offline_access';
/** Where the path a signed-out visitor asked for waits during sign-in (spec §2). */
export const RETURN_TO_STORAGE_KEY = 'auth_return_to';
/** The access token is also kept under this key (spec §6). */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
/** A token counts as fresh for this long after it was last obtained (spec §4, §9). */
export const TOKEN_FRESHNESS_MS = 5 * 60 * 1000;
/** The identity library's limits (spec §9). */
export const IDENTITY_LIBRARY = {
  popupTimeoutSeconds: 60,
  httpTimeoutSeconds: 10,
  silentTokenLockSeconds: 5,
  tokenRequestRetries: 3,
  idTokenLeewaySeconds: 60,
  transactionCookieDays: 1,
} as const;
/** Accepted clock difference when checking a token's expiry and start (spec §5). */
export const TOKEN_LEEWAY_SECONDS = 60;

/** The window-wide custom event that switches the dashboard tab; its detail is the tab name (spec §2). */
export const DASHBOARD_TAB_EVENT = 'dashboardTabChange';

/** The signed-in user as `GET /api/me` answers it (spec §3). */
export interface MeResponse {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** The language stored for them (Settings, or their browser's at first sign-in); null: not chosen. */
  locale?: Locale | null;
}

/** `GET /api/admin/analytics` (spec §3). */
export interface AdminAnalyticsResponse {
  overview: {
    totalUsers: number;
    totalAdmins: number;
    totalMeetings: number;
    scheduledMeetings: number;
    totalEmailTemplates: number;
  };
}
