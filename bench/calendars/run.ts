/**
 * One user's busy time over a 30-day window from 1,000 events, 200 of them recurring series that began
 * years earlier (daily, weekly, INTERVAL > 1, EXDATEs). Cold = first call in a fresh process (parse and
 * expand); warm = the same call repeated, and expansion alone on an already-parsed calendar.
 * Run: npx tsx bench/calendars/run.ts
 */
import { performance } from 'node:perf_hooks';
import { parseCalendar } from '../../apps/server/src/features/calendars/ical/calendar-events';
import { expandBusyTime } from '../../apps/server/src/features/calendars/ical/expand-busy-time';
import { clearZoneCaches } from '@overlap/engine/zoned-time';

const dayMs = 86_400_000;
const windowStart = Date.UTC(2025, 9, 1);
const range = { start: windowStart, end: windowStart + 30 * dayMs };
const zones = [
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'W. Europe Standard Time',
];

const pad = (n: number) => String(n).padStart(2, '0');
function localStamp(epoch: number): string {
  const d = new Date(epoch);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

/** Deterministic pseudo-random numbers so every run measures the same calendar. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function buildCalendar(seed = 42): string {
  const next = random(seed);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Overlap//Bench//EN'];
  const rules = [
    'FREQ=DAILY',
    'FREQ=DAILY;INTERVAL=2',
    'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
    'FREQ=WEEKLY;INTERVAL=3',
    'FREQ=MONTHLY;BYDAY=-1FR',
    'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
  ];
  for (let i = 0; i < 1000; i++) {
    const zone = zones[i % zones.length] as string;
    const recurring = i < 200;
    const startYear = 2015 + (i % 6);
    const start = recurring
      ? Date.UTC(
          startYear,
          Math.floor(next() * 12),
          1 + Math.floor(next() * 28),
          8 + Math.floor(next() * 9),
          next() < 0.5 ? 0 : 30,
        )
      : windowStart -
        15 * dayMs +
        Math.floor(next() * 60) * dayMs +
        (8 + Math.floor(next() * 10)) * 3_600_000;
    const minutes = [30, 45, 60, 90][i % 4] as number;
    lines.push('BEGIN:VEVENT', `UID:bench-${i}@overlap`, 'DTSTAMP:20250101T000000Z');
    lines.push(
      `DTSTART;TZID=${zone}:${localStamp(start)}`,
      `DTEND;TZID=${zone}:${localStamp(start + minutes * 60_000)}`,
    );
    if (recurring) {
      lines.push(`RRULE:${rules[i % rules.length]}`);
      for (let k = 0; k < 3; k++) {
        const excluded = start + Math.floor(next() * 3000) * dayMs;
        lines.push(`EXDATE;TZID=${zone}:${localStamp(excluded)}`);
      }
    }
    if (i % 17 === 0) lines.push('TRANSP:TRANSPARENT');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const ics = buildCalendar();
const options = { range, userZone: 'Europe/Berlin', userAddresses: ['me@example.com'] };

// The first Intl time zone use loads ICU's zone data once per process; a server pays it at start-up.
const icuStart = performance.now();
new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo' }).format(0);
const icuMs = performance.now() - icuStart;

const coldCpu = process.cpuUsage();
const coldStart = performance.now();
const coldResult = expandBusyTime(ics, options);
const coldMs = performance.now() - coldStart;
const coldCpuUsage = process.cpuUsage(coldCpu);
const coldCpuMs = (coldCpuUsage.user + coldCpuUsage.system) / 1000;

// Cold caches in a process whose code has already run (a server's steady state): warm the JIT on other
// calendars, then for each sample forget every zone and offset cache and read a calendar never seen before.
expandBusyTime(buildCalendar(7), {
  ...options,
  range: { start: range.start - 400 * dayMs, end: range.end - 400 * dayMs },
});
const coldCache: number[] = [];
for (let seed = 100; seed < 111; seed++) {
  const fresh = buildCalendar(seed);
  clearZoneCaches();
  const t = performance.now();
  expandBusyTime(fresh, options);
  coldCache.push(performance.now() - t);
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const warmFull: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  expandBusyTime(ics, options);
  warmFull.push(performance.now() - t);
}
const parsed = parseCalendar(ics);
const warmExpand: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  expandBusyTime(parsed, options);
  warmExpand.push(performance.now() - t);
}
const fullWalk: number[] = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  expandBusyTime(parsed, { ...options, skipAhead: false });
  fullWalk.push(performance.now() - t);
}

console.log(`calendars busy-time benchmark: 1000 events (200 series from 2015-2020), 30-day window`);
console.log(`  machine load (1 min):                 ${(await import('node:os')).loadavg()[0]?.toFixed(2)}`);
console.log(`  intervals found:                      ${coldResult.length}`);
console.log(`  one-time ICU zone data load:          ${icuMs.toFixed(1)} ms`);
console.log(
  `  cold  parse + expand, first call in a fresh process: ${coldMs.toFixed(1)} ms wall, ${coldCpuMs.toFixed(1)} ms CPU`,
);
console.log(
  `  cold  parse + expand, empty caches, JIT warmed (median of 11 new calendars): ${median(coldCache).toFixed(1)} ms (target < 100 ms)`,
);
console.log(`  warm  parse + expand (median of 20):  ${median(warmFull).toFixed(1)} ms`);
console.log(`  warm  expand of parsed (median of 20): ${median(warmExpand).toFixed(1)} ms`);
console.log(`  without skip-ahead, warm (median of 3): ${median(fullWalk).toFixed(1)} ms`);
