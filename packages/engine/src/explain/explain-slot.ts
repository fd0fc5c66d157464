import { COMFORT_NAMES, WORKING } from '../evaluate/comfort-codes.ts';
import type { Evaluation } from '../evaluate/evaluate.ts';
import { CODE_STATES } from '../evaluate/state-codes.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { breakdownAt, scoreOf } from '../ranking/slot-order.ts';
import { localStamp, placeName, type LocalStamp } from '../time/format-local.ts';
import type { PersonState, RankedSlot, SlotPerson } from '../types.ts';
import { comfortPhrase } from './comfort-phrase.ts';

export function explainSlot(input: PreparedInput, e: Evaluation, k: number, rank: number): RankedSlot {
  const { grid } = e;
  const start = grid.origin + k * grid.step;
  const participants = input.participants;
  const optionalCount = participants.filter((p) => !p.input.required).length;
  // Many people share a zone: format each zone's local time once per slot.
  const stamps = new Map<string, LocalStamp>();
  const notes = new Map<string, string>();
  const breakdown = breakdownAt(e, k);
  const availability: string[] = [];
  const comfortReasons: string[] = [];
  let everyoneFree = true;
  let comingFree = true;
  let coming = 0;

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
    let comfortNote = notes.get(participant.profileKey);
    if (comfortNote === undefined) {
      comfortNote =
        comfort === WORKING
          ? 'within working hours'
          : comfortPhrase(comfort, participant.weekly, stamp.localMinute, grid.duration);
      notes.set(participant.profileKey, comfortNote);
    }
    if (state !== 'free') everyoneFree = false;
    if (response !== 'declined') {
      coming++;
      if (state !== 'free') comingFree = false;
      if (state === 'busy') availability.push(`${displayName} is busy (optional)`);
      else if (state === 'if-need-be') availability.push(`${displayName}: if need be`);
      else if (state === 'unknown') availability.push(`${displayName} has not answered`);
      if (comfort !== WORKING) {
        comfortReasons.push(`${displayName}: ${stamp.time} in ${placeName(zone)}, ${comfortNote}`);
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
      comfortNote,
    };
  });

  const headline = everyoneFree
    ? ['Everyone is free']
    : comingFree && coming > 0
      ? ['Everyone who is coming is free']
      : breakdown.tier === 0
        ? ['All required people are free']
        : [];
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
    reasons: [
      ...headline,
      ...availability,
      ...(comfortReasons.length === 0 ? ["Within everyone's working hours"] : comfortReasons),
    ],
  };
}
