import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUsersRepository } from '../../src/features/admin/admin-users-repository';
import { OidcFlow } from '../auth/support/oidc-flow';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

type Headers = Record<string, string>;

describe('admin users: search, roles, disabling, audit', () => {
  let t: TestApp;
  let boss: { id: string; headers: Headers };
  let userId: (headers: Headers) => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'listed@example.com', TRUST_PROXY: 'true' });
    // The first person to sign in becomes the admin.
    boss = await signedInUser(t, 'boss@example.com', 'Bea Boss');
    userId = async (headers) => (await t.app.inject({ url: '/api/me', headers })).json().id as string;
    await userId(boss.headers);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = boss.headers) => t.app.inject({ url, headers });
  const put = (url: string, payload: unknown, headers: Headers = boss.headers) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
  const role = (id: string, isAdmin: boolean, headers?: Headers) =>
    put(`/api/admin/users/${id}/role`, { isAdmin }, headers);
  const status = (id: string, disabled: boolean, headers?: Headers) =>
    put(`/api/admin/users/${id}/status`, { disabled }, headers);

  async function rows(query: string) {
    const result = await t.database.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  it('refuses anonymous callers (401) and people who are not admins (403) on every admin route', async () => {
    const member = await signedInUser(t, 'member@example.com', 'Mo Member');
    const memberId = await userId(member.headers);
    const routes = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/meetings'],
      ['GET', `/api/admin/meetings/${memberId}`],
      ['GET', '/api/admin/analytics/trends'],
      ['GET', '/api/admin/audit-log'],
      ['PUT', `/api/admin/users/${memberId}/role`],
      ['PUT', `/api/admin/users/${memberId}/status`],
    ] as const;
    for (const [method, url] of routes) {
      const anonymous = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const denied = await t.app.inject({
        method,
        url,
        headers: member.headers,
        payload: method === 'PUT' ? { isAdmin: true, disabled: false } : undefined,
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'forbidden', message: 'Admin privileges are required.' });
    }
    expect((await rows(`select is_admin from users where id = '${memberId}'`))[0]!.is_admin).toBe(false);
  });

  it('searches by e-mail and name, case-insensitively and literally, page by page, with meeting counts', async () => {
    for (let i = 0; i < 23; i++) {
      const person = await signedInUser(
        t,
        `pager${String(i).padStart(2, '0')}@example.org`,
        `Pat Pager ${i}`,
      );
      await userId(person.headers);
    }
    const pct = await signedInUser(t, 'hundred%@example.net', 'Percy Cent');
    const pctId = await userId(pct.headers);
    await t.database.db.execute(
      `insert into meetings (organizer_id, title, duration_minutes, window_start, window_end, allowed_weekdays, organizer_zone, ical_uid)
       values ('${pctId}', 'One', 30, now(), now() + interval '7 days', '[1]', 'UTC', 'count-1@test'),
              ('${pctId}', 'Two', 30, now(), now() + interval '7 days', '[1]', 'UTC', 'count-2@test')`,
    );

    const first = (await get('/api/admin/users?q=PAGER')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.users).toHaveLength(20);
    const second = (await get('/api/admin/users?q=pager&page=2')).json();
    expect(second.users).toHaveLength(3);
    const emails = [...first.users, ...second.users].map((u: { email: string }) => u.email);
    expect(new Set(emails).size).toBe(23);

    const byName = (await get('/api/admin/users?q=percy')).json();
    expect(byName.users).toEqual([
      expect.objectContaining({
        email: 'hundred%@example.net',
        meetingsCount: 2,
        isAdmin: false,
        disabledAt: null,
      }),
    ]);
    // `%` is a character to find, not "anything".
    const literal = (await get(`/api/admin/users?q=${encodeURIComponent('%')}`)).json();
    expect(literal.users.map((u: { email: string }) => u.email)).toEqual(['hundred%@example.net']);

    const tooFar = await get('/api/admin/users?page=0');
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('Pages start at 1.');
  });

  it('grants and revokes admin, writing each change to the audit log', async () => {
    const ana = await signedInUser(t, 'ana@example.com', 'Ana Admin');
    const anaId = await userId(ana.headers);
    const granted = await role(anaId, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user).toMatchObject({ id: anaId, isAdmin: true });
    expect((await get('/api/admin/users', ana.headers)).statusCode).toBe(200);

    const revoked = await role(anaId, false);
    expect(revoked.json().user.isAdmin).toBe(false);
    expect((await get('/api/admin/users', ana.headers)).statusCode).toBe(403);
    // Asking for what is already so changes nothing and records nothing.
    expect((await role(anaId, false)).statusCode).toBe(200);

    // Admins opening the Users page are recorded too (admin-read-audit.test.ts); this test is about changes.
    const changes = (await get('/api/admin/audit-log'))
      .json()
      .entries.filter((e: { action: string }) => !e.action.endsWith('.viewed'));
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'role.revoked',
        actorEmail: 'boss@example.com',
        targetLabel: 'ana@example.com',
      }),
      expect.objectContaining({
        action: 'role.granted',
        actorEmail: 'boss@example.com',
        targetLabel: 'ana@example.com',
      }),
    ]);
  });

  it('never revokes the last admin, and refuses to revoke an address listed in ADMIN_EMAILS', async () => {
    const bossId = await userId(boss.headers);
    const alone = await role(bossId, false);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'last_admin',
      message: 'At least one admin must remain. Make someone else an admin first.',
    });

    const listed = await signedInUser(t, 'listed@example.com', 'Lee Listed');
    const listedId = await userId(listed.headers);
    const refused = await role(listedId, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ADMIN_EMAILS');
    await t.database.db.execute(`update users set is_admin = false where id = '${listedId}'`);
  });

  it('leaves exactly one admin when two admins revoke each other at the same moment', async () => {
    const bossId = await userId(boss.headers);
    const rival = await signedInUser(t, 'rival@example.com', 'Rita Rival');
    const rivalId = await userId(rival.headers);
    for (let round = 0; round < 3; round++) {
      expect((await role(rivalId, true)).statusCode).toBe(200);
      const answers = await Promise.all([role(rivalId, false), role(bossId, false, rival.headers)]);
      // The loser is refused by the last-admin rule, or, if the winner committed first, as no longer an admin.
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await rows(`select email from users where is_admin and disabled_at is null`);
      expect(admins).toHaveLength(1);
      // Put the boss back in charge for the next round.
      if (admins[0]!.email === 'rival@example.com') {
        expect((await role(bossId, true, rival.headers)).statusCode).toBe(200);
        expect((await role(rivalId, false)).statusCode).toBe(200);
      }
    }
  });

  it('keeps one admin when the two changes reach the database together', async () => {
    const repo = createAdminUsersRepository(t.database.db);
    const bossId = await userId(boss.headers);
    const twin = await signedInUser(t, 'twin@example.com', 'Tom Twin');
    const twinId = await userId(twin.headers);
    const actors = {
      boss: { id: bossId, email: 'boss@example.com' },
      twin: { id: twinId, email: 'twin@example.com' },
    };
    for (const [revoke, disable] of [
      [true, true],
      [false, false],
      [true, false],
    ]) {
      await repo.setAdmin(actors.boss, twinId, true, []);
      const outcomes = await Promise.allSettled([
        revoke ? repo.setAdmin(actors.boss, twinId, false, []) : repo.setDisabled(actors.boss, twinId, true),
        disable ? repo.setDisabled(actors.twin, bossId, true) : repo.setAdmin(actors.twin, bossId, false, []),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failure = outcomes.find((o) => o.status === 'rejected')!;
      expect((failure.reason as { code: string }).code).toBe('last_admin');
      expect(await rows(`select email from users where is_admin and disabled_at is null`)).toHaveLength(1);
      // Back to the boss alone in charge, the twin enabled and not an admin.
      await t.database.db.execute(
        `update users set is_admin = (id = '${bossId}'), disabled_at = null where id in ('${bossId}', '${twinId}')`,
      );
    }
  });

  it('disabling ends the sessions and refresh tokens and refuses the still-valid access token', async () => {
    const flow = new OidcFlow(t.app, '198.51.100.77');
    const tokens = await flow.signUp('Dee Disabled', 'dee@example.com', 'correct horse battery');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const deeId = await userId(headers);
    const subject = (await rows(`select subject from users where id = '${deeId}'`))[0]!.subject as string;
    const payloads = async () =>
      (
        await rows(`select count(*)::int as n from oidc_payloads where payload->>'accountId' = '${subject}'`)
      )[0]!.n as number;
    expect(await payloads()).toBeGreaterThan(0);

    const disabled = await status(deeId, true);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().user.disabledAt).toEqual(expect.any(String));

    const refused = await t.app.inject({ url: '/api/me', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'account_disabled',
      message: 'This account has been disabled. Ask an administrator to enable it again.',
    });
    expect(await payloads()).toBe(0);
    const refreshed = await flow.refresh(tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');

    expect((await status(deeId, false)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers })).statusCode).toBe(200);

    const log = (await get('/api/admin/audit-log')).json();
    const changes = log.entries.filter((e: { action: string }) => !e.action.endsWith('.viewed'));
    expect(changes.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'user.enabled',
      'user.disabled',
    ]);
  });

  it('refuses to disable yourself or the last admin, and answers 404 for nobody', async () => {
    const bossId = await userId(boss.headers);
    const self = await status(bossId, true);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot disable your own account. Ask another admin.');

    const deputy = await signedInUser(t, 'deputy@example.com', 'Dan Deputy');
    const deputyId = await userId(deputy.headers);
    expect((await role(deputyId, true)).statusCode).toBe(200);
    expect((await status(deputyId, true)).statusCode).toBe(200);
    // The boss is now the only active admin: the deputy, once re-enabled, cannot disable them.
    expect((await status(deputyId, false)).statusCode).toBe(200);
    expect((await role(deputyId, false)).statusCode).toBe(200);

    const nobody = await role('00000000-0000-4000-8000-000000000000', true);
    expect(nobody.statusCode).toBe(404);
    const badId = await role('not-an-id', true);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The id is not valid.');
    const badBody = await put(`/api/admin/users/${deputyId}/role`, { isAdmin: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe('Send isAdmin as true or false.');
  });
});
