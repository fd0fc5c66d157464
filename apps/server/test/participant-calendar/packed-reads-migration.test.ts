import { expect, it } from 'vitest';
import { participantCalendarRepository as repo } from '../../src/features/participant-calendar/read-repository';
import { migrationBed } from '../support/migration-handle';
import { organizerAndMeetingSql } from '../support/migration-rows';

const at = (iso: string) => Date.parse(iso);
const PARTICIPANT = '00000000-0000-4000-8000-000000000003';
const READ_AT = new Date('2026-03-28T23:50:00Z');

const bed = migrationBed('0020_packed_calendar_reads');

it('converts a pending calendar read from JSONB to packed minutes in SQL: widened, empty dropped, DST days intact', async () => {
  await bed.migrateToBefore();
  const busy = [
    // Across Europe's spring change (2026-03-29 01:00 UTC), widened to 00:59–01:01.
    { start: at('2026-03-29T00:59:30.250Z'), end: at('2026-03-29T01:00:00.001Z') },
    // Empty: dropped.
    { start: at('2026-03-29T03:00:00Z'), end: at('2026-03-29T03:00:00Z') },
    // Across New York's autumn change (2026-11-01 06:00 UTC), whole minutes already.
    { start: at('2026-11-01T05:30:00Z'), end: at('2026-11-01T06:30:00Z') },
  ];
  const tentative = [{ start: at('2026-12-31T23:59:59Z'), end: at('2027-01-01T00:00:01Z') }];
  await bed.exec(`${organizerAndMeetingSql('2026-03-28T00:00Z', '2027-01-02T00:00Z')}
    insert into meeting_participants (id, meeting_id, email, token_hash, token_sealed)
      values ('${PARTICIPANT}', '00000000-0000-4000-8000-000000000002', 'bo@example.com', 'h1', 's1');
    insert into participant_calendar_reads (participant_id, busy, tentative, unread_calendars, source_label, read_at, expires_at)
      values ('${PARTICIPANT}', '${JSON.stringify(busy)}', '${JSON.stringify(tentative)}', '["Holidays"]',
        'Google Calendar', '${READ_AT.toISOString()}', '2026-03-29T00:20:00Z');
  `);
  await bed.migrateToLatest();

  const read = await repo.readOf(bed.db, PARTICIPANT, READ_AT);
  expect(read).toMatchObject({
    busy: [
      { start: at('2026-03-29T00:59Z'), end: at('2026-03-29T01:01Z') },
      { start: at('2026-11-01T05:30Z'), end: at('2026-11-01T06:30Z') },
    ],
    tentative: [{ start: at('2026-12-31T23:59Z'), end: at('2027-01-01T00:01Z') }],
    unreadCalendars: ['Holidays'],
    sourceLabel: 'Google Calendar',
  });
});

it('stores a new read packed and hands it back in milliseconds, widened to whole minutes', async () => {
  const busy = [{ start: at('2026-10-25T00:59:10Z'), end: at('2026-10-25T01:00:50Z') }];
  const saved = await repo.saveRead(bed.db, {
    participantId: PARTICIPANT,
    busy,
    tentative: [],
    unreadCalendars: [],
    sourceLabel: 'Outlook',
    readAt: READ_AT,
    expiresAt: new Date('2026-03-29T00:20:00Z'),
  });
  const widened = [{ start: at('2026-10-25T00:59Z'), end: at('2026-10-25T01:01Z') }];
  expect(saved.busy).toEqual(widened);
  expect((await repo.readOf(bed.db, PARTICIPANT, READ_AT))!.busy).toEqual(widened);
  const stored = (await bed.db.execute(
    `select octet_length(busy) as bytes from participant_calendar_reads where participant_id = '${PARTICIPANT}'`,
  )) as unknown as { rows: { bytes: number }[] };
  expect(Number(stored.rows[0]!.bytes)).toBe(8);
});
