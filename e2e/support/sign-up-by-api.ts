import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

const CLIENT_ID = 'overlap-web';

/** The token endpoint's answer to the authorization code. */
export interface ProviderTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

/**
 * Signs a new local account up through the built-in provider's pages, as a browser would (PKCE S256),
 * and answers an access token for the API. For tests that need a signed-in organizer without the UI.
 */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  person: { name: string; email: string; password?: string },
): Promise<string> {
  return (await signUpForTokens(request, baseURL, person)).access_token;
}

/** The same sign-up, answering everything the token endpoint gave (for a browser session). */
export function signUpForTokens(
  request: APIRequestContext,
  baseURL: string,
  person: { name: string; email: string; password?: string },
): Promise<ProviderTokens> {
  return tokensAfterForm(request, baseURL, 'signup', {
    name: person.name,
    email: person.email,
    password: person.password ?? 'correct horse battery staple',
  });
}

/** Signs an existing account in through the provider's sign-in form, answering the tokens. */
export function signInForTokens(
  request: APIRequestContext,
  baseURL: string,
  person: { email: string; password: string },
): Promise<ProviderTokens> {
  return tokensAfterForm(request, baseURL, 'login', { email: person.email, password: person.password });
}

/** Starts an authorization request, posts one of the provider's forms, and trades the code for tokens. */
async function tokensAfterForm(
  request: APIRequestContext,
  baseURL: string,
  form: 'signup' | 'login',
  fields: Record<string, string>,
): Promise<ProviderTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = baseURL;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const started = await request.get(`/oidc/auth?${query}`, { maxRedirects: 0 });
  const interaction = new URL(location(started), baseURL).pathname;
  // A context already signed in is sent straight back with a code: there is no form to post.
  if (interaction === new URL(redirectUri).pathname)
    throw new Error('this request context is already signed in; use one of its own');
  let response = await request.post(`${interaction}/${form}`, { form: fields, maxRedirects: 0 });
  for (let hops = 0; hops < 6; hops++) {
    const next = new URL(location(response), baseURL);
    const code = next.searchParams.get('code');
    if (code && next.href.startsWith(redirectUri)) {
      const tokens = await request.post('/oidc/token', {
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
          client_id: CLIENT_ID,
        },
      });
      if (!tokens.ok()) throw new Error(`token endpoint answered ${tokens.status()}: ${await tokens.text()}`);
      return (await tokens.json()) as ProviderTokens;
    }
    response = await request.get(next.pathname + next.search, { maxRedirects: 0 });
  }
  throw new Error(`${form} did not come back with a code`);
}

function location(response: APIResponse): string {
  const value = response.headers()['location'];
  if (!value) throw new Error(`expected a redirect, got ${response.status()}`);
  return value;
}
