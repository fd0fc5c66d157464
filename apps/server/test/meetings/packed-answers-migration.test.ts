import { expect, it } from 'vitest';
import { unpackBusy } from '../../src/features/connections/busy-packing';
import { connectionRepository } from '../../src/features/connections/connection-repository';
import { meetingRepository } from '../../src/features/meetings/records/meeting-repository';
import { migrationBed } from '../support/migration-handle';
import { organizerAndMeetingSql } from '../support/migration-rows';

const PACKING = '0018_packed_answer_intervals';
const minute = (iso: string) => Date.parse(iso);

const bed = migrationBed(PACKING);

it('converts stored JSONB answers and calendar copies to packed minutes in SQL: busy widened, painted narrowed, empty dropped', async () => {
  await bed.migrateToBefore();
  const painted = [
    // Narrowed inward to 21:00–22:59.
    { start: minute('2025-03-30T20:59:59.999Z'), end: minute('2025-03-30T22:59:30Z') },
    // Shorter than a whole minute once narrowed: dropped.
    { start: minute('2025-03-30T23:10:10Z'), end: minute('2025-03-30T23:10:50Z') },
  ];
  const busy = [
    { start: minute('2025-03-30T00:30:00.500Z'), end: minute('2025-03-30T01:00:00Z') },
    { start: minute('2025-10-26T00:59:01Z'), end: minute('2025-10-26T01:00:00.001Z') },
  ];
  await bed.exec(`${organizerAndMeetingSql('2025-03-29T00:00Z', '2025-11-01T00:00Z')}
    insert into meeting_participants (id, meeting_id, email, token_hash, token_sealed)
      values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'bo@example.com', 'h1', 's1'),
             ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', 'cy@example.com', 'h2', 's2');
    insert into meeting_availability (participant_id, painted, available, if_need_be, busy, tentative)
      values ('00000000-0000-4000-8000-000000000003', true, '${JSON.stringify(painted)}', '[]', '[]', '[]'),
             ('00000000-0000-4000-8000-000000000004', false, '[]', '[]', '${JSON.stringify(busy)}', '${JSON.stringify(busy.slice(1))}');
  `);
  const copy = [
    { start: minute('2025-03-30T00:59:59Z'), end: minute('2025-03-30T02:00:00Z'), kind: 'busy' },
    { start: minute('2025-03-30T01:30:00Z'), end: minute('2025-03-30T01:45:30Z'), kind: 'tentative' },
    { start: minute('2025-03-31T09:00:00Z'), end: minute('2025-03-31T10:00:00Z'), kind: 'busy' },
  ];
  await bed.exec(`
    insert into calendar_connections (id, user_id, provider, account_label, credentials)
      values ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001', 'caldav', 'Ana', 'sealed');
    insert into connected_calendars (id, connection_id, user_id, provider_calendar_id, name)
      values ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000005',
        '00000000-0000-4000-8000-000000000001', '/cal/ana/', 'Work');
    insert into calendar_busy_cache (calendar_id, intervals, items, range_start, range_end, fetched_at)
      values ('00000000-0000-4000-8000-000000000006', '${JSON.stringify(copy)}', null,
        '2025-03-29T00:00Z', '2025-04-29T00:00Z', '2025-03-29T00:00Z');
  `);
  await bed.migrateToLatest();

  const [cache] = await connectionRepository.busyCacheOf(bed.db, ['00000000-0000-4000-8000-000000000006']);
  expect(unpackBusy(cache!)).toEqual([
    { start: minute('2025-03-30T00:59Z'), end: minute('2025-03-30T02:00Z'), kind: 'busy' },
    { start: minute('2025-03-30T01:30Z'), end: minute('2025-03-30T01:46Z'), kind: 'tentative' },
    { start: minute('2025-03-31T09:00Z'), end: minute('2025-03-31T10:00Z'), kind: 'busy' },
  ]);

  const bo = await meetingRepository.answerOf(bed.db, '00000000-0000-4000-8000-000000000003');
  expect(bo).toEqual({
    painted: true,
    available: [{ start: minute('2025-03-30T21:00Z'), end: minute('2025-03-30T22:59Z') }],
    ifNeedBe: [],
    busy: [],
    tentative: [],
  });
  const cy = await meetingRepository.answerOf(bed.db, '00000000-0000-4000-8000-000000000004');
  const widened = [
    { start: minute('2025-03-30T00:30Z'), end: minute('2025-03-30T01:00Z') },
    { start: minute('2025-10-26T00:59Z'), end: minute('2025-10-26T01:01Z') },
  ];
  expect(cy).toEqual({
    painted: false,
    available: [],
    ifNeedBe: [],
    busy: widened,
    tentative: widened.slice(1),
  });
  const [packed] = await meetingRepository.availabilityOf(bed.db, ['00000000-0000-4000-8000-000000000004']);
  expect(packed!.busy).toBeInstanceOf(Int32Array);
  expect([...packed!.busy]).toEqual(widened.flatMap((i) => [i.start / 60_000, i.end / 60_000]));
});

it('stores new answers packed and reads them back the same', async () => {
  const id = '00000000-0000-4000-8000-000000000003';
  const answer = {
    painted: true,
    available: [{ start: minute('2025-10-26T00:45Z'), end: minute('2025-10-26T02:15Z') }],
    ifNeedBe: [{ start: minute('2025-10-27T23:00Z'), end: minute('2025-10-28T00:30Z') }],
    busy: [{ start: minute('2025-10-26T00:00:20Z'), end: minute('2025-10-26T00:10:40Z') }],
    tentative: [],
  };
  await meetingRepository.saveAvailability(bed.db, id, answer);
  expect(await meetingRepository.answerOf(bed.db, id)).toEqual({
    ...answer,
    busy: [{ start: minute('2025-10-26T00:00Z'), end: minute('2025-10-26T00:11Z') }],
  });
});
