import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationRepository } from '../../src/features/waitlist/invitation-repository';
import { createSignUpGate } from '../../src/features/waitlist/sign-up-gate';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../auth/support/signed-in-user';
import { json, rows, signUpWith, invitationLinkTo, admin } from './support/sign-up-helpers';

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
