import { EDGE, EDGE_MARGIN_MINUTES, NIGHT, OUTSIDE, WORKING } from '../evaluate/comfort-codes.ts';
import { MINUTES_PER_DAY } from '../time/civil-date.ts';
import { candidateTimes } from './candidates.ts';
import type { PreparedSeries } from './prepare-series.ts';
import { occurrenceDays } from './recurrence.ts';
import { BUSY, BUSY_OUTSIDE_HOURS, DECLINED, FREE, IF_NEED_BE, UNKNOWN } from './series-codes.ts';
import {
  personLines,
  profileLines,
  seek,
  type Horizon,
  type PersonLines,
  type ProfileLines,
} from './series-lines.ts';
import { zoneDaysOf } from './zone-days.ts';
import type { CandidateEvaluation } from './candidate-evaluation.ts';
import { profileWeights, summarize } from './summarize-candidate.ts';

export { compareCandidates, compareQuality, type CandidateEvaluation } from './candidate-evaluation.ts';

interface WeekdayPlan {
  weekday: number;
  times: number[];
  generated: number;
  indexes: Int32Array;
  days: Int32Array;
  /** Start of occurrence `j` at time `t`: `starts[j × times.length + t]`, non-decreasing. */
  starts: Float64Array;
}

function planWeekdays(input: PreparedSeries): WeekdayPlan[] {
  const organizer = zoneDaysOf(input.organizerZone);
  const plans: WeekdayPlan[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    // Every weekday is generated, so a series that is too long is refused whatever the allowed hours.
    const generatedDays = occurrenceDays(input.recurrence, weekday);
    const { only } = input;
    const times = only
      ? only.weekday === weekday
        ? [only.time]
        : []
      : candidateTimes(input.allowed, weekday, input.step, input.duration);
    if (times.length === 0) continue;
    const kept: number[] = [];
    generatedDays.forEach((day, index) => {
      if (!input.recurrence.skip.has(day)) kept.push(index);
    });
    const starts = new Float64Array(kept.length * times.length);
    for (let j = 0; j < kept.length; j++) {
      const midnight = generatedDays[kept[j]!]! * MINUTES_PER_DAY;
      for (let t = 0; t < times.length; t++)
        starts[j * times.length + t] = organizer.toEpochMinute(midnight + times[t]!);
    }
    plans.push({
      weekday,
      times,
      generated: generatedDays.length,
      indexes: Int32Array.from(kept),
      days: Int32Array.from(kept.map((index) => generatedDays[index]!)),
      starts,
    });
  }
  return plans;
}

function startsAt(plan: WeekdayPlan, t: number): Float64Array {
  const width = plan.times.length;
  const starts = new Float64Array(plan.indexes.length);
  for (let j = 0; j < starts.length; j++) starts[j] = plan.starts[j * width + t]!;
  return starts;
}

function horizonOf(plans: WeekdayPlan[], duration: number): Horizon {
  let from = Infinity;
  let to = -Infinity;
  for (const { starts } of plans) {
    if (starts.length === 0) continue;
    from = Math.min(from, starts[0]!);
    to = Math.max(to, starts[starts.length - 1]!);
  }
  if (from === Infinity) return { from: 0, to: 0 };
  const margin = MINUTES_PER_DAY + EDGE_MARGIN_MINUTES + duration;
  return { from: from - margin, to: to + margin };
}

/** Comfort of every (occurrence, time) of a weekday for one profile, written into the candidates. */
function markComfort(
  plan: WeekdayPlan,
  lines: ProfileLines,
  q: number,
  out: CandidateEvaluation[],
  duration: number,
) {
  const { nonWorking, night, beyondEdge } = lines;
  const width = plan.times.length;
  const n = plan.indexes.length;
  let a = 0;
  let b = 0;
  let c = 0;
  for (let j = 0; j < n; j++) {
    const first = plan.starts[j * width]!;
    a = seek(nonWorking, a, first);
    b = seek(night, b, first);
    c = seek(beyondEdge, c, first);
    for (let t = 0; t < width; t++) {
      const start = plan.starts[j * width + t]!;
      const end = start + duration;
      while (a < nonWorking.length && nonWorking[a + 1]! <= start) a += 2;
      let comfort = WORKING;
      if (a < nonWorking.length && nonWorking[a]! < end) {
        while (b < night.length && night[b + 1]! <= start) b += 2;
        while (c < beyondEdge.length && beyondEdge[c + 1]! <= start) c += 2;
        comfort =
          b < night.length && night[b]! < end
            ? NIGHT
            : c < beyondEdge.length && beyondEdge[c]! < end
              ? OUTSIDE
              : EDGE;
      }
      out[t]!.comfort[q * n + j] = comfort;
    }
  }
}

function markPerson(
  plan: WeekdayPlan,
  lines: PersonLines,
  p: number,
  q: number,
  /** The code for time outside working hours; null when they do not bind. */
  outsideCode: number | null,
  out: CandidateEvaluation[],
  duration: number,
) {
  const { hard, weak } = lines;
  const width = plan.times.length;
  const n = plan.indexes.length;
  let h = 0;
  let w = 0;
  for (let j = 0; j < n; j++) {
    const first = plan.starts[j * width]!;
    h = seek(hard, h, first);
    w = seek(weak, w, first);
    for (let t = 0; t < width; t++) {
      const start = plan.starts[j * width + t]!;
      const end = start + duration;
      while (h < hard.length && hard[h + 1]! <= start) h += 2;
      while (w < weak.length && weak[w + 1]! <= start) w += 2;
      const candidate = out[t]!;
      candidate.codes[p * n + j] =
        h < hard.length && hard[h]! < end
          ? BUSY
          : outsideCode !== null && candidate.comfort[q * n + j] !== WORKING
            ? outsideCode
            : w < weak.length && weak[w]! < end
              ? IF_NEED_BE
              : FREE;
    }
  }
}

/** Every candidate weekly slot at every kept occurrence, for every participant. */
export function evaluateSeries(input: PreparedSeries): CandidateEvaluation[] {
  const plans = planWeekdays(input);
  const horizon = horizonOf(plans, input.duration);
  const profiles = input.profiles.map((profile) => profileLines(profile, horizon));
  const people = input.participants.map((participant) =>
    participant.input.response === 'answered' ? personLines(participant, horizon) : null,
  );
  const weights = profileWeights(input);
  const all: CandidateEvaluation[] = [];
  for (const plan of plans) {
    const n = plan.indexes.length;
    const out = plan.times.map((time, t): CandidateEvaluation => ({
      weekday: plan.weekday,
      time,
      generated: plan.generated,
      indexes: plan.indexes,
      days: plan.days,
      starts: startsAt(plan, t),
      codes: new Uint8Array(input.participants.length * n),
      comfort: new Uint8Array(input.profiles.length * n),
      everyone: new Uint8Array(n),
      everyoneCount: 0,
      missedCount: 0,
      worstPersonDiscomfort: 0,
      worstComfort: 0,
      totalDiscomfort: 0,
      requiredIfNeedBe: 0,
      optionalCanMake: 0,
      requiredMisses: 0,
    }));
    profiles.forEach((lines, q) => markComfort(plan, lines, q, out, input.duration));
    input.participants.forEach((participant, p) => {
      const lines = people[p];
      if (lines) {
        const keeps = participant.input.keepsWorkingHours === true;
        const hoursBind = participant.marked === null && (keeps || !input.allowOutsideWorkingHours);
        const outsideCode = hoursBind ? (keeps ? BUSY : BUSY_OUTSIDE_HOURS) : null;
        markPerson(plan, lines, p, participant.profile, outsideCode, out, input.duration);
      } else {
        const code = participant.input.response === 'declined' ? DECLINED : UNKNOWN;
        for (const candidate of out) candidate.codes.fill(code, p * n, (p + 1) * n);
      }
    });
    for (const candidate of out) summarize(input, weights, candidate);
    all.push(...out);
  }
  return all;
}
