import type { ParticipantInput, RankInput } from '@overlap/engine';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Tokyo'];

/**
 * The meeting bench/http/seed-meeting.ts seeds, as engine input: `participants` people (three in four
 * required) in four zones, each busy 30 minutes in every 43 over 60 days at their own offsets, weekdays
 * only. No time suits every required person, so a ranking also finds blockers, the single changes and
 * then pairs of changes: the engine's most expensive outcome.
 */
export function stuckInput(participants: number): RankInput {
  const now = Date.UTC(2026, 10, 30, 21, 30);
  const windowStart = Math.ceil(now / DAY) * DAY + DAY;
  const people: ParticipantInput[] = [
    {
      id: 'organizer',
      displayName: 'Organizer',
      zone: 'Europe/Berlin',
      required: true,
      response: 'answered',
      keepsWorkingHours: true,
    },
  ];
  for (let i = 0; i < participants; i++) {
    const busy = new Int32Array(4000);
    for (let k = 0; k < 2000; k++) {
      busy[2 * k] = (windowStart + k * 43 * MINUTE) / MINUTE + (i % 7) * 5;
      busy[2 * k + 1] = busy[2 * k]! + 30;
    }
    people.push({
      id: `p${i}`,
      displayName: `Person ${i}`,
      zone: ZONES[i % ZONES.length]!,
      required: i % 4 !== 0,
      response: 'answered',
      busy,
    });
  }
  return {
    window: { start: windowStart, end: windowStart + 60 * DAY },
    durationMinutes: 30,
    stepMinutes: 15,
    now,
    organizer: { zone: 'Europe/Berlin', allowedWeekdays: [1, 2, 3, 4, 5] },
    participants: people,
    limit: 10,
  };
}
