// Prints one fixed ranking as JSON; test-timezones.sh compares the output across process time zones.
import { rankSeries, rankSlots } from '../src/index.ts';
import type { Interval, ParticipantInput } from '../src/index.ts';

const day = Date.UTC(2025, 2, 28);
const hour = 3_600_000;
const busy = (from: number, hours: number): Interval => ({
  start: day + from * hour,
  end: day + (from + hours) * hour,
});

const participants: ParticipantInput[] = [
  {
    id: 'ana',
    displayName: 'Ana',
    zone: 'Asia/Tokyo',
    required: true,
    response: 'answered',
    busy: [busy(1, 2)],
  },
  {
    id: 'ben',
    displayName: 'Ben',
    zone: 'Europe/London',
    required: true,
    response: 'answered',
    tentative: [busy(80, 3)],
  },
  {
    id: 'cai',
    displayName: 'Cai',
    zone: 'America/New_York',
    required: false,
    response: 'answered',
    painted: { available: [busy(70, 30)], ifNeedBe: [busy(100, 20)] },
  },
  { id: 'dev', displayName: 'Dev', zone: 'Asia/Kathmandu', required: true, response: 'pending' },
  { id: 'eli', displayName: 'Eli', zone: 'Australia/Lord_Howe', required: false, response: 'answered' },
];

const result = rankSlots({
  window: { start: day, end: day + 6 * 24 * hour },
  durationMinutes: 45,
  now: day + 5 * 60_000,
  organizer: {
    zone: 'Europe/Berlin',
    allowedWeekdays: [1, 2, 3, 4, 5, 7],
    allowedHours: [{ start: '01:30', end: '22:00' }],
  },
  participants,
  allowOutsideWorkingHours: true,
});
const blocked = rankSlots({
  window: { start: day, end: day + 2 * 24 * hour },
  durationMinutes: 60,
  now: day,
  organizer: { zone: 'UTC' },
  participants: participants.slice(0, 2),
});
// A recurring meeting across the March weeks when the US and EU calendars differ, with a skipped date.
const series = rankSeries({
  recurrence: { frequency: 'weekly', startDate: '2025-03-03', count: 8, skip: ['2025-03-17'] },
  durationMinutes: 60,
  organizer: {
    zone: 'Europe/Berlin',
    allowedWeekdays: [1, 2, 3],
    allowedHours: [{ start: '07:00', end: '21:00' }],
  },
  participants: participants.map((p) => ({
    id: p.id,
    displayName: p.displayName,
    zone: p.zone,
    required: p.required,
    response: p.response,
    busy: p.busy,
    tentative: p.tentative,
  })),
  limit: 3,
  allowOutsideWorkingHours: true,
});
console.log(JSON.stringify({ result, blocked, series }));
