import { ERROR_CATALOGUE, isValidEmail, normalizeEmail } from '@overlap/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createUserRepository } from '../users/user-repository';
import { createAdminUsersRepository } from './admin-users-repository';
import type { AuditActor } from './audit-repository';

/** How the audit log names a change made from the command line. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'npm run admin' };

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
  const ids = await createUserRepository(db).idsByEmail(email);
  if (ids.length === 0) {
    return {
      ok: false,
      message: `No user with the e-mail ${email} has signed in yet. Ask them to sign in once, or add the address to ADMIN_EMAILS.`,
    };
  }
  // The same change as the Users page makes: never the last admin, and written to the audit log.
  const admins = createAdminUsersRepository(db);
  try {
    for (const id of ids) await admins.setAdmin(COMMAND_LINE_ACTOR, id, action === 'grant', adminEmails);
  } catch (error) {
    if (error instanceof AppError && error.code === 'last_admin') {
      return { ok: false, message: `${email} is the last admin. ${ERROR_CATALOGUE.last_admin.message}` };
    }
    throw error;
  }
  return {
    ok: true,
    message: action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`,
  };
}
