import { isValidEmail, normalizeEmail } from '@overlap/contracts';
import type { Db } from '../../db/database';
import { createUserRepository } from '../users/user-repository';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant|revoke <email>';

/** `grant` or `revoke` admin for every user with this e-mail address. */
export async function runAdminCommand(
  args: string[],
  db: Db,
  adminEmails: string[],
): Promise<{ ok: boolean; message: string }> {
  const [action, rawEmail = ''] = args;
  const email = normalizeEmail(rawEmail);
  if ((action !== 'grant' && action !== 'revoke') || !isValidEmail(email)) {
    return { ok: false, message: `${ADMIN_USAGE}\nExample: npm run admin -- grant ana@example.com` };
  }
  if (action === 'revoke' && adminEmails.includes(email)) {
    return {
      ok: false,
      message: `${email} is listed in ADMIN_EMAILS, which makes it an admin at every sign-in. Remove it from ADMIN_EMAILS first, then revoke.`,
    };
  }
  const changed = await createUserRepository(db).setAdminByEmail(email, action === 'grant');
  if (changed === 0) {
    return {
      ok: false,
      message: `No user with the e-mail ${email} has signed in yet. Ask them to sign in once, or add the address to ADMIN_EMAILS.`,
    };
  }
  return {
    ok: true,
    message: action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`,
  };
}
