import { COMFORT_NAMES, WORKING } from '../evaluate/comfort-codes.ts';
import type { Evaluation } from '../evaluate/evaluate.ts';
import { BUSY, DECLINED, FREE, IF_NEED_BE, STATE_NAMES, UNKNOWN } from '../evaluate/state-codes.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { breakdownAt, scoreOf } from '../ranking/slot-order.ts';
import { localStamp, placeName } from '../time/format-local.ts';
import type { RankedSlot, SlotPerson } from '../types.ts';
import { comfortPhrase } from './comfort-phrase.ts';

export function explainSlot(input: PreparedInput, e: Evaluation, k: number, rank: number): RankedSlot {
  const { grid } = e;
  const start = grid.origin + k * grid.step;
  const participants = input.participants;
  const optionalCount = participants.filter((p) => !p.input.required).length;
  const breakdown = breakdownAt(e, k);
  const availability: string[] = [];
  const comfortReasons: string[] = [];
  let everyoneFree = true;

  const people = participants.map((participant, p): SlotPerson => {
    const { id, displayName, required, response, zone } = participant.input;
    const state = e.states[p * grid.slotCount + k]!;
    const comfort = e.profiles.get(participant.profileKey)!.comfort[k]!;
    const stamp = localStamp(zone, start);
    if (state !== DECLINED) {
      if (state !== FREE) everyoneFree = false;
      if (state === BUSY) availability.push(`${displayName} is busy (optional)`);
      else if (state === IF_NEED_BE) availability.push(`${displayName}: if need be`);
      else if (state === UNKNOWN) availability.push(`${displayName} has not answered`);
      if (comfort !== WORKING) {
        const phrase = comfortPhrase(comfort, participant.weekly, stamp.localMinute, grid.duration);
        comfortReasons.push(`${displayName}: ${stamp.time} in ${placeName(zone)}, ${phrase}`);
      }
    }
    return {
      participantId: id,
      displayName,
      required,
      response,
      state: STATE_NAMES[state]!,
      comfort: COMFORT_NAMES[comfort]!,
      localStart: stamp.iso,
      localTime: stamp.time,
    };
  });

  const headline = everyoneFree
    ? ['Everyone is free']
    : breakdown.tier === 0
      ? ['All required people are free']
      : [];
  return {
    rank,
    start: start * 60_000,
    end: (start + grid.duration) * 60_000,
    score: scoreOf(breakdown, participants.length, optionalCount),
    breakdown,
    counts: { free: e.free[k]!, ifNeedBe: e.ifNeedBe[k]!, busy: e.busy[k]!, unknown: e.unknown[k]! },
    people,
    reasons: [
      ...headline,
      ...availability,
      ...(comfortReasons.length === 0 ? ["Within everyone's working hours"] : comfortReasons),
    ],
  };
}
