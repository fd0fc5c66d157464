export type OAuthClientSettings =
  { available: true; clientId: string; clientSecret: string } | { available: false; reason: string };

export interface OAuthProviderSettings {
  client: OAuthClientSettings;
  authorizeUrl: string;
  tokenUrl: string;
  apiBaseUrl: string;
}

export interface CalendarSettings {
  /** Base64 key from CREDENTIALS_KEY, or null: a key file in `keyFile` is created on first use. */
  credentialsKey: string | null;
  /** Earlier keys, still able to open credentials until they are re-encrypted. */
  oldCredentialKeys: { id: string | null; base64: string }[];
  keyFile: string;
  /** Where OAuth providers send the browser back to. */
  redirectUri: string;
  google: OAuthProviderSettings;
  microsoft: OAuthProviderSettings;
  icloudCalDavUrl: string;
  /** Private hosts and ranges that user-supplied calendar URLs may still reach. */
  outboundAllowList: { hosts: string[]; cidrs: string[] };
}

/** OUTBOUND_ALLOW_HOSTS as host names and CIDR ranges (a bare address becomes a range of one). */
export function splitAllowList(value: string | undefined): { hosts: string[]; cidrs: string[] } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const isName = (entry: string) => /^[a-z0-9.-]+$/i.test(entry) && /[a-z]/i.test(entry);
  return {
    hosts: entries.filter(isName),
    cidrs: entries
      .filter((entry) => !isName(entry))
      .map((entry) => (entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`)),
  };
}

/** An OAuth client is available with both its id and secret; otherwise the reason names what is missing. */
export function oauthClient(
  name: 'GOOGLE' | 'MICROSOFT',
  id: string | undefined,
  secret: string | undefined,
): OAuthClientSettings {
  if (id && secret) return { available: true, clientId: id, clientSecret: secret };
  const missing = [!id && `${name}_CLIENT_ID`, !secret && `${name}_CLIENT_SECRET`].filter(Boolean);
  return { available: false, reason: `The server administrator has not set ${missing.join(' and ')}.` };
}
