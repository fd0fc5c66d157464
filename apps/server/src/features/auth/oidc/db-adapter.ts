import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/database';
import { oidcPayloads } from './table';

/**
 * oidc-provider's storage contract over one table: every model (Session, Interaction, Grant,
 * AuthorizationCode, RefreshToken…) is a JSON payload keyed by id and model name.
 */
export function createOidcAdapterFactory(db: Db) {
  let writesSinceSweep = 0;

  async function sweepExpired() {
    if (++writesSinceSweep < 200) return;
    writesSinceSweep = 0;
    await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
  }

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        type: this.type,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.id, oidcPayloads.type],
          set: { ...row, consumedAt: null },
        });
      await sweepExpired();
    }

    async find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    async findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async revokeByGrantId(grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.grantId, grantId), eq(oidcPayloads.type, this.type)));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(condition, eq(oidcPayloads.type, this.type)))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }
  };
}
