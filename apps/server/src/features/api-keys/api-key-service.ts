import {
  API_KEYS_PER_USER,
  type ApiKeyDto,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@overlap/contracts';
import type { CreateApiKeyRequest } from '@overlap/contracts/schemas';
import { AppError } from '../../http/app-error';
import { serverNow } from '../../lib/clock/server-clock';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { UserRow } from '../users/table';
import type { ApiKeyRepository } from './api-key-repository';
import { displayPrefix, hashApiKey, looksLikeApiKey, mintApiKey } from './key-material';
import type { ApiKeyRow } from './table';

// Last-used time is a convenience, not an audit trail: one write a minute per key at most.
const LAST_USED_EVERY_MS = 60_000;

function present(row: ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: displayPrefix(row.publicId),
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function tooMany(retryAfterSeconds: number, message: string) {
  return new AppError(
    'rate_limited',
    message,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
    { seconds: retryAfterSeconds },
  );
}

export function createApiKeyService(deps: {
  keys: ApiKeyRepository;
  /** Requests per key. */
  requests: RateLimiter;
  /** Keys created per person, so create-and-revoke cannot churn without end. */
  creations: RateLimiter;
}) {
  const { keys } = deps;
  return {
    async list(user: UserRow): Promise<ApiKeyDto[]> {
      return (await keys.listActive(user.id)).map(present);
    },

    async create(user: UserRow, input: CreateApiKeyRequest): Promise<CreatedApiKeyDto> {
      const now = new Date(serverNow());
      const decision = await deps.creations.hit(`api-key-create:${user.id}`, now);
      if (!decision.allowed) {
        throw tooMany(
          decision.retryAfterSeconds,
          `You have created many API keys lately. Try again in ${decision.retryAfterSeconds} seconds.`,
        );
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const minted = mintApiKey();
        const row = await keys.createWithin(
          {
            userId: user.id,
            name: input.name,
            scopes: input.scopes,
            publicId: minted.publicId,
            secretHash: minted.secretHash,
            createdAt: now,
          },
          API_KEYS_PER_USER,
        );
        if (row === 'limit') {
          throw new AppError(
            'api_key_limit',
            `An account can hold ${API_KEYS_PER_USER} API keys. Revoke one you no longer use first.`,
            undefined,
            undefined,
            { max: API_KEYS_PER_USER },
          );
        }
        if (row !== 'taken') return { ...present(row), key: minted.key };
      }
      throw new Error('Three freshly minted API keys collided with stored ones');
    },

    async revoke(user: UserRow, id: string): Promise<void> {
      if (!(await keys.revoke(user.id, id, new Date(serverNow())))) {
        throw new AppError('not_found', 'This API key does not exist or was already revoked.');
      }
    },

    /**
     * The person behind a key, if the key is active, within its rate limit and holds `scope`
     * (`null`: any key). Unknown and revoked keys get the same answer.
     */
    async authenticate(rawKey: string, scope: ApiKeyScope | null): Promise<UserRow> {
      const found = looksLikeApiKey(rawKey) ? await keys.findActiveByHash(hashApiKey(rawKey)) : undefined;
      if (!found) throw new AppError('api_key_invalid');
      // A disabled account's keys stop with its sign-in (read on every request, like the token path).
      if (found.user.disabledAt) throw new AppError('account_disabled');
      const now = new Date(serverNow());
      const decision = await deps.requests.hit(`api-key:${found.key.id}`, now);
      if (!decision.allowed) {
        throw tooMany(
          decision.retryAfterSeconds,
          `This API key made too many requests. Try again in ${decision.retryAfterSeconds} seconds.`,
        );
      }
      if (scope && !found.key.scopes.includes(scope)) {
        throw new AppError(
          'api_key_scope_missing',
          `This API key lacks the ${scope} scope. Create a key with it in Settings.`,
          undefined,
          undefined,
          { scope },
        );
      }
      const lastUsed = found.key.lastUsedAt?.getTime();
      if (lastUsed === undefined || now.getTime() - lastUsed >= LAST_USED_EVERY_MS) {
        await keys.touch(found.key.id, now, LAST_USED_EVERY_MS);
      }
      return found.user;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
