import type { Db } from '../../db/database';
import type { CalendarProvider } from '../calendars/provider-port';
import { connectionOwner, connectionRepository as repo } from './connection-repository';
import type { CredentialSealer } from './key-ring';
import type { ProviderFactory } from './provider-factory';
import { parseStoredCredentials, type StoredCredentials } from './stored-credentials';
import type { ConnectionRow } from './tables';

export interface ConnectionDeps {
  db: Db;
  sealer: CredentialSealer;
  providers: ProviderFactory;
}

/** Opens the credentials of a stored connection and builds its adapter; rotated tokens are sealed again at once. */
export async function openConnection(
  deps: ConnectionDeps,
  connection: ConnectionRow,
): Promise<CalendarProvider> {
  const credentials = parseStoredCredentials(await deps.sealer.open(connection.credentials, connection.id));
  const owner = await connectionOwner(deps.db, connection.userId);
  return deps.providers.open(connection.provider, credentials, {
    userZone: owner?.timeZone ?? 'UTC',
    userAddresses: owner ? [owner.email] : [],
    async onTokens(tokens) {
      const next: StoredCredentials = {
        type: 'oauth',
        accessToken: tokens.accessToken,
        expiresAt: tokens.expiresAt,
        ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      };
      await repo.updateConnection(deps.db, connection.id, {
        credentials: await deps.sealer.seal(JSON.stringify(next), connection.id),
      });
    },
  });
}
