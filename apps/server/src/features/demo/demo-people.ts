import type { IntervalDto } from '@overlap/contracts/schemas';
import { requireIanaZone, wallTime, wallToEpoch } from '@overlap/engine/zoned-time';
import { addDays, type DemoEvent, type LocalDate } from './demo-ics';

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

const weekdays = (days: number[]) => days.filter((d) => ![0, 6].includes(new Date(d).getUTCDay()));

const toLocalDate = (dayStartUtc: number): LocalDate => {
  const d = new Date(dayStartUtc);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** A Monday a few weeks before the window: recurring series started long before anyone was asked. */
function seriesStart(days: number[]): LocalDate {
  const first = toLocalDate(days[0]!);
  const weekday = new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay();
  return addDays(first, -21 - ((weekday + 6) % 7));
}

/** The window's n-th working day (0-based), as a calendar date. */
const workday = (days: number[], n: number) => toLocalDate(weekdays(days)[n]!);

const WORKWEEK = ['MO', 'TU', 'WE', 'TH', 'FR'];

export interface DemoPerson {
  name: string;
  email: string;
  zone: string;
  required: boolean;
  /** How this person answers: painted times, or a calendar the demo serves as an ICS feed. */
  answer:
    | { from: 'painted'; times: (days: number[]) => { available: IntervalDto[]; ifNeedBe: IntervalDto[] } }
    | { from: 'calendar'; calendarName: string; events: (days: number[]) => DemoEvent[] };
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Ana Souza',
    email: 'ana.demo@example.com',
    zone: 'America/New_York',
    required: true,
    answer: {
      from: 'calendar',
      calendarName: 'Ana Souza — Work',
      events: (days) => [
        {
          kind: 'timed',
          summary: 'Team stand-up',
          date: seriesStart(days),
          from: 9,
          to: 9.5,
          weekly: WORKWEEK,
        },
        {
          kind: 'timed',
          summary: 'Customer calls',
          date: seriesStart(days),
          from: 13,
          to: 15,
          weekly: ['TU', 'TH'],
        },
        {
          kind: 'timed',
          summary: 'Focus time',
          date: seriesStart(days),
          from: 15,
          to: 17,
          weekly: ['MO', 'WE', 'FR'],
          transparent: true,
        },
        { kind: 'all-day', summary: 'Offsite in Boston', date: workday(days, 2) },
        {
          kind: 'timed',
          summary: 'Dentist (maybe)',
          date: workday(days, 1),
          from: 11,
          to: 12,
          tentative: true,
        },
      ],
    },
  },
  {
    name: 'Lukas Becker',
    email: 'lukas.demo@example.com',
    zone: 'Europe/Berlin',
    required: true,
    answer: {
      from: 'calendar',
      calendarName: 'Lukas Becker',
      events: (days) => [
        {
          kind: 'timed',
          summary: 'Lunch',
          date: seriesStart(days),
          from: 12,
          to: 13,
          weekly: WORKWEEK,
          except: [workday(days, 1)],
        },
        {
          kind: 'timed',
          summary: 'Kita pick-up',
          date: seriesStart(days),
          from: 17,
          to: 18,
          weekly: WORKWEEK,
        },
        {
          kind: 'timed',
          summary: '1:1 with Miriam',
          date: seriesStart(days),
          from: 10,
          to: 10.5,
          weekly: ['WE'],
        },
        { kind: 'all-day', summary: 'Mum’s birthday', date: workday(days, 3), transparent: true },
      ],
    },
  },
  {
    name: 'Priya Nair',
    email: 'priya.demo@example.com',
    zone: 'Asia/Kolkata',
    required: true,
    // Painted: evenings work, late evenings only if need be.
    answer: {
      from: 'painted',
      times: (days) => ({
        available: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Kolkata', 17, 20.5)),
        ifNeedBe: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Kolkata', 20.5, 22)),
      }),
    },
  },
  {
    name: 'Kenji Watanabe',
    email: 'kenji.demo@example.com',
    zone: 'Asia/Tokyo',
    required: false,
    answer: {
      from: 'painted',
      times: (days) => ({
        available: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Tokyo', 7, 9)),
        ifNeedBe: weekdays(days).map((d) => localHoursToUtc(d, 'Asia/Tokyo', 21, 23)),
      }),
    },
  },
];
