import { signedInUser } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import type { TestApp } from '../support/test-app';

export const testCredentialsKey = Buffer.alloc(32, 23).toString('base64');
const HOUR = 60 * 60_000;

/** The admin first (the first account is the admin), then the organizer who sends the meetings. */
export async function organizerOf(t: TestApp) {
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  return signedInUser(t, 'olga@example.com', 'Olga Organizer');
}

/** A meeting from day 2 to day 9 (UTC midnights) and its participants' tokens. */
export async function meetingWithTokens(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest(),
  });
  if (res.statusCode !== 201) throw new Error(`meeting not created: ${res.body}`);
  const meeting = res.json() as { id: string; participants: { link: string }[] };
  return { id: meeting.id, tokens: meeting.participants.map((p) => tokenOf(p.link)) };
}

/** An instant inside the test meetings' window: `day` days from today at `hour` UTC. */
export const at = (day: number, hour: number) => dayFromNow(day) + hour * HOUR;
export const windowStart = () => dayFromNow(2);
export const windowEnd = () => dayFromNow(9);

export function icsCalendar(
  events: { uid: string; start: number; end: number; status?: string }[],
  name = 'Home',
): string {
  const stamp = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Overlap tests//EN', `X-WR-CALNAME:${name}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20240101T000000Z',
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      'SUMMARY:Private dentist appointment',
      ...(event.status ? [`STATUS:${event.status}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** Every text stored in every table of the database, to look for secrets in it. */
export async function databaseText(t: TestApp): Promise<string> {
  const tables = (await t.database.db.execute(
    `select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables.rows) {
    const rows = (await t.database.db.execute(
      `select * from "${table_schema}"."${table_name}"`,
    )) as unknown as { rows: unknown[] };
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}

export const readUrl = (token: string) => `/api/participant/calendar/read?token=${token}`;
