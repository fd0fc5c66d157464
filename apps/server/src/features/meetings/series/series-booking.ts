import { epochToWall, requireIanaZone } from '@overlap/engine/zoned-time';
import type { ErrorParams } from '@overlap/contracts';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { AppError } from '../../../http/app-error';
import { seriesEvent } from './series-event';
import type { MeetingRow } from '../records';

const DAY_MS = 86_400_000;
/** The series ranking's step: a weekly slot starts on a quarter hour of the organizer's clock. */
const STEP_MINUTES = 15;

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

const refuse = (message: string, params?: ErrorParams) =>
  new AppError('validation_failed', message, { start: message }, undefined, params);

/**
 * A series is booked by the start of any of its occurrences at a candidate weekly slot: a weekday the
 * organizer allows, a quarter hour inside the allowed hours, in the organizer's zone. Every ranked
 * slot's `occurrences[0].start` is such a start. Returns the first occurrence's start, which is what the
 * meeting stores: the event (DTSTART) starts there, whichever occurrence was sent.
 */
export function seriesBookingStart(
  meeting: Pick<MeetingRow, 'organizerZone' | 'durationMinutes' | 'allowedWeekdays' | 'allowedHours'> & {
    recurrence: RecurrenceDto;
  },
  start: number,
  now: number,
): number {
  const wall = epochToWall(start, requireIanaZone(meeting.organizerZone));
  const minute = Math.round((((wall % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  const weekday = ((((Math.floor(wall / DAY_MS) + 3) % 7) + 7) % 7) + 1;
  if (!meeting.allowedWeekdays.includes(weekday))
    throw refuse('That weekday is not one the request allows. Book one of the suggested weekly slots.');
  if (minute % STEP_MINUTES !== 0)
    throw refuse('A series starts on a quarter hour. Book one of the suggested weekly slots.');
  const hours = meeting.allowedHours;
  if (hours && (minute < minutesOf(hours.start) || minute + meeting.durationMinutes > minutesOf(hours.end)))
    throw refuse(
      'That time is outside the hours the request allows. Book one of the suggested weekly slots.',
    );
  const series = seriesEvent(
    meeting.recurrence,
    meeting.organizerZone,
    new Date(start),
    meeting.durationMinutes,
  );
  if (!series.occurrences.some((o) => o.start.getTime() === start)) {
    const firstDate = series.occurrences[0]?.date ?? 'none';
    throw refuse(
      `That time is not an occurrence of the series. Send the start of one of its dates (the first is ${firstDate}).`,
      { firstDate },
    );
  }
  const first = series.start.getTime();
  if (first < now)
    throw refuse('The series’ first date has already passed. Move its first date before booking it.');
  return first;
}
