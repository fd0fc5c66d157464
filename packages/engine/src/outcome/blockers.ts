import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import type { Blocker } from '../types.ts';

/** Why no slot has every required person free or if-need-be. */
export function findBlockers(input: PreparedInput, e: Evaluation): Blocker[] {
  const earliest = Math.max(input.windowStart, input.nowMinute);
  if (input.windowEnd - earliest < input.duration) {
    return [{ kind: 'window-too-short', message: 'The window is shorter than the meeting' }];
  }
  if (!e.candidate.subarray(0, e.grid.slotCount).includes(1)) {
    return [{ kind: 'no-allowed-time', message: 'No time in the window matches the allowed days and hours' }];
  }
  const blockers: Blocker[] = [];
  input.participants.forEach(({ input: participant }, p) => {
    if (!participant.required || participant.response === 'declined') return;
    const { id, displayName } = participant;
    if (participant.response === 'pending') {
      blockers.push({
        kind: 'not-answered',
        participantId: id,
        message: `${displayName} has not answered yet`,
      });
    } else if (e.hasTime[p] === 0) {
      blockers.push({
        kind: 'no-free-time',
        participantId: id,
        message: `${displayName} has no free time in the window`,
      });
    }
  });
  if (blockers.length === 0)
    blockers.push({ kind: 'no-common-time', message: 'Nobody is free at the same time' });
  return blockers;
}
