import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/common-columns';

/**
 * The demo people's calendars as ICS text, served read-only at `/api/demo/calendars/<id>.ics`. The id is
 * random (128 bits), so a feed is only reachable from the address the demo command printed.
 */
export const demoCalendars = pgTable('demo_calendars', {
  id: text('id').primaryKey(),
  ownerEmail: text('owner_email').notNull(),
  name: text('name').notNull(),
  ics: text('ics').notNull(),
  createdAt: createdAt(),
});
