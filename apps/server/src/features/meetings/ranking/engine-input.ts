import type {
  IntervalsInput,
  IsoWeekday,
  ParticipantInput,
  RankInput,
  WorkingHoursRange,
} from '@overlap/engine';
import { WEEKDAYS } from '@overlap/contracts';
import type { WorkingHours } from '@overlap/contracts/schemas';
import type { AvailabilityRow, MeetingRow, ParticipantRow } from '../records';

export const ORGANIZER_ID = 'organizer';

export function toWorkingHoursRanges(
  hours: WorkingHours | null | undefined,
): WorkingHoursRange[] | undefined {
  if (!hours) return undefined;
  const ranges: WorkingHoursRange[] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const range of hours[day] ?? []) ranges.push({ weekday: (index + 1) as IsoWeekday, ...range });
  });
  return ranges;
}

export interface EngineInputSources {
  meeting: MeetingRow;
  participants: ParticipantRow[];
  answers: AvailabilityRow[];
  organizer: {
    name: string;
    timeZone: string | null;
    workingHours: WorkingHours | null;
    busy?: IntervalsInput;
    /** Tentative in their calendar: "if need be", as for guests. */
    tentative?: IntervalsInput;
  };
  /** Working hours of participants who are Overlap users, by e-mail. */
  knownUsers: Map<string, { workingHours: WorkingHours | null; timeZone: string | null }>;
  now: number;
}

/** Turns stored rows into the engine's input; every instant is already epoch milliseconds here. */
export function buildRankInput(sources: EngineInputSources): RankInput {
  const { meeting, organizer } = sources;
  const answers = new Map(sources.answers.map((a) => [a.participantId, a]));
  const people: ParticipantInput[] = [
    {
      id: ORGANIZER_ID,
      displayName: organizer.name,
      zone: organizer.timeZone ?? meeting.organizerZone,
      required: true,
      response: 'answered',
      workingHours: toWorkingHoursRanges(organizer.workingHours),
      // "Allow outside working hours" is for guests who only shared a calendar, not the organizer's own day.
      keepsWorkingHours: true,
      busy: organizer.busy ?? [],
      tentative: organizer.tentative ?? [],
    },
  ];
  for (const p of sources.participants) {
    const answer = answers.get(p.id);
    const known = sources.knownUsers.get(p.email);
    people.push({
      id: p.id,
      displayName: p.name || p.email.split('@')[0]!,
      zone: p.timeZone ?? known?.timeZone ?? meeting.organizerZone,
      required: p.required,
      response: p.status === 'declined' ? 'declined' : p.status === 'responded' ? 'answered' : 'pending',
      workingHours: toWorkingHoursRanges(p.workingHours ?? known?.workingHours),
      busy: answer?.busy ?? [],
      tentative: answer?.tentative ?? [],
      ...(answer?.painted ? { painted: { available: answer.available, ifNeedBe: answer.ifNeedBe } } : {}),
    });
  }
  return {
    window: { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() },
    durationMinutes: meeting.durationMinutes,
    stepMinutes: 15,
    now: sources.now,
    organizer: {
      zone: meeting.organizerZone,
      allowedWeekdays: meeting.allowedWeekdays as IsoWeekday[],
      ...(meeting.allowedHours ? { allowedHours: [meeting.allowedHours] } : {}),
    },
    participants: people,
    allowOutsideWorkingHours: meeting.allowOutsideWorkingHours,
    quorumRule: meeting.quorumRule,
    limit: 10,
  };
}
