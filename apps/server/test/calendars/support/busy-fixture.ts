import { berlinVtimezone, vcalendar, vevent } from './ics-builder';

/**
 * A weekly meeting on Mondays 09:00–10:00 in Berlin from 4 March 2024: 18 March cancelled, and 25 March
 * moved to Tuesday 26 March, 14:00–15:00.
 */
export function weeklyBerlinMondays(): string[][] {
  return [
    vevent({
      UID: 'weekly@t',
      'DTSTART;TZID=Europe/Berlin': '20240304T090000',
      'DTEND;TZID=Europe/Berlin': '20240304T100000',
      RRULE: 'FREQ=WEEKLY;BYDAY=MO',
      'EXDATE;TZID=Europe/Berlin': '20240318T090000',
    }),
    vevent({
      UID: 'weekly@t',
      'RECURRENCE-ID;TZID=Europe/Berlin': '20240325T090000',
      'DTSTART;TZID=Europe/Berlin': '20240326T140000',
      'DTEND;TZID=Europe/Berlin': '20240326T150000',
    }),
  ];
}

/** A calendar that exercises zones, DST, exceptions and all-day dates, shared by in-process and child-process tests. */
export function mixedCalendar(): string {
  return vcalendar(
    berlinVtimezone,
    ...weeklyBerlinMondays(),
    vevent({ 'DTSTART;VALUE=DATE': '20240320', 'DTEND;VALUE=DATE': '20240322' }),
    vevent({ DTSTART: '20240327T090000', DTEND: '20240327T093000' }),
    vevent({
      'DTSTART;TZID=America/New_York': '20240309T220000',
      'DTEND;TZID=America/New_York': '20240310T040000',
    }),
  );
}

export const mixedOptions = {
  range: { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 3, 10) },
  userZone: 'Asia/Kolkata',
};
