import {
  providerRequest,
  type ProviderHttpOptions,
  type ProviderResponse,
  type RetryPolicy,
} from '../http/provider-http';
import { CalendarProviderError } from '../provider-error';
import type { OAuthSession } from './oauth-session';

/** An API call with a bearer token; a 401 refreshes once, and a 401 after that means the user must reconnect. */
export async function authorizedRequest(
  session: OAuthSession,
  url: string,
  init: RequestInit,
  http: ProviderHttpOptions,
  policy?: RetryPolicy,
): Promise<ProviderResponse> {
  const send = async (forceRefresh: boolean) => {
    const token = await session.accessToken(forceRefresh);
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return providerRequest(url, { ...init, headers }, http, policy);
  };
  let response = await send(false);
  if (response.status === 401) response = await send(true);
  if (response.status === 401) {
    throw new CalendarProviderError('needs-reconnect', 'The provider refused a freshly refreshed token', {
      status: 401,
    });
  }
  return response;
}
