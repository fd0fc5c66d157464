/** Reproducible random recurrence rules at day level, the kind calendar programs write and some they could. */
export interface RuleCase {
  dtstart: string;
  rule: string;
  end: string;
}

const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const pad = (n: number) => String(n).padStart(2, '0');

/** With `times`, most rules also name hours and minutes (BYHOUR, BYMINUTE), some are HOURLY, each over one year. */
export function randomRules(seed: number, count: number, times = false): RuleCase[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: T[], max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(items))),
  ];
  const signed = (max: number) => (random() < 0.3 ? -1 : 1) * (1 + Math.floor(random() * max));

  return Array.from({ length: count }, () => {
    const freq = pick([
      'YEARLY',
      'YEARLY',
      'MONTHLY',
      'MONTHLY',
      'WEEKLY',
      'DAILY',
      ...(times ? ['HOURLY'] : []),
    ]);
    const parts = [`FREQ=${freq}`];
    if (random() < 0.3) parts.push(`INTERVAL=${1 + Math.floor(random() * 3)}`);
    const weekNumbers = freq === 'YEARLY' && random() < 0.25;
    if (weekNumbers) parts.push(`BYWEEKNO=${some([1, 2, 10, 20, 52, 53, -1, -2], 2).join(',')}`);
    if (random() < 0.4) parts.push(`BYMONTH=${some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3).join(',')}`);
    // All ordinal or none: dateutil reads a mix ("TU,3MO") as their intersection, RFC 5545 as their union.
    const ordinals = (freq === 'MONTHLY' || freq === 'YEARLY') && !weekNumbers && random() < 0.4;
    if (weekNumbers || random() < 0.5) {
      const days = some(weekdays, 3).map((day) =>
        ordinals ? `${signed(freq === 'YEARLY' ? 30 : 4)}${day}` : day,
      );
      parts.push(`BYDAY=${days.join(',')}`);
    }
    if (freq !== 'WEEKLY' && random() < 0.3)
      parts.push(`BYMONTHDAY=${some([1, 2, 13, 15, 28, 29, 30, 31, -1, -2], 2).join(',')}`);
    if (freq === 'YEARLY' && !weekNumbers && random() < 0.15)
      parts.push(`BYYEARDAY=${some([1, 100, 200, 365, 366, -1], 2).join(',')}`);
    if (random() < 0.25) parts.push(`BYSETPOS=${some([1, 2, -1, -2], 2).join(',')}`);
    if (random() < 0.2) parts.push(`WKST=${pick(['MO', 'SU', 'TH'])}`);
    if (times && random() < 0.8) parts.push(`BYHOUR=${some([8, 9, 12, 13, 17, 23, 0], 2).join(',')}`);
    if (times && random() < 0.5) parts.push(`BYMINUTE=${some([0, 15, 30, 45], 3).join(',')}`);
    const year = 2020 + Math.floor(random() * 6);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      dtstart: `${year}${pad(month)}${pad(day)}T090000`,
      rule: parts.join(';'),
      end: `${year + (times ? 1 : 3)}${pad(month)}${pad(day)}T000000`,
    };
  });
}
