import type { IntervalDto } from '@overlap/contracts/schemas';
import { requireIanaZone, wallTime, wallToEpoch } from '@overlap/engine/zoned-time';

/** Local wall-clock hours on a date (given as its UTC midnight), as UTC instants in that zone. */
function localHoursToUtc(dayStartUtc: number, zone: string, fromHour: number, toHour: number): IntervalDto {
  const day = new Date(dayStartUtc);
  const rules = requireIanaZone(zone);
  const at = (hours: number) =>
    wallToEpoch(
      wallTime(
        day.getUTCFullYear(),
        day.getUTCMonth() + 1,
        day.getUTCDate(),
        Math.floor(hours),
        (hours % 1) * 60,
      ),
      rules,
    );
  return { start: at(fromHour), end: at(toHour) };
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
