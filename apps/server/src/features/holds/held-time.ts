import type { PackedIntervals } from '@overlap/engine';

type Range = { start: number; end: number };
type Intervals = { start: number; end: number }[];
type HeldElsewhere = (userId: string, range: Range, forMeetingId?: string) => Promise<Intervals>;

const MINUTE = 60_000;

/**
 * The organizer's busy time for ranking, with their holds for other meetings added as busy: a hold keeps
 * its time from the organizer's other requests, never from its own (calendar reads leave holds out).
 */
export function withHeldTime<B extends { busy: Intervals; tentative: Intervals }>(
  read: (userId: string, range: Range) => Promise<B>,
  heldElsewhere: HeldElsewhere,
) {
  return async (userId: string, range: Range, forMeetingId?: string): Promise<B> => {
    const [time, held] = await Promise.all([read(userId, range), heldElsewhere(userId, range, forMeetingId)]);
    if (held.length === 0) return time;
    const clipped = held.map((h) => ({
      start: Math.max(h.start, range.start),
      end: Math.min(h.end, range.end),
    }));
    return { ...time, busy: [...time.busy, ...clipped].sort((a, b) => a.start - b.start || a.end - b.end) };
  };
}

/** The same for the packed copy (epoch-minute pairs, in any order). */
export function withHeldTimePacked<B extends { busy: PackedIntervals; tentative: PackedIntervals }>(
  read: (userId: string, range: Range) => Promise<B>,
  heldElsewhere: HeldElsewhere,
) {
  return async (userId: string, range: Range, forMeetingId?: string): Promise<B> => {
    const [time, held] = await Promise.all([read(userId, range), heldElsewhere(userId, range, forMeetingId)]);
    if (held.length === 0) return time;
    const busy = new Int32Array(time.busy.length + held.length * 2);
    busy.set(time.busy);
    held.forEach((h, i) => {
      busy[time.busy.length + 2 * i] = Math.floor(Math.max(h.start, range.start) / MINUTE);
      busy[time.busy.length + 2 * i + 1] = Math.ceil(Math.min(h.end, range.end) / MINUTE);
    });
    return { ...time, busy };
  };
}
