import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/features/admin/admin-command';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

describe('npm run admin -- grant|revoke <email>', () => {
  let t: TestApp;
  let ownerHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('grants and revokes admin by e-mail', async () => {
    const owner = await signedInUser(t, 'owner@example.com');
    ownerHeaders = owner.headers;
    const helper = await signedInUser(t, 'helper@example.com');
    for (const user of [owner, helper]) await t.app.inject({ url: '/api/me', headers: user.headers });
    const status = async () =>
      (await t.app.inject({ url: '/api/admin/analytics', headers: helper.headers })).statusCode;
    expect(await status()).toBe(403);

    const granted = await runAdminCommand(['grant', ' Helper@Example.com '], t.database.db, []);
    expect(granted).toEqual({ ok: true, message: 'helper@example.com is now an admin.' });
    expect(await status()).toBe(200);

    const revoked = await runAdminCommand(['revoke', 'helper@example.com'], t.database.db, []);
    expect(revoked.ok).toBe(true);
    expect(await status()).toBe(403);

    // Both changes are in the audit log the Admin page reads, named as the command line's.
    const log = await t.app.inject({ url: '/api/admin/audit-log', headers: owner.headers });
    expect(log.statusCode).toBe(200);
    const entries = (log.json() as { entries: { action: string; actorEmail: string; targetLabel: string }[] })
      .entries;
    expect(entries.slice(0, 2).map((e) => [e.action, e.actorEmail, e.targetLabel])).toEqual([
      ['role.revoked', 'npm run admin', 'helper@example.com'],
      ['role.granted', 'npm run admin', 'helper@example.com'],
    ]);
  });

  it('never revokes the last admin, as the Users page does not', async () => {
    const refused = await runAdminCommand(['revoke', 'owner@example.com'], t.database.db, []);
    expect(refused).toEqual({
      ok: false,
      message:
        'owner@example.com is the last admin. At least one admin must remain. Make someone else an admin first.',
    });
    const stillAdmin = await t.app.inject({ url: '/api/admin/analytics', headers: ownerHeaders });
    expect(stillAdmin.statusCode).toBe(200);
  });

  it('explains what went wrong', async () => {
    expect(await runAdminCommand(['promote', 'a@b.co'], t.database.db, [])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Usage: npm run admin -- grant\|revoke <email>/),
    });
    expect(await runAdminCommand(['grant', 'nobody@example.com'], t.database.db, [])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/No user with the e-mail nobody@example.com has signed in yet/),
    });
    expect(
      await runAdminCommand(['revoke', 'listed@example.com'], t.database.db, ['listed@example.com']),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/ADMIN_EMAILS/),
    });
  });
});
