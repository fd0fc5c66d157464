import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

export type Kind = 'users' | 'meetings' | 'meeting_participants';

/**
 * Every column that points at a person, a meeting or a participant, and how deletion deals with it.
 * A new table with such a column is found by `discoverReferences` and fails the walk until it is added
 * here, with its handling decided.
 */
export const HANDLED: Record<string, string> = {
  'meetings.organizer_id -> users': 'deleted with the account (its meetings are erased first)',
  'calendar_connections.user_id -> users': 'deleted with the account',
  'connected_calendars.user_id -> users': 'deleted with the account',
  'calendar_oauth_states.user_id -> users': 'deleted with the account',
  'api_keys.user_id -> users': 'deleted with the account',
  'webhooks.user_id -> users': 'deleted with the account',
  'idempotent_requests.user_id -> users': 'deleted with the account (and after 24 hours)',
  'admin_audit_log.actor_id -> users': 'kept, detached: the log keeps the address as it was',
  'sign_up_invitations.invited_by -> users': 'kept, detached',
  'meeting_participants.meeting_id -> meetings': 'deleted with the meeting',
  'meeting_calendar_events.meeting_id -> meetings': 'deleted with the meeting (provider event by job)',
  'meeting_calendar_writes.meeting_id -> meetings': 'deleted with the meeting',
  'meeting_hold_states.meeting_id -> meetings': 'deleted with the meeting',
  'meeting_holds.user_id -> users':
    'deleted with the account (its calendars go with it); a deleted meeting’s holds are swept from the calendar',
  'meeting_hold_intents.user_id -> users':
    'deleted with the account (its calendars go with it); a deleted meeting’s are settled by the sweep',
  'webhooks.meeting_id -> meetings': 'deleted with the meeting',
  'idempotent_requests.meeting_id -> meetings': 'deleted with the meeting (and after 24 hours)',
  'outbox.meeting_id -> meetings': 'deleted with the meeting; its cancellation stays detached',
  'webhook_deliveries.meeting_id -> meetings': 'deleted with the meeting; its cancellation stays detached',
  'guest_hold_opt_ins.user_id -> users': 'deleted with the account; its holds are swept from the calendar',
  'guest_hold_opt_ins.meeting_id -> meetings': 'deleted with the meeting',
  'guest_hold_opt_ins.participant_id -> meeting_participants':
    'deleted with the participant; their holds are swept from the calendar',
  'meeting_availability.participant_id -> meeting_participants':
    'deleted with the meeting, forgotten, retention',
  'participant_calendar_reads.participant_id -> meeting_participants':
    'deleted with the meeting, forgotten, retention',
  'participant_calendar_oauth_states.participant_id -> meeting_participants':
    'deleted with the meeting, forgotten, retention',
};

export interface Reference {
  table: string;
  column: string;
  target: Kind;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Foreign keys to users, meetings and participants, read from the database itself. */
export async function discoverReferences(t: TestApp): Promise<Reference[]> {
  const result = await t.database.db.execute(`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as target
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
      and ccu.table_name in ('users', 'meetings', 'meeting_participants')
    order by 1, 2`);
  return rowsOf<Reference>(result);
}

export const referenceName = (r: Reference) => `${r.table}.${r.column} -> ${r.target}`;

/** Fails when a row anywhere still points at one of `ids` (of the given kind). */
export async function expectNoRowsReferring(t: TestApp, kind: Kind, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new Error('the walk needs ids to look for');
  const references = (await discoverReferences(t)).filter((r) => r.target === kind);
  expect(references.length).toBeGreaterThan(0);
  const list = ids.map((id) => `'${id.replace(/'/g, '')}'`).join(', ');
  const left: Record<string, number> = {};
  for (const r of references) {
    const result = await t.database.db.execute(
      `select count(*)::int as n from "${r.table}" where "${r.column}"::text in (${list})`,
    );
    const n = rowsOf<{ n: number }>(result)[0]!.n;
    if (n > 0) left[referenceName(r)] = n;
  }
  expect(left).toEqual({});
}

/** Counts the rows of a kind that do exist, so a walk cannot pass on data that was never there. */
export async function countRowsReferring(t: TestApp, table: string, column: string, ids: string[]) {
  const list = ids.map((id) => `'${id.replace(/'/g, '')}'`).join(', ');
  const result = await t.database.db.execute(
    `select count(*)::int as n from "${table}" where "${column}"::text in (${list})`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}
