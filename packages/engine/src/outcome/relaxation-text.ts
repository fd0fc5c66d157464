import type { RelaxationChange } from '../types.ts';

export function timesText(count: number): string {
  return count === 1 ? '1 time' : `${count} times`;
}

/** The change as an instruction, e.g. `Make Dana optional`; `names` maps participant ids to names. */
export function changeText(change: RelaxationChange, names: ReadonlyMap<string, string>): string {
  switch (change.kind) {
    case 'make-optional':
      return `Make ${names.get(change.participantId) ?? change.participantId} optional`;
    case 'extend-window':
      return `Extend the window by ${change.days === 7 ? 'one week' : `${change.days} days`}`;
    case 'allow-outside-working-hours':
      return 'Allow times outside working hours';
    case 'shorter-duration':
      return `Shorten the meeting to ${change.durationMinutes} minutes`;
  }
}

/** `Make Dev optional and allow times outside working hours → 4 times`; `Make Ana and Dev optional → 2 times`. */
export function relaxationMessage(
  changes: readonly RelaxationChange[],
  names: ReadonlyMap<string, string>,
  viableSlots: number,
): string {
  if (changes.length > 1 && changes.every((change) => change.kind === 'make-optional')) {
    const who = changes.map((change) => names.get(change.participantId) ?? change.participantId);
    return `Make ${who.join(' and ')} optional → ${timesText(viableSlots)}`;
  }
  const words = changes.map((change, i) => {
    const text = changeText(change, names);
    return i === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
  });
  return `${words.join(' and ')} → ${timesText(viableSlots)}`;
}
