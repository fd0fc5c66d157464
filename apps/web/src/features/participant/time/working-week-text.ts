import { WEEKDAYS } from '@overlap/contracts';
import type { WorkingHours } from '@overlap/contracts/schemas';

/**
 * A week of working hours in one line, neighbouring days with the same hours joined: "Mon–Fri 09:00–17:00 ·
 * Sat 10:00–12:00" (groups joined by " · "). Days off are left out; an empty string when every day is off.
 */
export function workingWeekText(
  hours: WorkingHours,
  dayNames: readonly string[],
  clock: (time: string) => string,
): string {
  const rangesOf = (index: number) =>
    hours[WEEKDAYS[index]!].map((r) => `${clock(r.start)}–${clock(r.end)}`).join(', ');
  const groups: string[] = [];
  let first = 0;
  for (let day = 0; day <= WEEKDAYS.length; day++) {
    if (day < WEEKDAYS.length && rangesOf(day) === rangesOf(first)) continue;
    const ranges = rangesOf(first);
    if (ranges) {
      const last = day - 1;
      const days = last === first ? dayNames[first] : `${dayNames[first]}–${dayNames[last]}`;
      groups.push(`${days} ${ranges}`);
    }
    first = day;
  }
  return groups.join(' · ');
}

/** Whether the week holds any working time: a week of days off would leave a calendar-only answer no time. */
export function hasWorkingTime(hours: WorkingHours): boolean {
  return WEEKDAYS.some((day) => hours[day].length > 0);
}
