import type ICAL from 'ical.js';

const dayMs = 86_400_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

function hasPart(rule: ICAL.Recur, name: string): boolean {
  const value = (rule.parts as Record<string, unknown>)[name];
  return Array.isArray(value) && value.length > 0;
}

/** `wall` moved by whole months, or null when that day does not exist (31 April, 29 February 2027). */
function addMonthsExactly(wall: number, months: number): number | null {
  const date = new Date(wall);
  const moved = new Date(wall);
  moved.setUTCDate(1);
  moved.setUTCMonth(date.getUTCMonth() + months);
  moved.setUTCDate(date.getUTCDate());
  return moved.getUTCDate() === date.getUTCDate() ? moved.getTime() : null;
}

/** The rule's period as whole days or whole months, or null when its BY-parts make shifting unsafe. */
export function recurrencePeriod(rule: ICAL.Recur): { days: number } | { months: number } | null {
  const interval = Math.max(1, rule.interval || 1);
  const any = (...names: string[]) => names.some((name) => hasPart(rule, name));
  switch (rule.freq) {
    case 'DAILY':
      if (any('BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYSETPOS')) return null;
      // BYDAY filters days of the week, so the pattern repeats only when both cycles line up.
      return { days: any('BYDAY') ? lcm(interval, 7) : interval };
    case 'WEEKLY':
      if (any('BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO')) return null;
      return { days: 7 * interval };
    case 'MONTHLY':
      if (any('BYYEARDAY', 'BYWEEKNO')) return null;
      // ical.js keeps the phase of such a rule only from a start month that has its BYMONTHDAY days: a moved
      // start could change what it yields, so these walk from DTSTART.
      if (interval > 1 && any('BYDAY') && any('BYMONTHDAY')) return null;
      return { months: any('BYMONTH') ? lcm(interval, 12) : interval };
    case 'YEARLY':
      return { months: 12 * interval };
    default:
      return null;
  }
}

/**
 * A later DTSTART for iterating a series that began long ago: DTSTART moved forward by a whole number
 * of the rule's periods, so the rule generates the same instances from there on (weekday, WKST week,
 * month and day of month are all preserved). Within the first period after the new start the iterator
 * may differ from the real series (the new start itself is always yielded, earlier days of its period
 * are missing, and ical.js skips the rest of the first year when DTSTART is outside BYMONTH), so the
 * result is at least one whole period before `latestStart`; the caller picks `latestStart` early enough
 * that nothing starting before it can reach the window. Null: iterate from DTSTART (COUNT rules, whose
 * numbering needs every earlier instance; rules whose BY-parts make shifting unsafe; no gain).
 */
export function alignedSeriesStart(rule: ICAL.Recur, dtstart: number, latestStart: number): number | null {
  if (rule.count || latestStart <= dtstart) return null;
  const period = recurrencePeriod(rule);
  if (!period) return null;
  if ('days' in period) {
    const steps = Math.floor((latestStart - dtstart) / (period.days * dayMs)) - 1;
    return steps > 0 ? dtstart + steps * period.days * dayMs : null;
  }
  const from = new Date(dtstart);
  const to = new Date(latestStart);
  const monthsApart =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  for (let steps = Math.floor(monthsApart / period.months) - 1; steps > 0; steps--) {
    const candidate = addMonthsExactly(dtstart, steps * period.months);
    // Where the first period ends; an impossible day (30 February) overflows into the next month, later still.
    const periodEnd = new Date(dtstart);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + (steps + 1) * period.months);
    if (candidate !== null && periodEnd.getTime() <= latestStart) return candidate;
  }
  return null;
}
