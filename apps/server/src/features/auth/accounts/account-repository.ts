import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { localAccounts, type LocalAccountRow } from './table';

export function createAccountRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<LocalAccountRow | undefined> {
      const [row] = await db.select().from(localAccounts).where(eq(localAccounts.email, email)).limit(1);
      return row;
    },
    async findById(id: string): Promise<LocalAccountRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(localAccounts).where(eq(localAccounts.id, id)).limit(1);
      return row;
    },
    /** Creates the account unless the address is taken; answers undefined when it is. */
    async create(input: { email: string; name: string; passwordHash: string }) {
      const [row] = await db
        .insert(localAccounts)
        .values(input)
        .onConflictDoNothing({ target: localAccounts.email })
        .returning();
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
