import {
  unpackIntervals,
  rankSeries,
  ScheduleInputError,
  typicalWeekOf,
  type IsoWeekday,
  type SeriesInput,
  type SeriesParticipantInput,
  type SeriesResult,
} from '@overlap/engine';
import { seriesSpanOf, type RecurrenceDto } from '@overlap/contracts/schemas';
import { AppError } from '../../../http/app-error';
import { ORGANIZER_ID, toWorkingHoursRanges } from './engine-input';
import { engineRecurrence } from '../series';
import type { MeetingContext } from '../shared';
import { meetingRepository as repo, type MeetingRow, type ParticipantRow } from '../records';

export type RankSeriesMeeting = (
  meeting: MeetingRow & { recurrence: RecurrenceDto },
) => Promise<{ result: SeriesResult; people: ParticipantRow[] }>;

/**
 * Ranks the weekly (or monthly) slots of a recurring meeting: painted answers are read as a typical week
 * in the person's zone, calendar busy time and the organizer's busy time count over the series' horizon.
 */
export function createSeriesRanker(ctx: MeetingContext): RankSeriesMeeting {
  const { db } = ctx;
  return async function rank(meeting) {
    const people = await repo.participantsOf(db, [meeting.id]);
    const [answers, organizer, known, organizerBusy] = await Promise.all([
      repo.availabilityOf(
        db,
        people.map((p) => p.id),
      ),
      repo.organizerOf(db, meeting.id),
      repo.workingHoursByEmail(
        db,
        people.map((p) => p.email),
      ),
      ctx.organizerBusy?.(meeting.organizerId, seriesSpanOf(meeting.recurrence), meeting.id),
    ]);
    const byParticipant = new Map(answers.map((a) => [a.participantId, a]));
    const knownUsers = new Map(known.map((k) => [k.email, k]));
    const participants: SeriesParticipantInput[] = [
      {
        id: ORGANIZER_ID,
        displayName: organizer?.name ?? 'Organizer',
        zone: organizer?.timeZone ?? meeting.organizerZone,
        required: true,
        response: 'answered',
        workingHours: toWorkingHoursRanges(organizer?.workingHours),
        keepsWorkingHours: true,
        busy: organizerBusy?.busy ?? [],
        tentative: organizerBusy?.tentative ?? [],
      },
    ];
    for (const p of people) {
      const answer = byParticipant.get(p.id);
      const user = knownUsers.get(p.email);
      const zone = p.timeZone ?? user?.timeZone ?? meeting.organizerZone;
      participants.push({
        id: p.id,
        displayName: p.name || p.email.split('@')[0]!,
        zone,
        required: p.required,
        response: p.status === 'declined' ? 'declined' : p.status === 'responded' ? 'answered' : 'pending',
        workingHours: toWorkingHoursRanges(p.workingHours ?? user?.workingHours),
        // Answers are stored packed; the series engine reads interval lists.
        busy: answer ? unpackIntervals(answer.busy) : [],
        tentative: answer ? unpackIntervals(answer.tentative) : [],
        ...(answer?.painted
          ? {
              typicalWeek: {
                available: typicalWeekOf(zone, unpackIntervals(answer.available)),
                ifNeedBe: typicalWeekOf(zone, unpackIntervals(answer.ifNeedBe)),
              },
            }
          : {}),
      });
    }
    const input: SeriesInput = {
      recurrence: engineRecurrence(meeting.recurrence),
      durationMinutes: meeting.durationMinutes,
      stepMinutes: 15,
      organizer: {
        zone: meeting.organizerZone,
        allowedWeekdays: meeting.allowedWeekdays as IsoWeekday[],
        ...(meeting.allowedHours ? { allowedHours: [meeting.allowedHours] } : {}),
      },
      participants,
      allowOutsideWorkingHours: meeting.allowOutsideWorkingHours,
      limit: 10,
    };
    try {
      return { result: rankSeries(input), people };
    } catch (error) {
      // The schema bounds the series; what it cannot see (a monthly date past the horizon) is a 400 too.
      if (error instanceof ScheduleInputError)
        throw new AppError('validation_failed', 'This series is too long to rank. Shorten it.', {
          recurrence: error.message,
        });
      throw error;
    }
  };
}
