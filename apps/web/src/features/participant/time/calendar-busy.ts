import { isEmptyPainting, type Painting } from './painting';
import { normalizeIntervals, overlapsIntervals, subtractIntervals, type Interval } from './intervals';

/** Busy time read once from a calendar, as the page holds it until the answer is sent. */
export interface CalendarBusy {
  /** Where it came from, e.g. "ICS feed calendar.example.com"; null for a saved answer's busy time. */
  sourceLabel: string | null;
  busy: Interval[];
  tentative: Interval[];
  unreadCalendars: string[];
  /** True while the read waits on the server (it can be removed there too). */
  pending: boolean;
}

export type CalendarCellState = 'busy' | 'tentative' | null;

export function calendarFromAnswer(
  answer: { busy: readonly Interval[]; tentative: readonly Interval[] } | null,
): CalendarBusy | null {
  if (!answer || (answer.busy.length === 0 && answer.tentative.length === 0)) return null;
  return {
    sourceLabel: null,
    busy: normalizeIntervals(answer.busy),
    tentative: normalizeIntervals(answer.tentative),
    unreadCalendars: [],
    pending: false,
  };
}

/** A cell touched by calendar busy time shows as busy; one touched only by tentative time as tentative. */
export function calendarCellState(
  calendar: CalendarBusy | null,
  cell: readonly Interval[],
): CalendarCellState {
  if (!calendar) return null;
  if (overlapsIntervals(calendar.busy, cell)) return 'busy';
  if (overlapsIntervals(calendar.tentative, cell)) return 'tentative';
  return null;
}

/**
 * What is sent: the calendar's busy and tentative time minus what the person painted over it on
 * purpose (the ranking treats busy time as a hard no, so an override must take it out of the list).
 */
export function sentCalendarTime(calendar: CalendarBusy | null, painting: Painting) {
  if (!calendar) return { busy: [], tentative: [] };
  const painted = [...painting.available, ...painting.ifNeedBe];
  return {
    busy: subtractIntervals(calendar.busy, painted),
    tentative: subtractIntervals(calendar.tentative, painted),
  };
}

export type AnswerBody = {
  painted: boolean;
  available: Interval[];
  ifNeedBe: Interval[];
  busy: Interval[];
  tentative: Interval[];
};

/**
 * The answer: with painted times only those count as free (and busy time is still avoided); with a
 * calendar read alone, the time outside the busy time counts within the working hours (all of it once
 * the organizer allows times outside working hours). Null when there is nothing to send.
 */
export function answerBody(painting: Painting, calendar: CalendarBusy | null): AnswerBody | null {
  const painted = !isEmptyPainting(painting);
  if (!painted && !calendar) return null;
  return {
    painted,
    available: painting.available,
    ifNeedBe: painting.ifNeedBe,
    ...sentCalendarTime(calendar, painting),
  };
}
