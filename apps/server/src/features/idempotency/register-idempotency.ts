import { createHash } from 'node:crypto';
import { IDEMPOTENT_WRITES } from '@overlap/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { signedInUser } from '../auth/tokens/authenticate';
import type { CredentialSealer } from '../connections/key-ring';
import { idempotencyRepository as repo } from './idempotency-repository';

const KEPT_MS = 24 * 3_600_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: string; key: string; meetingId: string | null };
  }
}

/** JSON with object keys sorted, so the same body sent with its fields in another order matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const sealId = (userId: string, key: string) => `idempotency:${userId}:${key}`;

/**
 * `Idempotency-Key` on the writes above, on the web app's routes and under /api/v1 alike (the mirror
 * reuses the wrapped handler): the same person sending the same key and body again within 24 hours gets
 * the first answer (with `Idempotent-Replayed: true`), not a second write. Another body under the same
 * key is 422; the same key while the first request still runs is 409. A request that failed frees its
 * key. Must be registered before the routes it wraps.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { db: Db; sealer: Pick<CredentialSealer, 'seal' | 'open'> },
) {
  const { db, sealer } = deps;
  // The writes a retry must not repeat: creating a meeting, booking it, moving it.
  const wanted = new Set<string>(IDEMPOTENT_WRITES);

  function wrap(route: string, handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return handler.call(this, request, reply);
      const key = Array.isArray(header) ? header[0]! : header;
      if (!KEY_SHAPE.test(key))
        throw new AppError('bad_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters.', {
          'Idempotency-Key': 'Use 1 to 255 visible ASCII characters, such as a UUID.',
        });
      const userId = signedInUser(request).id;
      const fingerprint = createHash('sha256')
        .update(`${route} ${canonical(request.body)}`)
        .digest('hex');
      const claimed = await repo.claim(db, { userId, key, fingerprint }, new Date(Date.now() - KEPT_MS));
      if (!claimed) {
        const first = await repo.find(db, userId, key);
        if (first && first.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
        if (!first || first.statusCode === null || first.bodySealed === null)
          throw new AppError('idempotency_key_in_progress', undefined, undefined, { 'retry-after': '1' });
        const body = await sealer.open(first.bodySealed, sealId(userId, key));
        return reply
          .code(first.statusCode)
          .headers({
            'content-type': first.contentType ?? 'application/json; charset=utf-8',
            'idempotent-replayed': 'true',
            'cache-control': 'no-store',
          })
          .send(body);
      }
      const params = request.params as { id?: string };
      request.idempotency = { userId, key, meetingId: params.id ?? null };
      return handler.call(this, request, reply);
    };
  }

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (wanted.has(name)) route.handler = wrap(name, route.handler);
    }
  });

  // The first answer is kept when it succeeded; otherwise the key is freed for a corrected retry.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending) return payload;
    request.idempotency = undefined;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 300 || text === null) {
      await repo.release(db, pending.userId, pending.key);
      return payload;
    }
    let meetingId = pending.meetingId;
    if (!meetingId) meetingId = (JSON.parse(text) as { id?: string }).id ?? null;
    await repo.complete(db, pending.userId, pending.key, {
      statusCode: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      bodySealed: await sealer.seal(text, sealId(pending.userId, pending.key)),
      meetingId,
    });
    return payload;
  });
}
