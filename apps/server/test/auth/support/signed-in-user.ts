import type { TestApp } from '../../support/test-app';
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
