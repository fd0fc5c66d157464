type TimeRanges = { start: string; end: string }[];

export const NINE_TO_FIVE: TimeRanges = [{ start: '09:00', end: '17:00' }];

/** A week of working hours as settings and answers carry it: `hours` Monday to Friday, none at the weekend. */
export function mondayToFriday(hours: TimeRanges) {
  return { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: [], sun: [] };
}
