import type { MeetingDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { relaxationChange } from './relaxation-change';

const meeting = {
  windowEnd: '2030-03-08T00:00:00.000Z',
  durationMinutes: 60,
} as MeetingDto;

describe('relaxationChange', () => {
  it('makes the named participant optional', () => {
    const change = relaxationChange(
      { kind: 'make-optional', participantId: 'p-1', viableSlots: 3, message: 'Make Ben optional → 3 slots' },
      meeting,
    );
    expect(change).toMatchObject({ target: 'participant', participantId: 'p-1', required: false });
  });

  it('moves the window end by the offered days', () => {
    const change = relaxationChange({ kind: 'extend-window', days: 7, viableSlots: 9, message: '' }, meeting);
    expect(change).toMatchObject({ target: 'settings', patch: { windowEnd: '2030-03-15T00:00:00.000Z' } });
    expect(change.label).toBe('Extend by 7 days');
  });

  it('shortens to the offered duration and allows outside working hours', () => {
    expect(
      relaxationChange(
        { kind: 'shorter-duration', durationMinutes: 30, viableSlots: 2, message: '' },
        meeting,
      ),
    ).toMatchObject({ patch: { durationMinutes: 30 }, label: 'Shorten to 30 minutes' });
    expect(
      relaxationChange({ kind: 'allow-outside-working-hours', viableSlots: 2, message: '' }, meeting),
    ).toMatchObject({ patch: { allowOutsideWorkingHours: true } });
  });
});
