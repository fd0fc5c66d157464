import type { Translate } from '@/i18n';
import { formatClockText } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { placeOf } from '@/lib/time-format/zoned-time';
import { nameList } from '../series/series-dates';
import type { Blocker, ComfortNoteKind, Relaxation, RelaxationChange, SlotReason } from './suggestion-types';

type T = Translate<'reasons'>;

/** Participant ids to the names the reasons use. */
export type NameOf = (participantId: string) => string;

export function nameLookup(people: readonly { participantId: string; displayName: string }[]): NameOf {
  const names = new Map(people.map((p) => [p.participantId, p.displayName]));
  return (id) => names.get(id) ?? id;
}

const NOTE_KEYS = {
  'working-hours': 'note.workingHours',
  'before-working-hours': 'note.beforeWorkingHours',
  'after-working-hours': 'note.afterWorkingHours',
  'outside-working-hours': 'note.outsideWorkingHours',
  'day-off': 'note.dayOff',
  night: 'note.night',
} as const satisfies Record<ComfortNoteKind, string>;

/** How a time sits in someone's day: `before working hours`, `at night`… */
export function comfortNoteWords(t: T, kind: ComfortNoteKind): string {
  return t(NOTE_KEYS[kind]);
}

/** One of the engine's reasons for a slot, in the reader's language and clock. */
export function slotReasonWords(t: T, reason: SlotReason, cycle: HourCycle): string {
  switch (reason.kind) {
    case 'everyone-free':
      return t('slot.everyoneFree');
    case 'everyone-coming-free':
      return t('slot.everyoneComingFree');
    case 'required-free':
      return t('slot.requiredFree');
    case 'optional-busy':
      return t('slot.optionalBusy', { name: reason.displayName });
    case 'if-need-be':
      return t('slot.ifNeedBe', { name: reason.displayName });
    case 'not-answered':
      return t('slot.notAnswered', { name: reason.displayName });
    case 'uncomfortable':
      return t('slot.uncomfortable', {
        name: reason.displayName,
        time: formatClockText(reason.localTime, cycle),
        place: placeOf(reason.zone),
        note: comfortNoteWords(t, reason.comfortNote),
      });
    case 'within-working-hours':
      return t('slot.withinWorkingHours');
  }
}

/** Why no time fits every required person. */
export function blockerWords(t: T, blocker: Blocker, nameOf: NameOf): string {
  switch (blocker.kind) {
    case 'window-too-short':
      return t('blocker.windowTooShort');
    case 'no-allowed-time':
      return t('blocker.noAllowedTime');
    case 'not-answered':
      return t('blocker.notAnswered', { name: nameOf(blocker.participantId) });
    case 'no-free-time':
      return t('blocker.noFreeTime', { name: nameOf(blocker.participantId) });
    case 'no-common-time':
      if (blocker.closest === 'nobody') return t('blocker.nobody');
      if (blocker.closest === 'no-two-required') return t('blocker.noTwoRequired');
      return t('blocker.someRequired', { together: blocker.requiredTogether, required: blocker.required });
  }
}

// A change opening the sentence, or following `and`: languages differ in what that changes.
function changeWords(t: T, change: RelaxationChange, nameOf: NameOf, first: boolean): string {
  switch (change.kind) {
    case 'make-optional':
      return t(first ? 'change.makeOptional' : 'change.makeOptionalNext', {
        names: nameOf(change.participantId),
      });
    case 'extend-window':
      return t(first ? 'change.extendWindow' : 'change.extendWindowNext', { days: change.days });
    case 'allow-outside-working-hours':
      return t(first ? 'change.allowOutside' : 'change.allowOutsideNext');
    case 'shorter-duration':
      return t(first ? 'change.shorter' : 'change.shorterNext', { minutes: change.durationMinutes });
  }
}

/** What a relaxation changes, as an instruction: `Make Dev optional and allow times outside working hours`. */
export function relaxationChangeWords(t: T, relaxation: Relaxation, nameOf: NameOf): string {
  if (relaxation.kind !== 'pair') return changeWords(t, relaxation, nameOf, true);
  const [first, second] = relaxation.changes;
  if (first.kind === 'make-optional' && second.kind === 'make-optional') {
    return t('change.makeOptional', {
      names: nameList([nameOf(first.participantId), nameOf(second.participantId)]),
    });
  }
  return t('change.pair', {
    first: changeWords(t, first, nameOf, true),
    second: changeWords(t, second, nameOf, false),
  });
}

/**
 * The instruction with what it gains: `Make Dana optional → 3 times`, or under a quorum rule
 * `→ 3 times meet the rule`.
 */
export function relaxationWords(t: T, relaxation: Relaxation, nameOf: NameOf, underRule = false): string {
  return t(underRule ? 'change.withRuleSlots' : 'change.withSlots', {
    change: relaxationChangeWords(t, relaxation, nameOf),
    count: relaxation.viableSlots,
  });
}
