import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestApp } from '../../support/test-app';
import { OidcFlow } from '../../auth/support/oidc-flow';

export const json = { 'content-type': 'application/json' };

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Signs up through the built-in provider's pages; answers the sign-up page's status and body. */
export async function signUpWith(t: TestApp, person: { name: string; email: string }, invitation?: string) {
  const flow = new OidcFlow(t.app);
  const page = await flow.start({ screen_hint: 'signup', ...(invitation ? { invitation } : {}) });
  const form = await flow.request('GET', page);
  const posted = await flow.request('POST', `${page}/signup`, {
    ...person,
    password: 'a long enough passphrase 42',
  });
  return { flow, form, posted };
}

export async function accessTokenOf(flow: OidcFlow, posted: Awaited<ReturnType<OidcFlow['request']>>) {
  return (await flow.exchange(await flow.followToCode(posted))).access_token;
}

/** The sign-up link of the newest invitation e-mail to this address, read from the outbox. */
export async function invitationLinkTo(t: TestApp, email: string): Promise<URL> {
  const [mail] = await rows<{ text: string }>(
    t,
    sql`select text from outbox where to_address = ${email} and template_key = 'sign_up_invitation'
        order by created_at desc limit 1`,
  );
  const link = mail?.text.match(/https?:\/\/\S+invitation=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation e-mail to ${email}`);
  return new URL(link);
}

export async function admin(t: TestApp) {
  const { flow, posted } = await signUpWith(t, { name: 'Olu Operator', email: 'olu@example.com' });
  expect(posted.statusCode).toBe(303);
  return { authorization: `Bearer ${await accessTokenOf(flow, posted)}` };
}
