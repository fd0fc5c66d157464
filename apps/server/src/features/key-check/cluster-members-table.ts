import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The instances running on this database and the settings every one of them must share, each row kept
 * fresh by its instance while it runs. None of the values is secret.
 */
export const clusterMembers = pgTable('cluster_members', {
  instanceId: text('instance_id').primaryKey(),
  publicUrl: text('public_url').notNull(),
  /** Where this instance takes its token keys from and what it expects in them (issuer, audience). */
  signIn: text('sign_in').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
