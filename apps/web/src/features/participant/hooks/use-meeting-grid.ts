import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useMemo, useState } from 'react';
import { formatShortDate } from '../time/format-in-zone';
import {
  buildGridPage,
  DAYS_PER_PAGE,
  pageCount,
  planTimeGrid,
  type GridPlan,
  type MeetingConstraints,
} from '../time/time-grid';
import { addDays, compareDates, wallTimeAt, type LocalDate } from '../time/zoned-time';

export function constraintsOf(meeting: ParticipantViewDto['meeting']): MeetingConstraints {
  return {
    windowStart: Date.parse(meeting.windowStart),
    windowEnd: Date.parse(meeting.windowEnd),
    organizerZone: meeting.organizerZone,
    allowedWeekdays: meeting.allowedWeekdays,
    allowedHours: meeting.allowedHours,
  };
}

const dayText = (date: LocalDate) => formatShortDate(Date.UTC(date.year, date.month - 1, date.day), 'UTC');

/** The page whose week holds the instant (the first saved answer, so an edit opens where it was). */
function pageOf(plan: GridPlan, instant: number | undefined): number {
  if (instant === undefined || !Number.isFinite(instant)) return 0;
  const day = wallTimeAt(plan.zone, instant);
  const index = plan.days.findIndex((d) => compareDates(d, day) === 0);
  return index < 0 ? 0 : Math.floor(index / DAYS_PER_PAGE);
}

/** The grid of one week of the meeting window in the chosen zone, rebuilt when the zone changes. */
export function useMeetingGrid(
  meeting: ParticipantViewDto['meeting'],
  zone: string,
  firstMarked: number | undefined,
) {
  const constraints = useMemo(() => constraintsOf(meeting), [meeting]);
  const plan = useMemo(() => planTimeGrid(zone, constraints), [zone, constraints]);
  const pages = pageCount(plan);
  const [requestedPage, setPage] = useState(() => pageOf(plan, firstMarked));
  const page = Math.min(requestedPage, pages - 1);
  const columns = useMemo(() => buildGridPage(plan, constraints, page), [plan, constraints, page]);
  const first = plan.days[page * DAYS_PER_PAGE];
  const last = first ? addDays(first, columns.length - 1) : undefined;
  const rangeLabel = first && last ? `${dayText(first)} – ${dayText(last)}` : '';
  return { plan, columns, page, pages, setPage, rangeLabel, constraints };
}
