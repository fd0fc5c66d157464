import { expandBusyTime, type ExpandOptions } from '../../../src/features/calendars/ical/expand-busy-time';
import { iso } from './ics-builder';

/** Calendar files as programs in the wild write them, each class a hand-made fixture. */

export const dayMs = 86_400_000;
export const june2024 = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 6, 1) };

export function busy(ics: string, options: Partial<ExpandOptions> = {}) {
  return expandBusyTime(ics, { range: june2024, userZone: 'Europe/London', ...options }).map(
    (interval) => `${iso(interval.start)}/${iso(interval.end)}`,
  );
}

export function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
}
