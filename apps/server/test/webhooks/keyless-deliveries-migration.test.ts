import { expect, it } from 'vitest';
import { eraseMeeting } from '../../src/features/privacy/erasure-repository';
import { applyRetention } from '../../src/features/privacy/retention-job';
import { migrationBed } from '../support/migration-handle';

const MIGRATION = '0033_retention_leftovers';
const ANA = '00000000-0000-4000-8000-000000000001';
const KEPT = '00000000-0000-4000-8000-000000000002';
const GONE = '00000000-0000-4000-8000-000000000009';
const HOOK = '00000000-0000-4000-8000-000000000003';
const DAY = 24 * 60 * 60_000;

const bed = migrationBed(MIGRATION);

/** A delivery as the first webhook release stored participant.answered: no dedupe key, no meeting. */
const body = (event: string, meetingId: string) =>
  JSON.stringify({
    type: event,
    timestamp: '2026-11-20T09:00:00.000Z',
    data: { meeting: { id: meetingId, title: 'Plan' }, participant: { email: 'bo@example.com' } },
  });

async function deliveries(): Promise<{ id: string; meeting_id: string | null }[]> {
  const result = await bed.db.execute(
    `select id::text, meeting_id::text from webhook_deliveries order by id`,
  );
  return (result as unknown as { rows: { id: string; meeting_id: string | null }[] }).rows;
}

it('links keyless deliveries to their meeting, so deleting it takes them, and drops those of meetings already gone', async () => {
  await bed.migrateToBefore();
  await bed.exec(`
    insert into users (id, issuer, subject, email, name, first_name, last_name)
      values ('${ANA}', 'https://idp.example', 'ana', 'ana@example.com', 'Ana', 'Ana', '');
    insert into meetings (id, organizer_id, title, duration_minutes, window_start, window_end, allowed_weekdays,
        organizer_zone, ical_uid)
      values ('${KEPT}', '${ANA}', 'Plan', 30, '2026-11-23T00:00Z', '2026-11-28T00:00Z', '[1,2,3,4,5]',
        'Europe/London', 'uid-1');
    insert into webhooks (id, user_id, url, events, secret_sealed)
      values ('${HOOK}', '${ANA}', 'https://hooks.example/x', '["participant.answered"]', 'sealed');
    insert into webhook_deliveries (id, webhook_id, meeting_id, event, dedupe_key, body, created_at)
      values ('00000000-0000-4000-8000-00000000000a', '${HOOK}', null, 'participant.answered', null,
                '${body('participant.answered', KEPT)}', '2026-11-20T09:00Z'),
             ('00000000-0000-4000-8000-00000000000b', '${HOOK}', null, 'meeting.ready', null,
                '${body('meeting.ready', KEPT)}', '2026-11-20T09:00Z'),
             ('00000000-0000-4000-8000-00000000000c', '${HOOK}', null, 'participant.answered', null,
                '${body('participant.answered', GONE)}', '2026-11-20T09:00Z'),
             ('00000000-0000-4000-8000-00000000000d', '${HOOK}', null, 'webhook.test', null,
                '{"type":"webhook.test","data":{"webhook":{"id":"${HOOK}"}}}', '2026-11-20T09:00Z');
  `);
  await bed.migrateToLatest();

  expect(await deliveries()).toEqual([
    { id: '00000000-0000-4000-8000-00000000000a', meeting_id: KEPT },
    { id: '00000000-0000-4000-8000-00000000000b', meeting_id: KEPT },
    { id: '00000000-0000-4000-8000-00000000000d', meeting_id: null },
  ]);

  await bed.db.transaction((tx) => eraseMeeting(tx as unknown as typeof bed.db, ANA, KEPT));
  expect(await deliveries()).toEqual([{ id: '00000000-0000-4000-8000-00000000000d', meeting_id: null }]);

  // Without a key or a meeting, retention still deletes it by its age.
  const days = { answersDaysAfterClose: 30, messageBodiesDays: 30 };
  await applyRetention(bed.db, days, Date.parse('2026-11-20T09:00Z') + 30 * DAY - 60_000);
  expect(await deliveries()).toHaveLength(1);
  await applyRetention(bed.db, days, Date.parse('2026-11-20T09:00Z') + 30 * DAY + 60_000);
  expect(await deliveries()).toEqual([]);
});
