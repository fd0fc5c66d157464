import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { EVERY_SLOT, person, rankInput, span } from '../testing/factories.ts';
import { saturdayOfEveryAnswer } from '../testing/saturday-answers.ts';
import { slotAt } from '../testing/slot-lookup.ts';
import { slotReasonText } from './slot-reason-text.ts';

const allDay = { available: [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')], ifNeedBe: [] };

describe('structured slot reasons', () => {
  it('carries the kind and arguments behind each English reason, in the same order', () => {
    const result = rankSlots(saturdayOfEveryAnswer());
    const slot = slotAt(result, '2025-03-15T10:00Z')!;
    const dayOff = (participantId: string, displayName: string) => ({
      kind: 'uncomfortable',
      participantId,
      displayName,
      zone: 'UTC',
      localTime: '10:00',
      comfortNote: 'day-off',
    });
    expect(slot.structuredReasons).toEqual([
      { kind: 'required-free' },
      { kind: 'not-answered', participantId: 'bob', displayName: 'Bob' },
      { kind: 'optional-busy', participantId: 'cy', displayName: 'Cy' },
      { kind: 'if-need-be', participantId: 'dee', displayName: 'Dee' },
      dayOff('ana', 'Ana'),
      dayOff('cy', 'Cy'),
      dayOff('dee', 'Dee'),
    ]);
    expect(slot.structuredReasons.map(slotReasonText)).toEqual(slot.reasons);
  });

  it('names each comfort note as a kind next to its English words', () => {
    const participants = [
      person('ana', { zone: 'Asia/Tokyo', painted: allDay }),
      person('bob', { painted: allDay }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    const note = (start: string) => {
      const ana = slotAt(result, start)!.people[0]!;
      return [ana.comfortNoteKind, ana.comfortNote];
    };
    // Tokyo is UTC+9: 22:30Z is 07:30 the next morning, 08:30Z is 17:30, 14:00Z is 23:00, 03:00Z is noon.
    expect(note('2025-03-10T22:30Z')).toEqual(['before-working-hours', 'before working hours']);
    expect(note('2025-03-10T08:30Z')).toEqual(['after-working-hours', 'after working hours']);
    expect(note('2025-03-10T14:00Z')).toEqual(['night', 'at night']);
    expect(note('2025-03-10T03:00Z')).toEqual(['working-hours', 'within working hours']);
    expect(slotAt(result, '2025-03-10T14:00Z')!.structuredReasons).toContainEqual({
      kind: 'uncomfortable',
      participantId: 'ana',
      displayName: 'Ana',
      zone: 'Asia/Tokyo',
      localTime: '23:00',
      comfortNote: 'night',
    });
  });

  it('calls a time between two working ranges outside working hours', () => {
    const split = [
      { weekday: 1 as const, start: '08:00', end: '12:00' },
      { weekday: 1 as const, start: '14:00', end: '18:00' },
    ];
    const participants = [person('ana', { workingHours: split, painted: allDay })];
    const lunch = slotAt(rankSlots(rankInput({ participants, ...EVERY_SLOT })), '2025-03-10T12:30Z')!;
    expect(lunch.people[0]).toMatchObject({
      comfortNoteKind: 'outside-working-hours',
      comfortNote: 'outside working hours',
    });
  });

  it('heads a plain slot with its headline and the working-hours note', () => {
    const best = rankSlots(rankInput({ participants: [person('ana'), person('bob')] })).slots[0]!;
    expect(best.structuredReasons).toEqual([{ kind: 'everyone-free' }, { kind: 'within-working-hours' }]);
    const declined = rankSlots(
      rankInput({ participants: [person('ana'), person('bob', { response: 'declined' })] }),
    ).slots[0]!;
    expect(declined.structuredReasons[0]).toEqual({ kind: 'everyone-coming-free' });
  });
});
