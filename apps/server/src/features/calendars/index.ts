/** The provider library layer of calendar connections: what routes, jobs and the UI build on. */
export * from './provider-port';
export * from './provider-error';
export {
  connectCalDav,
  CalDavProvider,
  icloudCalDavUrl,
  type CalDavOptions,
  type CalDavChanges,
} from './caldav/caldav-adapter';
export { connectICloud, type ICloudOptions } from './caldav/icloud';
export { IcsFeedProvider, normaliseFeedUrl, type IcsFeedOptions } from './ics-feed/ics-feed-adapter';
export { GoogleCalendarProvider, type GoogleAdapterOptions } from './google/google-adapter';
export { googleEndpoints, googleOAuthConfig, googleScopes } from './google/google-config';
export { MicrosoftCalendarProvider, type MicrosoftAdapterOptions } from './microsoft/microsoft-adapter';
export { microsoftEndpoints, microsoftOAuthConfig, microsoftScopes } from './microsoft/microsoft-config';
export {
  buildAuthorizationUrl,
  exchangeAuthorizationCode,
  refreshAccessToken,
  type OAuthClientConfig,
  type TokenSet,
} from './oauth/oauth-client';
export { OAuthSession } from './oauth/oauth-session';
export { createOAuthState, createPkcePair, type PkcePair } from './oauth/pkce';
export { expandBusyTime, type ExpandOptions } from './ical/expand-busy-time';
export { parseCalendar, type ParsedCalendar } from './ical/calendar-events';
export { createGuardedFetch, type GuardedFetch, type GuardedFetchOptions } from './ssrf/guarded-fetch';
export type { AddressAllowList } from './ssrf/address-policy';
export {
  credentialKeyId,
  CredentialDecryptionError,
  decryptCredential,
  encryptCredential,
  reencryptCredential,
  type EncryptionKey,
} from './crypto/credential-cipher';
export { generateEncryptionKey, keyFromBase64, loadOrCreateKeyFile } from './crypto/encryption-key';
