import { describe, expect, it } from 'vitest';
import { applyRetention } from '../../src/features/privacy/retention-job';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import { typedClient, dataOf } from '../support/typed-client';
import {
  HANDLED,
  countRowsReferring,
  discoverReferences,
  expectNoRowsReferring,
  referenceName,
} from './schema-walk';

const DAY = 24 * 60 * 60_000;
const at = (hour: number) => dayFromNow(3) + hour * 3600_000;
const bed = appWithPeopleForFile();

const rows = async <T>(query: string) => (await bed.t.database.db.execute(query)) as unknown as { rows: T[] };

/** A request Ana and Ben answered, with their e-mails in the outbox. */
async function answeredMeeting(headers = bed.olga.headers) {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest(),
  });
  expect(res.statusCode).toBe(201);
  const meeting = res.json() as { id: string; participants: { id: string; link: string }[] };
  for (const p of meeting.participants.slice(0, 2)) {
    const answer = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(p.link)}`,
      payload: { timeZone: 'UTC', painted: true, available: [{ start: at(9), end: at(12) }] },
    });
    expect(answer.statusCode).toBe(200);
  }
  const participantIds = meeting.participants.map((p) => p.id);
  expect(await countRowsReferring(bed.t, 'meeting_availability', 'participant_id', participantIds)).toBe(2);
  expect(await countRowsReferring(bed.t, 'outbox', 'meeting_id', [meeting.id])).toBeGreaterThan(0);
  return { ...meeting, participantIds };
}

const remove = (id: string, headers: Record<string, string> = bed.olga.headers) =>
  bed.t.app.inject({ method: 'DELETE', url: `/api/meetings/${id}`, headers });

describe('the schema walk', () => {
  it('knows how every reference to a person, a meeting or a participant is handled', async () => {
    const found = (await discoverReferences(bed.t)).map(referenceName).sort();
    expect(found).toEqual(Object.keys(HANDLED).sort());
  });
});

describe('deleting a meeting request', () => {
  it('deletes an open request with its people, answers and e-mails, then answers 404', async () => {
    const meeting = await answeredMeeting();
    const res = await remove(meeting.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: meeting.id, deleted: true, cancelled: false });

    await expectNoRowsReferring(bed.t, 'meetings', [meeting.id]);
    await expectNoRowsReferring(bed.t, 'meeting_participants', meeting.participantIds);
    const mails = await rows<{ n: number }>(
      `select count(*)::int as n from outbox where ${meeting.participantIds.map((id) => `dedupe_key like '%${id}%'`).join(' or ')}`,
    );
    expect(mails.rows[0]!.n).toBe(0);

    expect(
      (await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.olga.headers })).statusCode,
    ).toBe(404);
    const again = await remove(meeting.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No meeting with this id.');
    const link = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0]!.link)}`,
    });
    expect(link.statusCode).toBe(404);
  });

  it('cancels a booked meeting still ahead first: everyone gets the cancellation, nothing else stays', async () => {
    const meeting = await answeredMeeting();
    const book = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.olga.headers,
      payload: { start: at(10) },
    });
    expect(book.statusCode).toBe(200);
    const res = await bed.t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meeting.id}`,
      headers: bed.olga.headers,
      payload: { reason: 'Plans changed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: meeting.id, deleted: true, cancelled: true });

    await expectNoRowsReferring(bed.t, 'meetings', [meeting.id]);
    await expectNoRowsReferring(bed.t, 'meeting_participants', meeting.participantIds);
    const left = await rows<{
      template_key: string;
      to_address: string;
      meeting_id: string | null;
      text: string;
    }>(
      `select template_key, to_address, meeting_id, text from outbox where ${meeting.participantIds.map((id) => `dedupe_key like '%${id}%'`).join(' or ')} order by to_address`,
    );
    expect(left.rows.map((r) => [r.template_key, r.to_address, r.meeting_id])).toEqual([
      ['cancelled', 'ana@example.com', null],
      ['cancelled', 'ben@example.com', null],
      ['cancelled', 'cy@example.com', null],
    ]);
    expect(left.rows[0]!.text).toContain('Plans changed');
    expect(left.rows.map((r) => r.text).join('\n')).not.toContain('token=');
  });

  it('touches only the caller’s own meetings', async () => {
    const meeting = await answeredMeeting();
    expect((await remove(meeting.id, bed.sam.headers)).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(404);
    expect(await countRowsReferring(bed.t, 'meeting_participants', 'meeting_id', [meeting.id])).toBe(3);
  });

  it('needs the meetings:write scope through the API', async () => {
    const meeting = await answeredMeeting();
    const keyFor = async (scopes: string[]) => {
      const res = await bed.t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: bed.olga.headers,
        payload: { name: scopes.join(' '), scopes },
      });
      expect(res.statusCode).toBe(201);
      return typedClient(bed.t.app, (res.json() as { key: string }).key);
    };
    const params = { path: { id: meeting.id } };
    const readOnly = await (await keyFor(['meetings:read'])).DELETE('/api/v1/meetings/{id}', { params });
    expect(readOnly.response.status).toBe(403);
    expect(await countRowsReferring(bed.t, 'meeting_participants', 'meeting_id', [meeting.id])).toBe(3);
    const writer = await (
      await keyFor(['meetings:read', 'meetings:write'])
    ).DELETE('/api/v1/meetings/{id}', {
      params,
    });
    expect(dataOf(writer)).toEqual({ id: meeting.id, deleted: true, cancelled: expect.any(Boolean) });
    await expectNoRowsReferring(bed.t, 'meetings', [meeting.id]);
  });
});

describe('retention', () => {
  it('deletes answers and calendar reads the set days after booking, and old message bodies', async () => {
    const meeting = await answeredMeeting();
    const open = await answeredMeeting();
    await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.olga.headers,
      payload: { start: at(10) },
    });
    const [{ closed_at }] = (
      await rows<{ closed_at: string }>(`select closed_at from meetings where id = '${meeting.id}'`)
    ).rows as [{ closed_at: string }];
    const closedAt = new Date(closed_at).getTime();
    const days = { answersDaysAfterClose: 30, messageBodiesDays: 30 };

    await applyRetention(bed.t.database.db, days, closedAt + 30 * DAY - 60_000);
    expect(
      await countRowsReferring(bed.t, 'meeting_availability', 'participant_id', meeting.participantIds),
    ).toBe(2);

    await applyRetention(bed.t.database.db, days, closedAt + 30 * DAY + 60_000);
    await expectNoRowsReferring(bed.t, 'meeting_participants', meeting.participantIds);
    // The request itself stays until its organizer deletes it; an open request keeps its answers.
    expect(await countRowsReferring(bed.t, 'meeting_participants', 'meeting_id', [meeting.id])).toBe(3);
    expect(
      await countRowsReferring(bed.t, 'meeting_availability', 'participant_id', open.participantIds),
    ).toBe(2);
    // Every e-mail here was made before the booking, so all are older than 30 days at that instant.
    expect(await countRowsReferring(bed.t, 'outbox', 'meeting_id', [meeting.id, open.id])).toBe(0);
  });

  it('keeps message bodies younger than the set days', async () => {
    const meeting = await answeredMeeting();
    const [{ created_at }] = (
      await rows<{ created_at: string }>(
        `select max(created_at) as created_at from outbox where meeting_id = '${meeting.id}'`,
      )
    ).rows as [{ created_at: string }];
    const newest = new Date(created_at).getTime();
    const before = await countRowsReferring(bed.t, 'outbox', 'meeting_id', [meeting.id]);
    await applyRetention(
      bed.t.database.db,
      { answersDaysAfterClose: 30, messageBodiesDays: 7 },
      newest + 7 * DAY - 60_000,
    );
    expect(await countRowsReferring(bed.t, 'outbox', 'meeting_id', [meeting.id])).toBeGreaterThanOrEqual(1);
    expect(before).toBeGreaterThanOrEqual(1);
    await applyRetention(
      bed.t.database.db,
      { answersDaysAfterClose: 30, messageBodiesDays: 7 },
      newest + 7 * DAY + 60_000,
    );
    expect(await countRowsReferring(bed.t, 'outbox', 'meeting_id', [meeting.id])).toBe(0);
  });
});

describe('the retention job', () => {
  it('is queued for the next whole hour and, when due, deletes with the configured days', async () => {
    const queued = await rows<{ id: string; start_after: string }>(
      `select id::text, start_after::text from pgboss.job where name = 'privacy-retention' and state = 'created'`,
    );
    expect(queued.rows).toHaveLength(1);
    expect(new Date(queued.rows[0]!.start_after).getTime() % 3_600_000).toBe(0);

    const meeting = await answeredMeeting();
    await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.olga.headers,
      payload: { start: at(10) },
    });
    // Booked 31 days ago, as far as the job can tell: past the default 30 days.
    await bed.t.database.db.execute(
      `update meetings set closed_at = now() - interval '31 days' where id = '${meeting.id}'`,
    );
    const due = queued.rows[0]!.id;
    await bed.t.database.db.execute(`update pgboss.job set start_after = now() where id = '${due}'`);
    await eventually(
      async () =>
        (await rows(`select 1 from pgboss.job where id = '${due}' and state = 'completed'`)).rows.length,
      (n) => n === 1,
      'the retention job to run',
    );
    expect(
      await countRowsReferring(bed.t, 'meeting_availability', 'participant_id', meeting.participantIds),
    ).toBe(0);
    const next = await rows(
      `select 1 from pgboss.job where name = 'privacy-retention' and state = 'created'`,
    );
    expect(next.rows).toHaveLength(1);
  }, 60_000);
});
