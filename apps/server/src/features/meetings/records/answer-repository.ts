import { packIntervals, unpackIntervals } from '@overlap/engine';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { availability, type AvailabilityRow, type StoredInterval } from './tables';

/** An answer as the API speaks it: intervals in epoch milliseconds. */
export interface AvailabilityValues {
  painted: boolean;
  available: StoredInterval[];
  ifNeedBe: StoredInterval[];
  busy: StoredInterval[];
  tentative: StoredInterval[];
}

function unpackAnswer(row: AvailabilityRow): AvailabilityValues {
  return {
    painted: row.painted,
    available: unpackIntervals(row.available),
    ifNeedBe: unpackIntervals(row.ifNeedBe),
    busy: unpackIntervals(row.busy),
    tentative: unpackIntervals(row.tentative),
  };
}

/** Participants' answers (the painted, if-need-be, busy and tentative time), stored packed. */
export const answerRepository = {
  /** Answers as stored, packed: what the ranking reads. */
  async availabilityOf(db: Db, participantIds: string[]): Promise<AvailabilityRow[]> {
    if (participantIds.length === 0) return [];
    return db.select().from(availability).where(inArray(availability.participantId, participantIds));
  },

  /** One participant's answer with its intervals in epoch milliseconds, or null before they answer. */
  async answerOf(db: Db, participantId: string): Promise<AvailabilityValues | null> {
    const [row] = await db.select().from(availability).where(eq(availability.participantId, participantId));
    return row ? unpackAnswer(row) : null;
  },

  /** Stores an answer packed: painted time narrowed, busy and tentative time widened to whole minutes. */
  async saveAvailability(db: Db, participantId: string, answer: AvailabilityValues): Promise<void> {
    const values = {
      painted: answer.painted,
      available: packIntervals(answer.available, 'inward'),
      ifNeedBe: packIntervals(answer.ifNeedBe, 'inward'),
      busy: packIntervals(answer.busy, 'outward'),
      tentative: packIntervals(answer.tentative, 'outward'),
    };
    await db
      .insert(availability)
      .values({ participantId, ...values })
      .onConflictDoUpdate({ target: availability.participantId, set: { ...values, updatedAt: new Date() } });
  },

  async deleteAvailability(db: Db, participantId: string): Promise<void> {
    await db.delete(availability).where(eq(availability.participantId, participantId));
  },
};
