import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { person, rankInput, span } from '../testing/factories.ts';

const wholeDay = [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')];

describe('blockers', () => {
  it('reports nothing when some slot works', () => {
    const result = rankSlots(rankInput());
    expect(result.blockers).toEqual([]);
    expect(result.relaxations).toEqual([]);
  });

  it('says the window is shorter than the meeting', () => {
    const window = span('2025-03-10T09:00Z', '2025-03-10T09:20Z');
    const result = rankSlots(rankInput({ window, now: window.start }));
    expect(result.blockers).toEqual([
      { kind: 'window-too-short', message: 'The window is shorter than the meeting' },
    ]);
  });

  it('counts the time left after now as the window', () => {
    const window = span('2025-03-10T09:00Z', '2025-03-10T12:00Z');
    const result = rankSlots(
      rankInput({ window, now: span('2025-03-10T11:45Z', '2025-03-10T11:45Z').start }),
    );
    expect(result.blockers.map((blocker) => blocker.kind)).toEqual(['window-too-short']);
  });

  it("says when the organizer's constraints leave no time", () => {
    const organizer = { zone: 'UTC', allowedWeekdays: [6 as const, 7 as const] };
    const result = rankSlots(rankInput({ organizer }));
    expect(result.blockers.map((blocker) => blocker.kind)).toEqual(['no-allowed-time']);
  });

  it('names a required person with no free time and one who has not answered', () => {
    const participants = [
      person('ana'),
      person('bob', { busy: wholeDay }),
      person('cy', { response: 'pending' }),
      person('dee', { required: false, busy: wholeDay }),
    ];
    const result = rankSlots(rankInput({ participants }));
    expect(result.blockers).toEqual([
      { kind: 'no-free-time', participantId: 'bob', message: 'Bob has no free time in the window' },
      { kind: 'not-answered', participantId: 'cy', message: 'Cy has not answered yet' },
    ]);
  });

  it('says nobody is free at the same time only when no two people ever are', () => {
    const participants = [
      person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
      person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
    ];
    const result = rankSlots(rankInput({ participants }));
    expect(result.blockers).toEqual([
      {
        kind: 'no-common-time',
        message: 'Nobody is free at the same time',
        closest: 'nobody',
        requiredTogether: 1,
        required: 2,
      },
    ]);
  });

  it('says how close it comes when some people are free together but never every required one', () => {
    const participants = [
      person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
      person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
      person('cy'),
      person('dee'),
      person('eve', { response: 'declined' }),
    ];
    const result = rankSlots(rankInput({ participants }));
    expect(result.blockers).toEqual([
      {
        kind: 'no-common-time',
        message: 'At most 3 of the 4 required people are free at the same time',
        closest: 'some-required',
        requiredTogether: 3,
        required: 4,
      },
    ]);
  });

  it('names the case where only optional people overlap with one required person', () => {
    const participants = [
      person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
      person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
      person('cy', { required: false }),
    ];
    const result = rankSlots(rankInput({ participants }));
    expect(result.blockers).toEqual([
      {
        kind: 'no-common-time',
        message: 'No two required people are free at the same time',
        closest: 'no-two-required',
        requiredTogether: 1,
        required: 2,
      },
    ]);
  });

  it('never blames a person who declined', () => {
    const participants = [person('ana'), person('bob', { response: 'declined', busy: wholeDay })];
    const result = rankSlots(rankInput({ participants }));
    expect(result.viableCount).toBe(31);
    expect(result.blockers).toEqual([]);
  });
});
