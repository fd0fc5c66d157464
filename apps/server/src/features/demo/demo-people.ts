import type { IntervalDto } from '@overlap/contracts/schemas';

const HOUR = 60 * 60 * 1000;

/** Wall-clock hours on a day, as UTC instants for a zone (the offset at noon holds all day: no DST change at night in the demo's zones). */
function localHoursToUtc(dayStartUtc: number, zone: string, fromHour: number, toHour: number): IntervalDto {
  const offsetHours = zoneOffsetHours(dayStartUtc + 12 * HOUR, zone);
  return {
    start: dayStartUtc + (fromHour - offsetHours) * HOUR,
    end: dayStartUtc + (toHour - offsetHours) * HOUR,
  };
}

function zoneOffsetHours(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at) / 60_000) / 60;
}

export interface DemoPerson {
  name: string;
  email: string;
  zone: string;
  required: boolean;
  /** How this person answers: painted times, or busy blocks as read from a calendar. */
  answer: (days: number[]) => {
    painted: boolean;
    available: IntervalDto[];
    ifNeedBe: IntervalDto[];
    busy: IntervalDto[];
  };
}

const weekdays = (days: number[]) => days.filter((d) => ![0, 6].includes(new Date(d).getUTCDay()));

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Ana Souza',
    email: 'ana.demo@example.com',
    zone: 'America/New_York',
    required: true,
    // Read from her calendar: a stand-up every morning and a long meeting block after lunch.
    answer: (days) => ({
      painted: false,
      available: [],
      ifNeedBe: [],
      busy: weekdays(days).flatMap((d) => [
        localHoursToUtc(d, 'America/New_York', 9, 9.5),
        localHoursToUtc(d, 'America/New_York', 13, 15),
      ]),
    }),
  },
  {
    name: 'Lukas Becker',
    email: 'lukas.demo@example.com',
    zone: 'Europe/Berlin',
    required: true,
    answer: (days) => ({
      painted: false,
      available: [],
      ifNeedBe: [],
      busy: weekdays(days).flatMap((d) => [
        localHoursToUtc(d, 'Europe/Berlin', 12, 13),
        localHoursToUtc(d, 'Europe/Berlin', 17, 18),
      ]),
    }),
  },
  {
    name: 'Priya Nair',
    email: 'priya.demo@example.com',
    zone: 'Asia/Kolkata',
    required: true,
    // Painted: evenings work, late evenings only if need be.
    answer: (days) => ({
      painted: true,
      available: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Kolkata', 17, 20.5)),
      ifNeedBe: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Kolkata', 20.5, 22)),
      busy: [],
    }),
  },
  {
    name: 'Kenji Watanabe',
    email: 'kenji.demo@example.com',
    zone: 'Asia/Tokyo',
    required: false,
    answer: (days) => ({
      painted: true,
      available: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Tokyo', 7, 9)),
      ifNeedBe: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Tokyo', 21, 23)),
      busy: [],
    }),
  },
];
