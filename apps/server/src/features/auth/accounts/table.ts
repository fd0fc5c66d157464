import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Accounts of the built-in identity provider: sign-up with name, e-mail and password. */
export const localAccounts = pgTable('local_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('local_accounts_email_unique'),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LocalAccountRow = typeof localAccounts.$inferSelect;
