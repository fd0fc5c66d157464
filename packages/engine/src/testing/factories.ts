import type { Interval, ParticipantInput, RankInput } from '../types.ts';

/** Epoch milliseconds of an ISO 8601 instant that carries its own offset (`Z` or `+hh:mm`). */
export function at(iso: string): number {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(iso)) throw new Error(`at(): "${iso}" needs an explicit offset`);
  return Date.parse(iso);
}

export function span(start: string, end: string): Interval {
  return { start: at(start), end: at(end) };
}

export function person(id: string, overrides: Partial<ParticipantInput> = {}): ParticipantInput {
  return {
    id,
    displayName: id.charAt(0).toUpperCase() + id.slice(1),
    zone: 'UTC',
    required: true,
    response: 'answered',
    ...overrides,
  };
}

/** Monday 2025-03-10, one day in UTC, 30-minute meeting, `now` at the window's start. */
export function rankInput(overrides: Partial<RankInput> = {}): RankInput {
  const window = overrides.window ?? span('2025-03-10T00:00Z', '2025-03-11T00:00Z');
  return {
    window,
    durationMinutes: 30,
    now: window.start,
    organizer: { zone: 'UTC' },
    participants: [person('ana')],
    ...overrides,
  };
}

/**
 * Every candidate slot in the plain ranking order, without the variety rule: a limit larger than any
 * test window's grid and a focus that reaches every window.
 */
export const EVERY_SLOT = { limit: 100_000, focus: { start: 0, spanMinutes: 1_000_000_000 } } as const;
