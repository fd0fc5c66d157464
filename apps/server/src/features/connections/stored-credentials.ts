/** What a connection keeps sealed in `credentials`: never logged, never sent to the browser. */
export type StoredCredentials =
  | { type: 'caldav'; serverUrl: string; username: string; password: string }
  | { type: 'ics'; feedUrl: string }
  | { type: 'oauth'; accessToken: string; refreshToken?: string; expiresAt: number };

export function parseStoredCredentials(text: string): StoredCredentials {
  return JSON.parse(text) as StoredCredentials;
}
