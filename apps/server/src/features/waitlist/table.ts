import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const waitlistSignups = pgTable('waitlist_signups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique('waitlist_signups_email_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
