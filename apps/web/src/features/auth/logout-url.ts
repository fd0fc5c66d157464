/**
 * Where logout sends the browser when the provider has no end_session_endpoint: Auth0's own logout
 * (`/v2/logout`), which returns to `returnTo` only if that address is among the application's
 * Allowed Logout URLs, and reads those of the application named by `client_id`.
 */
export function auth0LogoutUrl(issuer: string, clientId: string, returnTo: string): string {
  const url = new URL('/v2/logout', issuer);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('returnTo', returnTo);
  return url.toString();
}
