import type { Interval, ParticipantInput, RankInput } from '@overlap/engine';
import { calendarPerson, type PeopleScenario } from './calendar-person.ts';

const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

// Required people share enough working hours for a meeting to be possible.
const REQUIRED_ZONES = ['Europe/London', 'Europe/Berlin', 'Africa/Nairobi'];
const DRAW = { zones: ZONES, requiredZones: REQUIRED_ZONES, requiredCount: 2 };

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** mulberry32: a tiny seeded generator, so every run benchmarks the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function spreadIntervals(random: () => number, start: number, days: number, count: number): Interval[] {
  const intervals: Interval[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + Math.floor(random() * days * 96) * 15 * MINUTE;
    intervals.push({ start: at, end: at + (5 + Math.floor(random() * 11)) * MINUTE });
  }
  return intervals;
}

export interface Scenario extends PeopleScenario {
  days: number;
}

/**
 * Mixed zones; two required people (the organizer and a colleague in a nearby zone), everyone
 * else optional; most have calendars (9 busy : 1 tentative), one in ten painted, one in ten not yet
 * answered. 30-minute meeting on a 15-minute grid, weekdays only.
 */
export function syntheticInput({ participants, busyPerPerson, days, seed }: Scenario): RankInput {
  const random = seededRandom(seed);
  const start = Date.UTC(2025, 2, 17);
  const people: ParticipantInput[] = [];
  for (let i = 0; i < participants; i++) {
    const intervals = spreadIntervals(random, start, days, busyPerPerson);
    const person: ParticipantInput = calendarPerson(random, i, DRAW, intervals);
    if (i % 10 === 7) {
      person.painted = {
        available: spreadIntervals(random, start, days, days * 2).map((x) => ({
          start: x.start,
          end: x.end + 3 * 60 * MINUTE,
        })),
        ifNeedBe: spreadIntervals(random, start, days, days).map((x) => ({
          start: x.start,
          end: x.end + 60 * MINUTE,
        })),
      };
    }
    people.push(person);
  }
  return {
    window: { start, end: start + days * DAY },
    durationMinutes: 30,
    stepMinutes: 15,
    now: start,
    organizer: { zone: 'Europe/London', allowedWeekdays: [1, 2, 3, 4, 5] },
    participants: people,
    limit: 10,
  };
}
