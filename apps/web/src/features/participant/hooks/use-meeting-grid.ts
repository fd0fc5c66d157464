import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useMemo, useState } from 'react';
import { formatShortDate } from '../time/format-in-zone';
import {
  buildGridPage,
  buildTypicalWeekPage,
  firstOpenInstant,
  pageCount,
  pageOfInstant,
  planTimeGrid,
  weekPages,
  type MeetingConstraints,
} from '../time/time-grid';
import type { LocalDate } from '../time/zoned-time';

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

/**
 * One week of the meeting's grid in the chosen zone, rebuilt when the zone changes. It opens on the week
 * of the first marked time still ahead (so an edit opens where it was), else of the first open time. A
 * series is answered as one typical week: a single page, a column per weekday.
 */
export function useMeetingGrid(
  meeting: ParticipantViewDto['meeting'],
  zone: string,
  now: number,
  firstMarkedAhead: number | null,
) {
  const constraints = useMemo(() => constraintsOf(meeting), [meeting]);
  const [allHours, setAllHours] = useState(false);
  const plan = useMemo(() => planTimeGrid(zone, constraints, { allHours }), [zone, constraints, allHours]);
  const typicalWeek = meeting.recurrence !== null;
  const pages = typicalWeek ? 1 : pageCount(plan);
  const [requestedPage, setPage] = useState(() =>
    pageOfInstant(plan, firstMarkedAhead ?? firstOpenInstant(plan, now)),
  );
  const page = Math.min(requestedPage, pages - 1);
  const columns = useMemo(
    () => (typicalWeek ? buildTypicalWeekPage(plan, now) : buildGridPage(plan, page, now)),
    [typicalWeek, plan, page, now],
  );
  const week = useMemo(() => weekPages(plan)[page] ?? [], [plan, page]);
  const first = week[0];
  const last = week.at(-1);
  const rangeLabel = first && last ? `${dayText(first)} – ${dayText(last)}` : '';
  return { plan, columns, page, pages, setPage, rangeLabel, allHours, setAllHours, typicalWeek };
}
