import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../db/common-columns';

/**
 * The texts of every e-mail the product sends, editable by admins, one row per e-mail and language.
 * English is seeded with the defaults; another language has a row only once an admin edited it there,
 * and uses its built-in translation until then.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
    /** Who last edited it; null while it is still the seeded default. */
    updatedBy: text('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
);
