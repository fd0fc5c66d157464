/**
 * SQL for the rows that data-converting migrations' tests start from, in the columns every schema since
 * the packing migrations (0018) has: Ana (…0001) organizes "Plan" (…0002), a 30-minute weekday meeting
 * in London from `windowStart` to `windowEnd`.
 */
export function organizerAndMeetingSql(windowStart: string, windowEnd: string): string {
  return `
    insert into users (id, issuer, subject, email, name, first_name, last_name)
      values ('00000000-0000-4000-8000-000000000001', 'https://idp.example', 'ana', 'ana@example.com', 'Ana', 'Ana', '');
    insert into meetings (id, organizer_id, title, duration_minutes, window_start, window_end, allowed_weekdays,
        organizer_zone, ical_uid)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Plan', 30,
        '${windowStart}', '${windowEnd}', '[1,2,3,4,5]', 'Europe/London', 'uid-1');`;
}
