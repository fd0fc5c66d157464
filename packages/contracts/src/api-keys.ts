/** What an API key may do; each `/api/v1` operation names the one it needs (or none, for `GET /me`). */
export const API_KEY_SCOPES = ['meetings:read', 'meetings:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so people (and secret scanners) recognise one in a paste. */
export const API_KEY_PREFIX = 'ovl_live_';
export const API_KEY_NAME_MAX_LENGTH = 80;
/** Active keys one account may hold at a time. */
export const API_KEYS_PER_USER = 10;

/** Key management: signed-in people only, never an API key (a key cannot mint keys). */
export const API_KEY_ROUTES = {
  /** GET: the caller's keys (never their secrets); POST `{ name, scopes }`: a new key, shown once. */
  list: '/api/api-keys',
  /** DELETE: revoke it; it stops working at once. */
  one: '/api/api-keys/:id',
} as const;

/** The public API: the web app's endpoints again under this prefix, open to keys and tokens. */
export const API_V1_PREFIX = '/api/v1';
/** Operations whose answer changed in a way a v1 client would misread, again under this prefix (docs/decisions/0034). */
export const API_V2_PREFIX = '/api/v2';

export const API_REFERENCE_ROUTES = {
  document: '/api/openapi.json',
  page: '/api/docs',
} as const;

export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's public start, such as `ovl_live_3fk9q2ma`: enough to tell keys apart, useless alone. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time `key` is ever shown. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

/** Writes that honour an `Idempotency-Key` header: the same key and body within 24 hours answer as the first. */
export const IDEMPOTENT_WRITES = [
  'POST /api/meetings',
  'POST /api/meetings/:id/book',
  'POST /api/meetings/:id/reschedule',
] as const;
