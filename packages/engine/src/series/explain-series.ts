import { COMFORT_NAMES, WORKING } from '../evaluate/comfort-codes.ts';
import { comfortNoteKind, comfortNoteText } from '../explain/comfort-phrase.ts';
import { MINUTES_PER_DAY } from '../time/civil-date.ts';
import { formatClock, localStamp } from '../time/format-local.ts';
import type { IsoWeekday } from '../types.ts';
import type { CandidateEvaluation } from './evaluate-series.ts';
import type { PreparedSeries, PreparedSeriesParticipant } from './prepare-series.ts';
import { formatLocalDate } from './recurrence.ts';
import { CODE_LETTERS, DECLINED, IF_NEED_BE, UNKNOWN } from './series-codes.ts';
import type {
  RankedSeriesSlot,
  SeriesConflict,
  SeriesOccurrence,
  SeriesPerson,
  SeriesReason,
  SeriesSlot,
} from './series-types.ts';

export function slotOf(candidate: CandidateEvaluation): SeriesSlot {
  return { weekday: candidate.weekday as IsoWeekday, time: formatClock(candidate.time) };
}

export function occurrencesOf(candidate: CandidateEvaluation, duration: number): SeriesOccurrence[] {
  return Array.from(candidate.indexes, (index, j) => ({
    index,
    date: formatLocalDate(candidate.days[j]!),
    start: candidate.starts[j]! * 60_000,
    end: (candidate.starts[j]! + duration) * 60_000,
  }));
}

interface LocalReading {
  times: string[];
  /** Local day number of each occurrence in the person's zone. */
  days: number[];
  localMinutes: number[];
}

function readLocal(zone: string, candidate: CandidateEvaluation): LocalReading {
  const reading: LocalReading = { times: [], days: [], localMinutes: [] };
  for (const start of candidate.starts) {
    const stamp = localStamp(zone, start);
    reading.times.push(stamp.time);
    reading.days.push(Math.floor(stamp.localMinute / MINUTES_PER_DAY));
    reading.localMinutes.push(stamp.localMinute);
  }
  return reading;
}

/** The most frequent value, the smallest of equally frequent ones. */
function usualOf(times: string[]): string {
  const counts = new Map<string, number>();
  for (const time of times) counts.set(time, (counts.get(time) ?? 0) + 1);
  let usual = '';
  let best = 0;
  for (const [time, count] of counts) {
    if (count > best || (count === best && time < usual)) {
      usual = time;
      best = count;
    }
  }
  return usual;
}

function shiftReasons(person: SeriesPerson, reading: LocalReading): SeriesReason[] {
  const reasons: SeriesReason[] = [];
  const { times, days } = reading;
  for (let j = 0; j < times.length;) {
    if (times[j] === person.usualLocalTime) {
      j++;
      continue;
    }
    let last = j;
    while (last + 1 < times.length && times[last + 1] === times[j]) last++;
    reasons.push({
      kind: 'local-time-shift',
      participantId: person.participantId,
      displayName: person.displayName,
      from: formatLocalDate(days[j]!),
      to: formatLocalDate(days[last]!),
      localTime: times[j]!,
      usualLocalTime: person.usualLocalTime,
    });
    j = last + 1;
  }
  return reasons;
}

function describePerson(
  input: PreparedSeries,
  participant: PreparedSeriesParticipant,
  p: number,
  candidate: CandidateEvaluation,
  reading: LocalReading,
): SeriesPerson {
  const n = candidate.indexes.length;
  const { id, displayName, required, response, zone } = participant.input;
  let states = '';
  let canMakeCount = 0;
  let ifNeedBe = 0;
  let discomfort = 0;
  let worstAt = 0;
  let worst = -1;
  for (let j = 0; j < n; j++) {
    const code = candidate.codes[p * n + j]!;
    states += CODE_LETTERS[code];
    if (code <= IF_NEED_BE) canMakeCount++;
    if (code === IF_NEED_BE) ifNeedBe++;
    const comfort = candidate.comfort[participant.profile * n + j]!;
    discomfort += comfort;
    if (comfort > worst) {
      worst = comfort;
      worstAt = j;
    }
  }
  const comfort = Math.max(worst, WORKING);
  const note =
    n === 0
      ? 'working-hours'
      : comfortNoteKind(comfort, participant.weekly, reading.localMinutes[worstAt]!, input.duration);
  return {
    participantId: id,
    displayName,
    required,
    response,
    zone,
    canMake: canMakeCount,
    ifNeedBe,
    states,
    localTimes: reading.times,
    usualLocalTime: usualOf(reading.times),
    worst: {
      date: n > 0 ? formatLocalDate(reading.days[worstAt]!) : '',
      localTime: n > 0 ? reading.times[worstAt]! : '',
      comfort: COMFORT_NAMES[comfort]!,
      comfortNote: comfortNoteText(note),
      comfortNoteKind: note,
    },
    discomfort: response === 'declined' ? 0 : discomfort,
  };
}

export function explainCandidate(
  input: PreparedSeries,
  candidate: CandidateEvaluation,
  rank: number,
): RankedSeriesSlot {
  const n = candidate.indexes.length;
  const readings = new Map<string, LocalReading>();
  const reasons: SeriesReason[] = [
    candidate.everyoneCount === n
      ? { kind: 'everyone', occurrences: n }
      : { kind: 'everyone-but', occurrences: n, canMake: candidate.everyoneCount },
  ];
  const cannot: SeriesReason[] = [];
  const shifts: SeriesReason[] = [];
  const uncomfortable: SeriesReason[] = [];
  const people = input.participants.map((participant, p) => {
    const zone = participant.input.zone;
    let reading = readings.get(zone);
    if (!reading) {
      reading = readLocal(zone, candidate);
      readings.set(zone, reading);
    }
    const person = describePerson(input, participant, p, candidate, reading);
    if (participant.input.response === 'declined') return person;
    const blocked: string[] = [];
    let uneasy = 0;
    for (let j = 0; j < n; j++) {
      const code = candidate.codes[p * n + j]!;
      if (code > IF_NEED_BE && code !== UNKNOWN && code !== DECLINED)
        blocked.push(formatLocalDate(candidate.days[j]!));
      if (candidate.comfort[participant.profile * n + j] !== WORKING) uneasy++;
    }
    if (blocked.length > 0) {
      cannot.push({
        kind: 'cannot-make',
        participantId: person.participantId,
        displayName: person.displayName,
        required: person.required,
        dates: blocked,
      });
    }
    shifts.push(...shiftReasons(person, reading));
    if (uneasy > 0) {
      uncomfortable.push({
        kind: 'uncomfortable',
        participantId: person.participantId,
        displayName: person.displayName,
        zone,
        occurrences: uneasy,
        localTime: person.worst.localTime,
        comfortNote: person.worst.comfortNote,
        comfortNoteKind: person.worst.comfortNoteKind,
      });
    }
    return person;
  });
  const conflicts: SeriesConflict[] = [];
  for (let j = 0; j < n; j++) {
    if (candidate.everyone[j] === 1) continue;
    conflicts.push({
      occurrence: candidate.indexes[j]!,
      date: formatLocalDate(candidate.days[j]!),
      participantIds: input.participants
        .filter((participant, p) => {
          const code = candidate.codes[p * n + j]!;
          return participant.input.required && code > IF_NEED_BE && code !== UNKNOWN && code !== DECLINED;
        })
        .map((participant) => participant.input.id),
    });
  }
  return {
    rank,
    slot: slotOf(candidate),
    occurrences: occurrencesOf(candidate, input.duration),
    everyoneCount: candidate.everyoneCount,
    missedCount: candidate.missedCount,
    worstPersonDiscomfort: candidate.worstPersonDiscomfort,
    totalDiscomfort: candidate.totalDiscomfort,
    conflicts,
    people,
    reasons: [...reasons, ...cannot, ...shifts, ...uncomfortable],
  };
}
