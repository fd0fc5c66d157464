import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../auth/support/signed-in-user';
import { json, rows, signUpWith, accessTokenOf, invitationLinkTo, admin } from './support/sign-up-helpers';

describe('SIGN_UP=open (the default)', () => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells the browser, lets anyone sign up, and thanks waitlisters without promising a wait', async () => {
    expect((await t.app.inject('/api/config')).json().site.signUp).toBe('open');
    adminHeaders = await admin(t);
    const { posted } = await signUpWith(t, { name: 'Ana', email: 'ana@example.com' });
    expect(posted.statusCode).toBe(303);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: json,
      payload: { email: 'later@example.com' },
    });
    expect(joined.json().message).toBe(
      "You've been added to our waitlist. Sign-up is already open: choose Get Started for Free whenever you like.",
    );
  });

  it('still sends invitations, and uses a link that came along so the admin sees who signed up', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'later@example.com' },
    });
    expect(sent.statusCode).toBe(201);
    const token = (await invitationLinkTo(t, 'later@example.com')).searchParams.get('invitation')!;
    const { posted } = await signUpWith(t, { name: 'Later', email: 'later@example.com' }, token);
    expect(posted.statusCode).toBe(303);
    const list = (await t.app.inject({ url: '/api/admin/waitlist', headers: adminHeaders })).json();
    const later = list.entries.find((entry: { email: string }) => entry.email === 'later@example.com');
    expect(later.signedUpAt).not.toBeNull();
    expect(later.joinedAt).not.toBeNull();
  });
});

describe('SIGN_UP=waitlist', () => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_UP: 'waitlist' });
    // A fresh install's first account needs no invitation: it becomes the admin who sends them.
    adminHeaders = await admin(t);
  });
  afterAll(() => t.close());

  it('keeps the specification’s thanks, which an invitation makes true', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: json,
      payload: { email: 'Wendy@Example.com' },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().message).toBe(
      "You've been added to our waitlist. We'll notify you when the beta is ready.",
    );
  });

  it('shows no sign-up form without an invitation, and refuses a sign-up posted anyway', async () => {
    const { form, posted } = await signUpWith(t, { name: 'Sam', email: 'sam@example.com' });
    expect(form.body).toContain('Join the waitlist on the home page');
    expect(form.body).not.toContain('name="password"');
    expect(posted.statusCode).toBe(403);
    const accounts = await rows(t, sql`select 1 from local_accounts where email = 'sam@example.com'`);
    expect(accounts).toHaveLength(0);
  });

  it('lists the waitlist for admins only', async () => {
    const stranger = await t.app.inject({ url: '/api/admin/waitlist' });
    expect(stranger.statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/waitlist', headers: adminHeaders });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ signUp: 'waitlist', total: 1 });
    expect(list.json().entries[0]).toMatchObject({ email: 'wendy@example.com', invitedAt: null });
  });

  it('invites by e-mail with a single-use link whose token is stored only as a hash', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'wendy@example.com' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().entry.email).toBe('wendy@example.com');

    const link = await invitationLinkTo(t, 'wendy@example.com');
    expect(link.pathname).toBe('/get-started');
    const token = link.searchParams.get('invitation')!;
    const [stored] = await rows<{ token_hash: string }>(
      t,
      sql`select token_hash from sign_up_invitations where email = 'wendy@example.com'`,
    );
    expect(stored!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const anywhere = await rows(t, sql`select 1 from sign_up_invitations where token_hash = ${token}`);
    expect(anywhere).toHaveLength(0);
    const audit = await rows<{ action: string; target_label: string }>(
      t,
      sql`select action, target_label from admin_audit_log where action = 'invitation.sent'`,
    );
    expect(audit).toEqual([{ action: 'invitation.sent', target_label: 'wendy@example.com' }]);

    // In waitlist mode the link's holder may use another address (a work one, say).
    const { flow, form, posted } = await signUpWith(t, { name: 'Wendy', email: 'wendy@work.example' }, token);
    expect(form.body).toContain('name="password"');
    expect(posted.statusCode).toBe(303);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${await accessTokenOf(flow, posted)}` },
    });
    expect(me.json()).toMatchObject({ email: 'wendy@work.example', isAdmin: false });

    const again = await signUpWith(t, { name: 'Eve', email: 'eve@example.com' }, token);
    expect(again.form.body).toContain('has expired or has already been used');
    expect(again.posted.statusCode).toBe(403);

    const list = (await t.app.inject({ url: '/api/admin/waitlist', headers: adminHeaders })).json();
    expect(list.entries[0]).toMatchObject({ email: 'wendy@example.com' });
    expect(list.entries[0].signedUpAt).not.toBeNull();
  });

  it('refuses a link past its expiry', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'late@example.com' },
    });
    const token = (await invitationLinkTo(t, 'late@example.com')).searchParams.get('invitation')!;
    await t.database.db.execute(
      sql`update sign_up_invitations set expires_at = now() - interval '1 minute' where email = 'late@example.com'`,
    );
    const { posted } = await signUpWith(t, { name: 'Late', email: 'late@example.com' }, token);
    expect(posted.statusCode).toBe(403);
    const list = (await t.app.inject({ url: '/api/admin/waitlist', headers: adminHeaders })).json();
    const late = list.entries.find((entry: { email: string }) => entry.email === 'late@example.com');
    expect(late).toMatchObject({ invitationExpired: true, signedUpAt: null, joinedAt: null });
  });

  it('gives a link back when the address already has an account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'twice@example.com' },
    });
    const token = (await invitationLinkTo(t, 'twice@example.com')).searchParams.get('invitation')!;
    const taken = await signUpWith(t, { name: 'Olu', email: 'olu@example.com' }, token);
    expect(taken.posted.statusCode).toBe(409);
    const kept = await signUpWith(t, { name: 'Twice', email: 'twice@example.com' }, token);
    expect(kept.posted.statusCode).toBe(303);
  });

  it('refuses an invitation with a bad address, and one sent by someone who is not an admin', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('valid email');

    const member = await signedInUser(t, 'member@example.com');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...member.headers, ...json },
      payload: { email: 'friend@example.com' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
