import type { Interval, ParticipantInput } from '@overlap/engine';

// The fairness post's team in June 2026: four in San Francisco, Dee in London, Priya in Bangalore, and
// its two candidate times, A at 10:00 and B at 08:00 in San Francisco (17:00Z and 15:00Z).
export const slotA = { start: Date.parse('2026-06-09T17:00Z'), end: Date.parse('2026-06-09T17:30Z') };
export const slotB = { start: Date.parse('2026-06-09T15:00Z'), end: Date.parse('2026-06-09T15:30Z') };

/** The team, everyone required and answered, each free at the `available` times. */
export function fairnessPostTeam(available: Interval[]): ParticipantInput[] {
  const person = (id: string, zone: string): ParticipantInput => ({
    id,
    displayName: id,
    zone,
    required: true,
    response: 'answered',
    painted: { available, ifNeedBe: [] },
  });
  return [
    ...['Ann', 'Ben', 'Cat', 'Dan'].map((name) => person(name, 'America/Los_Angeles')),
    person('Dee', 'Europe/London'),
    person('Priya', 'Asia/Kolkata'),
  ];
}
