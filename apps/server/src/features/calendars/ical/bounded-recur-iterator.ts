import type ICAL from 'ical.js';

export class RecurrenceBudgetExceeded extends Error {
  constructor() {
    super('Recurrence rule needs too much work to expand');
    this.name = 'RecurrenceBudgetExceeded';
  }
}

// ical.js advances through these inside one `next()` call, with no limit for DAILY and finer rules.
const steppingMethods = [
  'next_second',
  'next_minute',
  'next_hour',
  'next_day',
  'next_week',
  'next_month',
  'next_year',
];

/**
 * An ical.js iterator that throws after `budget` internal steps. Without this, a rule that can never
 * match (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31, or FREQ=DAILY;INTERVAL=7;BYDAY=TU from a Monday) spins
 * forever inside `next()` on a feed anyone can publish.
 */
export function boundedIterator(rule: ICAL.Recur, start: ICAL.Time, budget: number): ICAL.RecurIterator {
  const iterator = rule.iterator(start);
  const methods = iterator as unknown as Record<string, (...args: unknown[]) => unknown>;
  let steps = 0;
  for (const name of steppingMethods) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      if (++steps > budget) throw new RecurrenceBudgetExceeded();
      return original.apply(iterator, args);
    };
  }
  return iterator;
}
