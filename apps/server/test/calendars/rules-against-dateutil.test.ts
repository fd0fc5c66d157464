import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expandBusyTime } from '../../src/features/calendars/ical/expand-busy-time';
import { randomRules, type RuleCase } from './support/random-rules';

const reference = fileURLToPath(new URL('./support/dateutil-reference.py', import.meta.url));
const wall = (text: string) =>
  Date.UTC(+text.slice(0, 4), +text.slice(4, 6) - 1, +text.slice(6, 8), +text.slice(9, 11));
const minute = (epoch: number) => new Date(epoch).toISOString().slice(0, 16);

function dateutil(cases: RuleCase[]): (string[] | { error: string })[] {
  try {
    return JSON.parse(
      execFileSync('python3', [reference], { input: JSON.stringify(cases), encoding: 'utf8' }),
    );
  } catch (error) {
    throw new Error(
      `python3 with python-dateutil is needed (apt-get install python3-dateutil): ${String(error)}`,
      { cause: error },
    );
  }
}

function ours({ dtstart, rule, end }: RuleCase): string[] {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//rules//EN',
    'BEGIN:VEVENT',
    'UID:rule',
    'DTSTAMP:20200101T000000Z',
    `DTSTART:${dtstart}Z`,
    'DURATION:PT1M',
    `RRULE:${rule}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const first = minute(wall(dtstart));
  return expandBusyTime(ics, { range: { start: wall(dtstart), end: wall(end) }, userZone: 'UTC' })
    .map((interval) => minute(interval.start))
    .filter((start) => start > first)
    .slice(0, 300);
}

describe('recurrence rules read as python-dateutil reads them', () => {
  // ical.js 2.2 alone differed on 71–83 of every 500 such rules (BYMONTH with MONTHLY or an INTERVAL,
  // BYSETPOS, BYWEEKNO, weekdays counted in the year, negative BYMONTHDAY with DAILY), and on 135 of 300
  // with hours and minutes.
  it.each([
    { what: '400 random day-level rules over three years', cases: randomRules(20261129, 400) },
    {
      what: '300 random rules with hours and minutes, some of them HOURLY, over a year',
      cases: randomRules(1129, 300, true),
    },
  ])('gives the same instances for $what', ({ cases }) => {
    const expected = dateutil(cases);
    const differences = cases.flatMap((rule, index) => {
      const theirs = expected[index]!;
      if (!Array.isArray(theirs)) return [];
      const mine = ours(rule);
      return JSON.stringify(mine) === JSON.stringify(theirs)
        ? []
        : [{ ...rule, ours: mine.slice(0, 5), dateutil: theirs.slice(0, 5) }];
    });
    expect(expected.filter(Array.isArray).length).toBeGreaterThan(cases.length * 0.95);
    expect(differences).toEqual([]);
  });
});
