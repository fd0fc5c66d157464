import type { ProviderKind } from '../calendars/provider-port';
import { connectionRepository as repo } from './connection-repository';
import { openConnection, type ConnectionDeps } from './open-connection';
import { providerMessage } from './provider-messages';

/** What happened to one connection's access at its provider when its account was deleted. */
export interface ConnectionRevocation {
  provider: ProviderKind;
  account: string;
  outcome: 'revoked' | 'not-supported' | 'failed';
  message?: string;
}

/**
 * Where a person withdraws what Overlap cannot withdraw itself (decision 0030). Microsoft offers an app
 * no call that ends only its own grant: revokeSignInSessions signs the person out of every app on every
 * device and needs an admin's permission, and deleting a permission grant needs one too.
 */
const withdrawItYourself: Partial<Record<ProviderKind, string>> = {
  microsoft:
    'Microsoft lets no app withdraw its own access, so Overlap deleted its tokens. To remove Overlap at Microsoft too, open myapps.microsoft.com (work or school account) or account.live.com/consent/Manage (personal account).',
  icloud:
    'Overlap deleted its copy of the app-specific password. To end it at Apple too, revoke it at appleid.apple.com.',
  caldav:
    'Overlap deleted its copy of the password. If you made an app password for Overlap, revoke it on your server.',
};

/**
 * Best effort, before the connections are deleted: asks each provider that can withdraw a grant to do so
 * (Google revokes the token). Elsewhere the answer says where the person can do it; a feed holds no
 * grant. A failure is reported, never blocks the deletion.
 */
export async function revokeConnectionsOf(
  deps: ConnectionDeps,
  userId: string,
): Promise<ConnectionRevocation[]> {
  const outcomes: ConnectionRevocation[] = [];
  for (const connection of await repo.connectionsOf(deps.db, userId)) {
    const base = { provider: connection.provider, account: connection.accountLabel };
    const hint = withdrawItYourself[connection.provider];
    try {
      const provider = await openConnection(deps, connection);
      if (!provider.revokeAccess) {
        outcomes.push({ ...base, outcome: 'not-supported', ...(hint ? { message: hint } : {}) });
        continue;
      }
      await provider.revokeAccess();
      outcomes.push({ ...base, outcome: 'revoked' });
    } catch (error) {
      outcomes.push({ ...base, outcome: 'failed', message: providerMessage(error) });
    }
  }
  return outcomes;
}
