import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clusterMembers } from './cluster-members-table';

// Any fixed number: only instances joining the same database have to agree on it.
const JOIN_LOCK_ID = 7_042_917;

export interface MemberSettings {
  publicUrl: string;
  signIn: string;
}

/** A member counts as running while it has reported within this many seconds. */
export const MEMBER_TIMEOUT_SECONDS = 45;

/**
 * Runs `check` against the settings of every other running member and, when it passes, records this
 * instance, all under one lock so that two instances starting together cannot both be first.
 */
export async function joinMembers(
  db: Db,
  instanceId: string,
  mine: MemberSettings,
  check: (others: MemberSettings[]) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_ID})`);
    const cutoff = sql`now() - make_interval(secs => ${MEMBER_TIMEOUT_SECONDS})`;
    await tx.delete(clusterMembers).where(lt(clusterMembers.seenAt, cutoff));
    const others = await tx
      .select({ publicUrl: clusterMembers.publicUrl, signIn: clusterMembers.signIn })
      .from(clusterMembers)
      .where(and(gt(clusterMembers.seenAt, cutoff), ne(clusterMembers.instanceId, instanceId)));
    check(others);
    await tx.insert(clusterMembers).values({ instanceId, ...mine });
  });
}

/**
 * Tells the others this instance still runs. After an outage longer than the timeout another instance
 * may have removed the row; it comes back with the next report.
 */
export async function touchMember(db: Db, instanceId: string, mine: MemberSettings): Promise<void> {
  await db
    .insert(clusterMembers)
    .values({ instanceId, ...mine })
    .onConflictDoUpdate({ target: clusterMembers.instanceId, set: { seenAt: sql`now()` } });
}

export async function leaveMembers(db: Db, instanceId: string): Promise<void> {
  await db.delete(clusterMembers).where(eq(clusterMembers.instanceId, instanceId));
}
