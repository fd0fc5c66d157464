import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { createAccountRepository } from '../auth/accounts/account-repository';
import { createUserRepository } from '../users/user-repository';
import { DEMO_ORGANIZER } from './demo-seed';

/**
 * The built-in provider's issuer is PUBLIC_URL + /oidc, and people are filed by issuer. When the server
 * starts under another PUBLIC_URL than `npm run demo` ran with, the demo organizer is moved to the
 * current issuer, so signing in still finds the demo meetings. Answers whether it moved.
 */
export async function demoFollowsPublicUrl(db: Db, auth: Config['auth']): Promise<boolean> {
  if (auth.provider.kind !== 'built-in') return false;
  const account = await createAccountRepository(db).findByEmail(DEMO_ORGANIZER.email);
  if (!account) return false;
  return createUserRepository(db).refileUnderIssuer(account.id, auth.provider.issuer);
}
