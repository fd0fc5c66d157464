import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationRepository } from '../../src/features/waitlist/invitation-repository';
import { createSignUpGate } from '../../src/features/waitlist/sign-up-gate';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from '../auth/support/oidc-flow';
import { signedInUser } from '../auth/support/signed-in-user';

const json = { 'content-type': 'application/json' };

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Signs up through the built-in provider's pages; answers the sign-up page's status and body. */
async function signUpWith(t: TestApp, person: { name: string; email: string }, invitation?: string) {
  const flow = new OidcFlow(t.app);
  const page = await flow.start({ screen_hint: 'signup', ...(invitation ? { invitation } : {}) });
  const form = await flow.request('GET', page);
  const posted = await flow.request('POST', `${page}/signup`, {
    ...person,
    password: 'a long enough passphrase 42',
  });
  return { flow, form, posted };
}

async function accessTokenOf(flow: OidcFlow, posted: Awaited<ReturnType<OidcFlow['request']>>) {
  return (await flow.exchange(await flow.followToCode(posted))).access_token;
}

/** The sign-up link of the newest invitation e-mail to this address, read from the outbox. */
async function invitationLinkTo(t: TestApp, email: string): Promise<URL> {
  const [mail] = await rows<{ text: string }>(
    t,
    sql`select text from outbox where to_address = ${email} and template_key = 'sign_up_invitation'
        order by created_at desc limit 1`,
  );
  const link = mail?.text.match(/https?:\/\/\S+invitation=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation e-mail to ${email}`);
  return new URL(link);
}

async function admin(t: TestApp) {
  const { flow, posted } = await signUpWith(t, { name: 'Olu Operator', email: 'olu@example.com' });
  expect(posted.statusCode).toBe(303);
  return { authorization: `Bearer ${await accessTokenOf(flow, posted)}` };
}

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

describe('SIGN_UP=invite', () => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_UP: 'invite' });
    adminHeaders = await admin(t);
  });
  afterAll(() => t.close());

  it('keeps no public waitlist', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: json,
      payload: { email: 'someone@example.com' },
    });
    expect(joined.statusCode).toBe(403);
    expect(joined.json().message).toContain('by invitation only');
  });

  it('lets only the invited address sign up with its link', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/invitations',
      headers: { ...adminHeaders, ...json },
      payload: { email: 'iris@example.com', locale: 'de' },
    });
    const token = (await invitationLinkTo(t, 'iris@example.com')).searchParams.get('invitation')!;
    const [mail] = await rows<{ subject: string }>(
      t,
      sql`select subject from outbox where to_address = 'iris@example.com'`,
    );
    expect(mail!.subject).toBe('Olu Operator hat Sie zu Overlap eingeladen');

    const other = await signUpWith(t, { name: 'Ivo', email: 'ivo@example.com' }, token);
    expect(other.form.body).toContain('value="iris@example.com"');
    expect(other.posted.statusCode).toBe(403);
    expect(other.posted.body).toContain('This invitation is for another address');

    const invited = await signUpWith(t, { name: 'Iris', email: 'iris@example.com' }, token);
    expect(invited.posted.statusCode).toBe(303);
  });

  it('refuses a sign-up without a link', async () => {
    const { form, posted } = await signUpWith(t, { name: 'Nina', email: 'nina@example.com' });
    expect(form.body).toContain('by invitation only');
    expect(posted.statusCode).toBe(403);
  });
});

describe('people from an external provider, who bring no link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_UP: 'invite' });
    await signedInUser(t, 'first@example.com');
  });
  afterAll(() => t.close());

  it('are admitted once each by an open invitation to their verified address', async () => {
    const invitations = createInvitationRepository(t.database.db);
    const gate = createSignUpGate({
      mode: 'invite',
      invitations,
      adminEmails: ['boss@example.com'],
      noAccountsYet: async () => false,
    });
    await invitations.insert(t.database.db, {
      email: 'xena@example.com',
      tokenHash: 'h'.repeat(64),
      invitedBy: null,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await gate.admitExternal('xena@example.com', false)).toBe(false);
    expect(await gate.admitExternal('yuri@example.com', true)).toBe(false);
    expect(await gate.admitExternal('xena@example.com', true)).toBe(true);
    expect(await gate.admitExternal('xena@example.com', true)).toBe(false);
    expect(await gate.admitExternal('boss@example.com', null)).toBe(true);
  });
});
