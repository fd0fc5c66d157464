import { z } from 'zod';
import { credentialsKey, endpointUrl, oldCredentialKeys, outboundAllowList } from '../setting-values';

/** Calendar connections: the credentials key, the OAuth providers, iCloud, and private hosts allowed. */
export const calendarSchema = {
  CREDENTIALS_KEY: credentialsKey.optional(),
  CREDENTIALS_OLD_KEYS: oldCredentialKeys.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: endpointUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: endpointUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_API_URL: endpointUrl.default('https://www.googleapis.com/calendar/v3'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_AUTHORIZE_URL: endpointUrl.default(
    'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  ),
  MICROSOFT_TOKEN_URL: endpointUrl.default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_API_URL: endpointUrl.default('https://graph.microsoft.com/v1.0'),
  ICLOUD_CALDAV_URL: endpointUrl.default('https://caldav.icloud.com'),
  OUTBOUND_ALLOW_HOSTS: outboundAllowList.optional(),
};
