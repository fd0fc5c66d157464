import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { eventually } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/test-app';

// The privacy page says admin actions are recorded in an audit log; reading people's data is one of them.
// New Year's Eve, late evening UTC.
const NOW = Date.parse('2026-12-31T23:40:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('admins reading people’s data leave an entry in the audit log', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let member: Record<string, string>;
  let meetingId: string;

  beforeAll(async () => {
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
    boss = (await signedInUser(t, 'boss@example.com', 'Bea Boss')).headers;
    member = (await signedInUser(t, 'mia@example.com', 'Mia Member')).headers;
    await t.app.inject({ url: '/api/me', headers: boss });
    await t.app.inject({ url: '/api/me', headers: member });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...member, 'x-overlap-test-now': at(0) },
      payload: {
        title: 'Salary review',
        durationMinutes: 30,
        participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
        windowStart: '2027-01-04T00:00:00Z',
        windowEnd: '2027-01-09T00:00:00Z',
        allowedWeekdays: [1, 2, 3, 4, 5],
        allowedHours: null,
        organizerZone: 'Europe/Berlin',
        deadline: null,
        autoSchedule: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    meetingId = created.json().id;
  });
  afterAll(() => t.close());

  const asBossAt = (minutes: number, url: string) =>
    t.app.inject({ url, headers: { ...boss, 'x-overlap-test-now': at(minutes) } });
  const entries = async () =>
    (await t.app.inject({ url: '/api/admin/audit-log', headers: boss })).json().entries as {
      action: string;
      actorEmail: string;
      targetType: string;
      targetId: string;
      targetLabel: string;
      createdAt: string;
    }[];
  const reads = async (action: string) => (await entries()).filter((e) => e.action === action);

  it('records opening a meeting, once per quarter hour', async () => {
    expect((await asBossAt(1, `/api/admin/meetings/${meetingId}`)).statusCode).toBe(200);
    expect((await asBossAt(6, `/api/admin/meetings/${meetingId}`)).statusCode).toBe(200);
    expect(await reads('meeting.viewed')).toEqual([
      expect.objectContaining({
        actorEmail: 'boss@example.com',
        targetType: 'meeting',
        targetId: meetingId,
        targetLabel: 'Salary review',
        createdAt: at(1),
      }),
    ]);
    expect((await asBossAt(17, `/api/admin/meetings/${meetingId}`)).statusCode).toBe(200);
    expect((await reads('meeting.viewed')).map((e) => e.createdAt)).toEqual([at(17), at(1)]);
  });

  it('records searching people and listing meetings, with what was asked', async () => {
    expect((await asBossAt(2, '/api/admin/users?q=mia')).statusCode).toBe(200);
    expect((await asBossAt(3, '/api/admin/meetings?q=salary&status=collecting')).statusCode).toBe(200);
    expect(await reads('users.viewed')).toEqual([
      expect.objectContaining({ targetType: 'user', targetLabel: '“mia”, page 1', createdAt: at(2) }),
    ]);
    expect(await reads('meetings.viewed')).toEqual([
      expect.objectContaining({ targetLabel: '“salary”, collecting, page 1', createdAt: at(3) }),
    ]);
  });

  it('records reading an outbox e-mail, which holds a guest’s personal link', async () => {
    type Listed = { id: string; toAddress: string; subject: string };
    const listed = await eventually(
      async () => (await asBossAt(4, '/api/admin/outbox')).json().messages as Listed[],
      (messages) => messages.some((m) => m.toAddress === 'ana@example.com'),
      'the invitation to Ana is in the outbox',
    );
    const message = listed.find((m) => m.toAddress === 'ana@example.com')!;
    expect((await asBossAt(5, `/api/admin/outbox/${message.id}`)).statusCode).toBe(200);
    expect(await reads('outbox_message.viewed')).toEqual([
      expect.objectContaining({
        targetType: 'outbox_message',
        targetId: message.id,
        targetLabel: `${message.subject} → ana@example.com`,
      }),
    ]);
  });

  it('records nothing for someone who is refused', async () => {
    const before = (await entries()).length;
    const refused = await t.app.inject({ url: `/api/admin/meetings/${meetingId}`, headers: member });
    expect(refused.statusCode).toBe(403);
    expect((await asBossAt(30, '/api/admin/meetings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await entries()).length).toBe(before);
  });
});
