import { pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, createdAt } from '../../../db/common-columns';

/** Accounts of the built-in identity provider: sign-up with name, e-mail and password. */
export const localAccounts = pgTable('local_accounts', {
  id: generatedId(),
  email: text('email').notNull().unique('local_accounts_email_unique'),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export type LocalAccountRow = typeof localAccounts.$inferSelect;
