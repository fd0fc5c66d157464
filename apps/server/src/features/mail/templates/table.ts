import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The texts of every e-mail the product sends, editable by admins; seeded with the defaults. */
export const emailTemplates = pgTable('email_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who last edited it; null while it is still the seeded default. */
  updatedBy: text('updated_by'),
});
