import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own id, drawn by the database. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; writers set it, the default covers the insert. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A reference to the row this one belongs to: required, and deleted with it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
