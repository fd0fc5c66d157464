import { ADMIN_PAGE_SIZE, type AdminWaitlistEntry } from '@overlap/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signUpInvitations, type SignUpInvitationRow } from './table';

interface EntryRow extends Record<string, unknown> {
  email: string;
  joined_at: Date | string | null;
  invited_at: Date | string | null;
  expires_at: Date | string | null;
  used_at: Date | string | null;
  expired: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The waitlist and the invitations sent from it (or to other addresses), as Admin → Waitlist lists them. */
export function createInvitationRepository(db: Db) {
  return {
    async insert(
      tx: Db,
      invitation: { email: string; tokenHash: string; invitedBy: string | null; expiresAt: Date },
    ): Promise<SignUpInvitationRow> {
      const [row] = await tx.insert(signUpInvitations).values(invitation).returning();
      return row!;
    },

    /** The invitation behind a token, if its link still works at `now`. */
    async findUsable(tokenHash: string, now: Date): Promise<SignUpInvitationRow | null> {
      const [row] = await db
        .select()
        .from(signUpInvitations)
        .where(
          and(
            eq(signUpInvitations.tokenHash, tokenHash),
            isNull(signUpInvitations.usedAt),
            gt(signUpInvitations.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /**
     * Uses an invitation up, found by its link's token or as the newest open one for an address: of two
     * sign-ups racing for the same invitation, only one gets the row back.
     */
    async claim(
      where: { tokenHash: string } | { email: string },
      now: Date,
    ): Promise<SignUpInvitationRow | null> {
      const usable = and(isNull(signUpInvitations.usedAt), gt(signUpInvitations.expiresAt, now));
      let id: string | undefined;
      if ('email' in where) {
        const [newest] = await db
          .select({ id: signUpInvitations.id })
          .from(signUpInvitations)
          .where(and(eq(signUpInvitations.email, where.email), usable))
          .orderBy(desc(signUpInvitations.createdAt))
          .limit(1);
        if (!newest) return null;
        id = newest.id;
      }
      const match = id
        ? eq(signUpInvitations.id, id)
        : eq(signUpInvitations.tokenHash, (where as { tokenHash: string }).tokenHash);
      const [row] = await db
        .update(signUpInvitations)
        .set({ usedAt: now })
        .where(and(match, usable))
        .returning();
      return row ?? null;
    },

    /** Gives a claimed link back when the account could not be created after all (address taken). */
    async release(id: string): Promise<void> {
      await db.update(signUpInvitations).set({ usedAt: null }).where(eq(signUpInvitations.id, id));
    },

    /**
     * Every address on the waitlist or invited, newest first, each with its latest invitation. The list
     * is small by nature (people waiting for a server), so one query pages it.
     */
    async list(page: number): Promise<{ entries: AdminWaitlistEntry[]; total: number }> {
      const people = sql`(
        select email, min(created_at) as joined_at from waitlist_signups group by email
      )`;
      const latest = sql`(
        select distinct on (email) email, created_at as invited_at, expires_at, used_at
        from sign_up_invitations order by email, created_at desc
      )`;
      const result = await db.execute<EntryRow & { total: number | string }>(sql`
        select coalesce(w.email, i.email) as email, w.joined_at, i.invited_at, i.expires_at, i.used_at,
          (i.used_at is null and i.expires_at <= now()) is true as expired, count(*) over () as total
        from ${people} w full outer join ${latest} i on i.email = w.email
        order by greatest(w.joined_at, i.invited_at) desc nulls last, email
        limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`);
      const rows = (result as unknown as { rows: (EntryRow & { total: number | string })[] }).rows;
      return {
        entries: rows.map((row) => ({
          email: row.email,
          joinedAt: iso(row.joined_at),
          invitedAt: iso(row.invited_at),
          invitationExpiresAt: iso(row.expires_at),
          invitationExpired: row.expired,
          signedUpAt: iso(row.used_at),
        })),
        total: rows.length > 0 ? Number(rows[0]!.total) : await countAll(db),
      };
    },
  };
}

/** The list's size when the page asked for lies past its end. */
async function countAll(db: Db): Promise<number> {
  const result = await db.execute<{ total: number | string }>(sql`
    select count(*) as total from (
      select email from waitlist_signups union select email from sign_up_invitations
    ) everyone`);
  return Number((result as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
