import type { SeriesInput, SeriesParticipantInput } from '../series/series-types.ts';

export function guest(
  id: string,
  zone: string,
  overrides: Partial<SeriesParticipantInput> = {},
): SeriesParticipantInput {
  return {
    id,
    displayName: id.charAt(0).toUpperCase() + id.slice(1),
    zone,
    required: true,
    response: 'answered',
    ...overrides,
  };
}

/** Mondays in Berlin from 2 March 2026: the US changes on 8 March, the EU on 29 March. */
export function berlinSpring(overrides: Partial<SeriesInput> = {}): SeriesInput {
  return {
    recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: 6 },
    durationMinutes: 60,
    organizer: {
      zone: 'Europe/Berlin',
      allowedWeekdays: [1],
      allowedHours: [{ start: '15:00', end: '16:00' }],
    },
    participants: [guest('ben', 'Europe/Berlin'), guest('ana', 'America/New_York')],
    ...overrides,
  };
}
