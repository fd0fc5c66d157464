import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in attempts per (account, client address): counted before the password is checked. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Lock-outs in a row: each one lasts twice as long as the one before. */
  lockouts: integer('lockouts').notNull().default(0),
});
