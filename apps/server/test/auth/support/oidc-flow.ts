import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const CLIENT_ID = 'overlap-web';
export const REDIRECT_URI = 'http://localhost:3000';

/** A minimal cookie jar: the provider's cookies, whatever their path, sent back on every request. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Walks the built-in provider's authorization code flow with PKCE S256 as a browser would, through
 * the sign-in (or sign-up) page, and answers the token response.
 */
export class OidcFlow {
  readonly jar = new CookieJar();
  readonly verifier = randomBytes(32).toString('base64url');
  /** Sent with every request, e.g. a pinned clock (`x-overlap-test-now`). */
  headers: Record<string, string> = {};
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '198.51.100.1',
    /** The app's address (PUBLIC_URL), where the provider sends the browser back. */
    private readonly redirectUri = REDIRECT_URI,
  ) {}

  async request(method: 'GET' | 'POST', url: string, body?: Record<string, string>) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: this.jar.header(),
        'x-forwarded-for': this.ip,
        ...this.headers,
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: body ? form(body) : undefined,
    });
    this.jar.store(response);
    return response;
  }

  /** Starts an authorization request; answers the interaction page's path. */
  async start(extra: Record<string, string> = {}): Promise<string> {
    const challenge = createHash('sha256').update(this.verifier).digest('base64url');
    const query = form({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: 'openid profile email offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      nonce: 'nonce-123',
      ...extra,
    });
    const response = await this.request('GET', `/oidc/auth?${query}`);
    if (response.statusCode !== 303)
      throw new Error(`authorize answered ${response.statusCode}: ${response.body}`);
    return new URL(response.headers.location as string, 'http://localhost').pathname;
  }

  /** Follows redirects inside the provider until it sends the browser back to the app with a code. */
  async followToCode(response: LightMyRequestResponse): Promise<string> {
    let current = response;
    for (let hops = 0; hops < 5; hops++) {
      const location = current.headers.location as string | undefined;
      if (!location) throw new Error(`expected a redirect, got ${current.statusCode}: ${current.body}`);
      const url = new URL(location, 'http://localhost');
      const code = url.searchParams.get('code');
      if (location.startsWith(this.redirectUri) && code) return code;
      if (url.searchParams.get('error')) throw new Error(`provider error: ${location}`);
      current = await this.request('GET', url.pathname + url.search);
    }
    throw new Error('too many redirects');
  }

  async exchange(code: string): Promise<Tokens> {
    const response = await this.request('POST', '/oidc/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      code_verifier: this.verifier,
      client_id: CLIENT_ID,
    });
    if (response.statusCode !== 200)
      throw new Error(`token answered ${response.statusCode}: ${response.body}`);
    return response.json() as Tokens;
  }

  async signUp(name: string, email: string, password: string): Promise<Tokens> {
    const page = await this.start();
    const response = await this.request('POST', `${page}/signup`, { name, email, password });
    return this.exchange(await this.followToCode(response));
  }

  async signIn(email: string, password: string): Promise<Tokens> {
    const page = await this.start();
    const response = await this.request('POST', `${page}/login`, { email, password });
    return this.exchange(await this.followToCode(response));
  }

  async refresh(refreshToken: string) {
    return this.request('POST', '/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    });
  }
}
