import type { Interval, SeriesInput, SeriesParticipantInput } from '@overlap/engine';
import { calendarPerson, type PeopleScenario } from './calendar-person.ts';
import { seededRandom } from './synthetic-input.ts';

const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
];

// Required people share enough working hours for a series to be possible.
const REQUIRED_ZONES = ['Europe/London', 'Europe/Berlin', 'Africa/Nairobi'];

const DRAW = { zones: ZONES, requiredZones: REQUIRED_ZONES, requiredCount: 3 };

const MINUTE = 60_000;

export interface SeriesScenario extends PeopleScenario {
  weeks: number;
}

/**
 * A weekly 45-minute meeting from Monday 2 March 2026 (across both hemispheres' DST changes), a Berlin
 * organizer's weekdays 07:00–21:00 on a 15-minute step (280 candidate slots). Everyone has
 * `busyPerPerson` busy intervals (9 busy : 1 tentative) spread over the series' weeks; three people
 * in nearby zones are required; one in ten painted a typical week instead; one in ten has not answered.
 */
export function seriesInput({ participants, weeks, busyPerPerson, seed }: SeriesScenario): SeriesInput {
  const random = seededRandom(seed);
  const start = Date.UTC(2026, 2, 2);
  const days = weeks * 7;
  const people: SeriesParticipantInput[] = [];
  for (let i = 0; i < participants; i++) {
    const intervals: Interval[] = [];
    for (let j = 0; j < busyPerPerson; j++) {
      const at = start + Math.floor(random() * days * 96) * 15 * MINUTE;
      intervals.push({ start: at, end: at + (15 + Math.floor(random() * 6) * 15) * MINUTE });
    }
    const person: SeriesParticipantInput = calendarPerson(random, i, DRAW, intervals);
    if (i % 10 === 7) {
      person.typicalWeek = {
        available: [1, 2, 3, 4, 5].map((weekday) => ({
          weekday: weekday as 1,
          start: '08:00',
          end: '12:00',
        })),
        ifNeedBe: [1, 2, 3, 4].map((weekday) => ({ weekday: weekday as 1, start: '13:00', end: '19:00' })),
      };
    }
    people.push(person);
  }
  return {
    recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: weeks },
    durationMinutes: 45,
    stepMinutes: 15,
    organizer: {
      zone: 'Europe/Berlin',
      allowedWeekdays: [1, 2, 3, 4, 5],
      allowedHours: [{ start: '07:00', end: '21:00' }],
    },
    participants: people,
    limit: 10,
  };
}
