import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/features/admin/admin-command';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

describe('npm run admin -- grant|revoke <email>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('grants and revokes admin by e-mail', async () => {
    const owner = await signedInUser(t, 'owner@example.com');
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
