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
 * Best effort, before the connections are deleted: asks each provider that can withdraw a grant to do so
 * (Google revokes the token). Feeds and CalDAV accounts hold a password or address the person keeps
 * themselves, so nothing is withdrawn there; a failure is reported, never blocks the deletion.
 */
export async function revokeConnectionsOf(
  deps: ConnectionDeps,
  userId: string,
): Promise<ConnectionRevocation[]> {
  const outcomes: ConnectionRevocation[] = [];
  for (const connection of await repo.connectionsOf(deps.db, userId)) {
    const base = { provider: connection.provider, account: connection.accountLabel };
    try {
      const provider = await openConnection(deps, connection);
      if (!provider.revokeAccess) {
        outcomes.push({ ...base, outcome: 'not-supported' });
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
