import { seriesWindowOf } from '@overlap/engine/series';
import { meetingTimeIssues, type RecurrenceDto } from '@overlap/contracts/schemas';
import { AppError } from '../../../http/app-error';

interface RequestTiming {
  windowStart: string;
  windowEnd: string;
  durationMinutes: number;
  deadline: string | null;
  organizerZone: string;
  recurrence?: RecurrenceDto | null | undefined;
}

/**
 * The window a request is stored with. A repeating request is answered as one typical week, so its
 * window is the series' first seven dates on the organizer's clock, whatever window came with it (a
 * window from the form's single-meeting fields named dates the series never touches); the deadline is
 * checked again against it.
 */
export function storedWindowOf<T extends RequestTiming>(input: T): T {
  if (!input.recurrence) return input;
  const week = seriesWindowOf(input.recurrence.startDate, input.organizerZone);
  const timed = {
    ...input,
    windowStart: new Date(week.start).toISOString(),
    windowEnd: new Date(week.end).toISOString(),
  };
  const issues = meetingTimeIssues(timed);
  if (issues.length > 0)
    throw new AppError(
      'validation_failed',
      issues[0]!.message,
      Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message])),
    );
  return timed;
}
