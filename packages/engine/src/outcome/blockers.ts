import type { Evaluation } from '../evaluate/evaluate.ts';
import { hasTime } from '../evaluate/required-blockers.ts';
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
    } else if (!hasTime(e, p)) {
      blockers.push({
        kind: 'no-free-time',
        participantId: id,
        message: `${displayName} has no free time in the window`,
      });
    }
  });
  if (blockers.length === 0) blockers.push(noCommonTime(input, e));
  return blockers;
}

/**
 * Every required person has time, but never all at once: say how close it comes. Free includes
 * if-need-be; declined and pending people are not counted.
 */
function noCommonTime(input: PreparedInput, e: Evaluation): Blocker {
  const required = input.participants.filter(
    ({ input: p }) => p.required && p.response === 'answered',
  ).length;
  let together = 0;
  let requiredTogether = 0;
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 0) continue;
    together = Math.max(together, e.free[k]! + e.ifNeedBe[k]!);
    requiredTogether = Math.max(requiredTogether, required - e.requiredBusy[k]!);
  }
  const closest = together < 2 ? 'nobody' : requiredTogether < 2 ? 'no-two-required' : 'some-required';
  const message =
    closest === 'nobody'
      ? 'Nobody is free at the same time'
      : closest === 'no-two-required'
        ? 'No two required people are free at the same time'
        : `At most ${requiredTogether} of the ${required} required people are free at the same time`;
  return { kind: 'no-common-time', message, closest, requiredTogether, required };
}
