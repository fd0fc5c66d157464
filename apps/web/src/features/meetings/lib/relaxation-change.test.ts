import type { MeetingDto } from '@overlap/contracts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { relaxationKey, relaxationPlan } from './relaxation-change';

const meeting = {
  windowEnd: '2030-03-08T00:00:00.000Z',
  durationMinutes: 60,
} as MeetingDto;

describe('relaxationPlan', () => {
  beforeAll(() => loadCatalogue('en', 'meetings'));

  it('makes the named participant optional', () => {
    const plan = relaxationPlan(
      { kind: 'make-optional', participantId: 'p-1', viableSlots: 3, message: 'Make Ben optional → 3 times' },
      meeting,
    );
    expect(plan.steps).toEqual([{ target: 'participant', participantId: 'p-1', required: false }]);
    expect(plan.label).toBe('Make optional');
  });

  it('moves the window end by the offered days', () => {
    const plan = relaxationPlan({ kind: 'extend-window', days: 7, viableSlots: 9, message: '' }, meeting);
    expect(plan.steps).toEqual([{ target: 'settings', patch: { windowEnd: '2030-03-15T00:00:00.000Z' } }]);
    expect(plan.label).toBe('Extend by 7 days');
  });

  it('shortens to the offered duration and allows outside working hours', () => {
    expect(
      relaxationPlan({ kind: 'shorter-duration', durationMinutes: 30, viableSlots: 2, message: '' }, meeting),
    ).toMatchObject({ steps: [{ patch: { durationMinutes: 30 } }], label: 'Shorten to 30 minutes' });
    expect(
      relaxationPlan({ kind: 'allow-outside-working-hours', viableSlots: 2, message: '' }, meeting).steps,
    ).toEqual([{ target: 'settings', patch: { allowOutsideWorkingHours: true } }]);
  });

  it('applies a pair as a participant change and a settings change', () => {
    const plan = relaxationPlan(
      {
        kind: 'pair',
        changes: [{ kind: 'make-optional', participantId: 'p-2' }, { kind: 'allow-outside-working-hours' }],
        viableSlots: 4,
        message: 'Make Dev optional and allow times outside working hours → 4 times',
      },
      meeting,
    );
    expect(plan.label).toBe('Apply both changes');
    expect(plan.steps).toEqual([
      { target: 'participant', participantId: 'p-2', required: false },
      { target: 'settings', patch: { allowOutsideWorkingHours: true } },
    ]);
    expect(plan.explanation).toContain('best times no longer wait');
    expect(plan.explanation).toContain('outside their working hours');
  });

  it('sends two settings changes of a pair in one request', () => {
    const plan = relaxationPlan(
      {
        kind: 'pair',
        changes: [
          { kind: 'extend-window', days: 7 },
          { kind: 'shorter-duration', durationMinutes: 30 },
        ],
        viableSlots: 2,
        message: '',
      },
      meeting,
    );
    expect(plan.steps).toEqual([
      { target: 'settings', patch: { windowEnd: '2030-03-15T00:00:00.000Z', durationMinutes: 30 } },
    ]);
  });

  it('keys a pair by both of its changes', () => {
    expect(
      relaxationKey({
        kind: 'pair',
        changes: [{ kind: 'make-optional', participantId: 'p-2' }, { kind: 'allow-outside-working-hours' }],
        viableSlots: 1,
        message: '',
      }),
    ).toBe('make-optional-p-2+allow-outside-working-hours');
  });
});
