import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { defaultWorkingHours, type Locale } from '@overlap/contracts';
import type { UserSettings, UserSettingsResponse } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import type { UserProfile } from './profile-from-claims';
import { splitName } from './profile-from-claims';
import { users, type UserRow } from './table';

// Serialises the "is this the very first user?" decision across server instances.
const FIRST_USER_LOCK_ID = 7_042_912;

export function createUserRepository(db: Db) {
  return {
    async findBySubject(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`${users.issuer} = ${issuer} and ${users.subject} = ${subject}`)
        .limit(1);
      return row;
    },

    /**
     * Moves a person's record from an older issuer to `issuer` (the built-in provider's issuer follows
     * PUBLIC_URL), keeping its id and so everything they own. Nothing changes when a record under
     * `issuer` already exists. Answers whether one moved.
     */
    async refileUnderIssuer(subject: string, issuer: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const bySubject = eq(users.subject, subject);
        const [current] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(bySubject, eq(users.issuer, issuer)))
          .limit(1);
        if (current) return false;
        const [older] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(bySubject, ne(users.issuer, issuer)))
          .orderBy(desc(users.updatedAt))
          .limit(1);
        if (!older) return false;
        await tx.update(users).set({ issuer, updatedAt: new Date() }).where(eq(users.id, older.id));
        return true;
      });
    },

    /** Every account with this address (one per sign-in provider that used it). */
    async idsByEmail(email: string): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return rows.map((row) => row.id);
    },

    /** A fresh install: nobody has an account yet (the first one becomes its admin). */
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).limit(1);
      return row === undefined;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Creates or refreshes the person from their provider's profile. The first user of a fresh install
     * becomes an admin, as does anyone `grantAdmin` says; admin is never taken away here.
     */
    async upsertFromProfile(
      identity: { issuer: string; subject: string },
      profile: UserProfile,
      grantAdmin: boolean,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK_ID})`);
        const [row] = await tx
          .insert(users)
          .values({
            ...identity,
            email: profile.email,
            name: profile.name,
            firstName: profile.firstName,
            lastName: profile.lastName,
            profileImageUrl: profile.profileImageUrl,
            isAdmin: sql`${grantAdmin} or not exists (select 1 from ${users})`,
          })
          .onConflictDoUpdate({
            target: [users.issuer, users.subject],
            set: {
              email: profile.email,
              profileImageUrl: profile.profileImageUrl,
              name: sql`case when ${users.nameSetByUser} then ${users.name} else excluded.name end`,
              firstName: sql`case when ${users.nameSetByUser} then ${users.firstName} else excluded.first_name end`,
              lastName: sql`case when ${users.nameSetByUser} then ${users.lastName} else excluded.last_name end`,
              isAdmin: sql`${users.isAdmin} or ${grantAdmin}`,
              profileRefreshedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        return row!;
      });
    },

    async updateSettings(userId: string, settings: UserSettings): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          name: settings.name,
          ...splitName(settings.name),
          nameSetByUser: true,
          timeZone: settings.timeZone,
          workingHours: settings.workingHours,
          theme: settings.theme,
          clock: settings.clock,
          ...(settings.locale ? { locale: settings.locale } : {}),
          videoDefault: settings.videoDefault,
          answerNotices: settings.answerNotices,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Stores a language only for a person who has none yet (their first sign-in); answers the row. */
    async setLocaleIfUnset(userId: string, locale: Locale): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, userId), isNull(users.locale)))
        .returning();
      return row;
    },

    /** Grants or revokes admin for every user with this address; answers how many there were. */
    async countUsers(): Promise<{ totalUsers: number; totalAdmins: number }> {
      const [row] = await db
        .select({
          totalUsers: count(),
          totalAdmins: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
        })
        .from(users);
      return { totalUsers: row?.totalUsers ?? 0, totalAdmins: row?.totalAdmins ?? 0 };
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

/** The settings as the person sees them, with defaults for what they have not chosen yet. */
export function settingsOf(row: UserRow): UserSettingsResponse {
  return {
    name: row.name,
    // Unset until the person saves: the browser then proposes the zone it detects.
    timeZone: row.timeZone,
    workingHours: row.workingHours ?? defaultWorkingHours(),
    theme: row.theme,
    clock: row.clock,
    videoDefault: row.videoDefault,
    answerNotices: row.answerNotices,
    locale: row.locale,
  };
}
