import { startedForFile } from '../../support/started-for-file';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createAccountRepository } from '../../../src/features/auth/accounts/account-repository';
import { tokenFactory } from './token-factory';

/** A local account and a valid access token for it, without walking the sign-in pages. */
export async function signedInUser(t: TestApp, email: string, name = 'Test Person') {
  const account = await createAccountRepository(t.database.db).create({
    email,
    name,
    passwordHash: 'unused',
  });
  const tokens = await tokenFactory(t.database);
  const token = await tokens.sign({ sub: account!.id });
  return { id: account!.id, headers: { authorization: `Bearer ${token}` } };
}

/** The admin (the first account, whom the server has seen), then Olga, an organizer, and Sam, a stranger. */
export async function adminOlgaAndSam(t: TestApp) {
  const admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
  await t.app.inject({ url: '/api/me', headers: admin.headers });
  const olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  const sam = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
  return { admin, olga, sam };
}

/** An app started with `env` before the file's tests and closed after them, with `adminOlgaAndSam`. */
export function appWithPeopleForFile(env: Record<string, string> = {}) {
  return startedForFile(
    async () => {
      const t = await startTestApp(env);
      return { t, ...(await adminOlgaAndSam(t)) };
    },
    ({ t }) => t.close(),
  );
}
