import type { ProviderHttpOptions } from '../http/provider-http';
import { CalendarProviderError } from '../provider-error';
import { refreshAccessToken, revokeToken, type OAuthClientConfig, type TokenSet } from './oauth-client';

/**
 * Hands adapters a valid access token, refreshing it shortly before expiry or when the API said 401.
 * `onTokens` lets the caller store rotated refresh tokens (encrypted) as soon as they arrive.
 */
export class OAuthSession {
  private tokens: TokenSet;
  private refreshing: Promise<TokenSet> | null = null;

  constructor(
    private readonly config: OAuthClientConfig,
    initial: TokenSet,
    private readonly http: ProviderHttpOptions = {},
    private readonly onTokens: (tokens: TokenSet) => void | Promise<void> = () => {},
  ) {
    this.tokens = initial;
  }

  /** Withdraws the grant at `revokeUrl`: the refresh token when there is one, else the access token. */
  async revoke(revokeUrl: string): Promise<void> {
    await revokeToken(revokeUrl, this.tokens.refreshToken ?? this.tokens.accessToken, this.http);
  }

  async accessToken(forceRefresh = false): Promise<string> {
    const now = (this.http.now ?? Date.now)();
    if (!forceRefresh && this.tokens.accessToken && this.tokens.expiresAt - 60_000 > now)
      return this.tokens.accessToken;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return (await this.refreshing).accessToken;
  }

  private async refresh(): Promise<TokenSet> {
    const refreshToken = this.tokens.refreshToken;
    if (!refreshToken) {
      throw new CalendarProviderError('needs-reconnect', 'No refresh token is stored for this calendar');
    }
    const next = await refreshAccessToken(this.config, refreshToken, this.http);
    this.tokens = { ...next, refreshToken: next.refreshToken ?? refreshToken };
    await this.onTokens(this.tokens);
    return this.tokens;
  }
}
