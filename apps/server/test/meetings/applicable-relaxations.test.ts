import type { Relaxation } from '@overlap/engine';
import { expect, it } from 'vitest';
import { applicableRelaxations } from '../../src/features/meetings/ranking/applicable-relaxations';
import type { MeetingRow } from '../../src/features/meetings/records/tables';

const DAY = 24 * 3600_000;
// An 85-day window: a week more would pass the 90-day limit, three days more would not.
const meeting = {
  windowStart: new Date('2026-01-05T00:00:00Z'),
  windowEnd: new Date(Date.parse('2026-01-05T00:00:00Z') + 85 * DAY),
} as MeetingRow;
const counted = { viableSlots: 4, message: 'm' };

it('drops the organizer as optional and too long extensions, alone and inside a pair', () => {
  const offered: Relaxation[] = [
    { kind: 'make-optional', participantId: 'organizer', ...counted },
    { kind: 'make-optional', participantId: 'p-dev', ...counted },
    { kind: 'extend-window', days: 7, ...counted },
    { kind: 'extend-window', days: 3, ...counted },
    {
      kind: 'pair',
      changes: [{ kind: 'make-optional', participantId: 'p-dev' }, { kind: 'allow-outside-working-hours' }],
      ...counted,
    },
    {
      kind: 'pair',
      changes: [
        { kind: 'make-optional', participantId: 'organizer' },
        { kind: 'allow-outside-working-hours' },
      ],
      ...counted,
    },
    {
      kind: 'pair',
      changes: [
        { kind: 'shorter-duration', durationMinutes: 15 },
        { kind: 'extend-window', days: 7 },
      ],
      ...counted,
    },
    {
      kind: 'pair',
      changes: [
        { kind: 'shorter-duration', durationMinutes: 15 },
        { kind: 'extend-window', days: 3 },
      ],
      ...counted,
    },
  ];
  expect(applicableRelaxations(meeting, offered)).toEqual([offered[1], offered[3], offered[4], offered[7]]);
});
