import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { demoCalendars } from './table';

export type DemoCalendar = typeof demoCalendars.$inferSelect;

export function createDemoCalendarRepository(db: Db) {
  return {
    /** A person's new calendar replaces their old one: only the latest demo's feeds are served. */
    async replace(calendar: Omit<DemoCalendar, 'createdAt'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(demoCalendars).where(eq(demoCalendars.ownerEmail, calendar.ownerEmail));
        await tx.insert(demoCalendars).values(calendar);
      });
    },
    async find(id: string): Promise<DemoCalendar | null> {
      const [row] = await db.select().from(demoCalendars).where(eq(demoCalendars.id, id));
      return row ?? null;
    },
  };
}

export type DemoCalendarRepository = ReturnType<typeof createDemoCalendarRepository>;
