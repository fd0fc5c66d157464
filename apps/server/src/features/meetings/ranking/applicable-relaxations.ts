import type { Relaxation, RelaxationChange } from '@overlap/engine';
import { MEETING_LIMITS } from '@overlap/contracts';
import { ORGANIZER_ID } from './engine-input';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The relaxations the organizer can apply from the time selection page. The engine also counts the
 * organizer as someone who could be optional, and may offer a week more than the longest window
 * allowed; neither can be applied to a request, so neither is offered, alone or in a pair.
 */
export function applicableRelaxations(
  window: { windowStart: Date; windowEnd: Date },
  relaxations: Relaxation[],
): Relaxation[] {
  const applicable = (change: RelaxationChange) => {
    if (change.kind === 'make-optional') return change.participantId !== ORGANIZER_ID;
    if (change.kind === 'extend-window')
      return (
        window.windowEnd.getTime() + change.days * DAY_MS - window.windowStart.getTime() <=
        MEETING_LIMITS.windowMaxDays * DAY_MS
      );
    return true;
  };
  return relaxations.filter((r) => (r.kind === 'pair' ? r.changes.every(applicable) : applicable(r)));
}
