import type { Interval, PersonInput } from '@overlap/engine';

/** How many people, how busy, and the seed that makes the data the same every run. */
export interface PeopleScenario {
  participants: number;
  busyPerPerson: number;
  seed: number;
}

/** Who may be drawn from where: the first `requiredCount` people are required and live in `requiredZones`. */
export interface ZoneDraw {
  zones: readonly string[];
  requiredZones: readonly string[];
  requiredCount: number;
}

/**
 * Person `i` with calendar busy time, every tenth interval tentative; one in ten has not answered. Draws
 * one number (the zone), so the data stays the same for a seed.
 */
export function calendarPerson(
  random: () => number,
  i: number,
  draw: ZoneDraw,
  intervals: Interval[],
): PersonInput & { busy: Interval[]; tentative: Interval[] } {
  const required = i < draw.requiredCount;
  const zones = required ? draw.requiredZones : draw.zones;
  return {
    id: `p${i}`,
    displayName: `Person ${i}`,
    zone: zones[Math.floor(random() * zones.length)]!,
    required,
    response: i % 10 === 9 ? 'pending' : 'answered',
    busy: intervals.filter((_, j) => j % 10 !== 0),
    tentative: intervals.filter((_, j) => j % 10 === 0),
  };
}
