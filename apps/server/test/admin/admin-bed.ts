import type { InjectOptions } from 'fastify';
import { signedInUser } from '../auth/support/signed-in-user';
import { startedForFile } from '../support/started-for-file';
import { startTestApp, type TestApp } from '../support/test-app';

export type SignedIn = Awaited<ReturnType<typeof signedInUser>>;

/** A fresh install whose first account (so its admin) and a second, plain account have both signed in. */
export async function startAdminApp(): Promise<{ t: TestApp; admin: SignedIn; user: SignedIn }> {
  const t = await startTestApp();
  const admin = await signedInUser(t, 'root@example.com', 'Root Admin');
  const user = await signedInUser(t, 'plain@example.com', 'Plain User');
  for (const who of [admin, user]) await t.app.inject({ url: '/api/me', headers: who.headers });
  return { t, admin, user };
}

/** A request's method, URL, headers (the caller's session) and JSON body, if any. */
export type CallArgs = [
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers?: Record<string, string>,
  payload?: unknown,
];

/** One request to `t` as `headers`, with a JSON body when one is given. */
export function adminCall(t: TestApp, ...[method, url, headers = {}, payload]: CallArgs) {
  const options: InjectOptions = { method, url, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return t.app.inject(options);
}

/** The app of `startAdminApp`, started before the file's tests and closed after them, and `call` on it. */
export function adminAppForFile() {
  const bed = startedForFile(startAdminApp, ({ t }) => t.close());
  return { bed, call: (...args: CallArgs) => adminCall(bed.t, ...args) };
}
