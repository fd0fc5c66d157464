import { AUTH_SETTING_NAMES } from '@overlap/contracts';

export type AuthProviderConfig =
  | {
      kind: 'built-in' | 'external';
      issuer: string;
      clientId: string;
      audience: string;
      /** Scopes asked for besides the spec's, such as Entra's `api://…/access_as_user` (OIDC_SCOPE). */
      scope?: string;
    }
  | { kind: 'incomplete'; missing: string[] };

/** The OIDC_* settings as parsed (config/schema/auth-schema.ts). */
interface OidcSettings {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_AUDIENCE?: string | undefined;
  OIDC_SCOPE?: string | undefined;
}

/**
 * None of the three set: the server's own provider. All three: the external provider they name.
 * Some: the browser shows the spec's Configuration Error screen with the missing names.
 */
export function authProvider(e: OidcSettings, publicUrl: string): AuthProviderConfig {
  const given = { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, audience: e.OIDC_AUDIENCE };
  const missing = (Object.keys(AUTH_SETTING_NAMES) as (keyof typeof AUTH_SETTING_NAMES)[])
    .filter((key) => !given[key])
    .map((key) => AUTH_SETTING_NAMES[key]);
  if (missing.length === 3) {
    return {
      kind: 'built-in',
      issuer: `${publicUrl}/oidc`,
      clientId: 'overlap-web',
      audience: `${publicUrl}/api`,
    };
  }
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const issuer = given.issuer!.includes('://') ? given.issuer! : `https://${given.issuer}/`;
  return {
    kind: 'external',
    issuer,
    clientId: given.clientId!,
    audience: given.audience!,
    ...(e.OIDC_SCOPE ? { scope: e.OIDC_SCOPE } : {}),
  };
}
