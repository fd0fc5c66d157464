import { COMFORT_NAMES, WORKING } from '../evaluate/comfort-codes.ts';
import type { Evaluation } from '../evaluate/evaluate.ts';
import { CODE_STATES } from '../evaluate/state-codes.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { breakdownAt, scoreOf } from '../ranking/slot-order.ts';
import { localStamp, type LocalStamp } from '../time/format-local.ts';
import type { ComfortNoteKind, PersonState, RankedSlot, SlotPerson, SlotReason } from '../types.ts';
import { comfortNoteKind, comfortNoteText } from './comfort-phrase.ts';
import { slotReasonText } from './slot-reason-text.ts';

export function explainSlot(input: PreparedInput, e: Evaluation, k: number, rank: number): RankedSlot {
  const { grid } = e;
  const start = grid.origin + k * grid.step;
  const participants = input.participants;
  const optionalCount = participants.filter((p) => !p.input.required).length;
  // Many people share a zone: format each zone's local time once per slot.
  const stamps = new Map<string, LocalStamp>();
  const notes = new Map<string, ComfortNoteKind>();
  const breakdown = breakdownAt(e, k);
  const availability: SlotReason[] = [];
  const comfortReasons: SlotReason[] = [];
  let everyoneFree = true;
  let comingFree = true;
  let coming = 0;
  // Someone who has not answered has no known zone or hours yet: nothing is said of their comfort.
  let hoursUnknown = false;

  const people = participants.map((participant, p): SlotPerson => {
    const { id, displayName, required, response, zone } = participant.input;
    const codes = e.codes[p];
    const state: PersonState = codes
      ? CODE_STATES[codes[k]!]!
      : response === 'pending'
        ? 'unknown'
        : 'declined';
    const comfort = e.profiles.get(participant.profileKey)!.comfort[k]!;
    let stamp = stamps.get(zone);
    if (!stamp) {
      stamp = localStamp(zone, start);
      stamps.set(zone, stamp);
    }
    let note = notes.get(participant.profileKey);
    if (note === undefined) {
      note = comfortNoteKind(comfort, participant.weekly, stamp.localMinute, grid.duration);
      notes.set(participant.profileKey, note);
    }
    if (state !== 'free') everyoneFree = false;
    if (response !== 'declined') {
      coming++;
      if (state !== 'free') comingFree = false;
      const who = { participantId: id, displayName };
      if (state === 'busy') availability.push({ kind: 'optional-busy', ...who });
      else if (state === 'if-need-be') availability.push({ kind: 'if-need-be', ...who });
      else if (state === 'unknown') availability.push({ kind: 'not-answered', ...who });
      if (state === 'unknown') hoursUnknown = true;
      else if (comfort !== WORKING) {
        comfortReasons.push({
          kind: 'uncomfortable',
          ...who,
          zone,
          localTime: stamp.time,
          comfortNote: note,
        });
      }
    }
    return {
      participantId: id,
      displayName,
      required,
      response,
      state,
      comfort: COMFORT_NAMES[comfort]!,
      localStart: stamp.iso,
      localTime: stamp.time,
      comfortNote: comfortNoteText(note),
      comfortNoteKind: note,
    };
  });

  const headline: SlotReason[] = everyoneFree
    ? [{ kind: 'everyone-free' }]
    : comingFree && coming > 0
      ? [{ kind: 'everyone-coming-free' }]
      : breakdown.tier === 0
        ? [{ kind: 'required-free' }]
        : [];
  const structuredReasons: SlotReason[] = [
    ...headline,
    ...availability,
    ...(comfortReasons.length === 0 && !hoursUnknown
      ? [{ kind: 'within-working-hours' } as const]
      : comfortReasons),
  ];
  return {
    rank,
    start: start * 60_000,
    end: (start + grid.duration) * 60_000,
    score: scoreOf(breakdown, participants.length, optionalCount),
    breakdown,
    counts: {
      free: e.free[k]!,
      ifNeedBe: e.ifNeedBe[k]!,
      busy: e.busy[k]!,
      unknown: e.unknown[k]!,
      declined: e.declined,
    },
    people,
    reasons: structuredReasons.map(slotReasonText),
    structuredReasons,
  };
}
