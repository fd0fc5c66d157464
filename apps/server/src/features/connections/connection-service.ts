import { createHash, randomUUID } from 'node:crypto';
import type { CalendarFormInput } from '@overlap/contracts/schemas';
import type { CalendarSettings } from '../../config/env';
import { AppError } from '../../http/app-error';
import { buildAuthorizationUrl, exchangeAuthorizationCode } from '../calendars/oauth/oauth-client';
import { createOAuthState, createPkcePair } from '../calendars/oauth/pkce';
import type { CalendarProvider, CalendarSummary } from '../calendars/provider-port';
import type { UserRow } from '../users/table';
import type { BusyReader } from './busy-reader';
import { connectionRepository as repo } from './connection-repository';
import { presentBusyPreview, presentConnection, providerNames } from './connection-presenter';
import type { OAuthFinishInput } from './connection-schemas';
import { openConnection, type ConnectionDeps } from './open-connection';
import type { OAuthProviderKind } from './provider-factory';
import { providerChoices } from './provider-choices';
import { formFieldOf, providerAppError } from './provider-messages';
import { createConnectionSaver } from './save-connection';
import type { StoredCredentials } from './stored-credentials';

export const OAUTH_STATE_LIFETIME_MS = 10 * 60_000;
const PREVIEW_DAYS = 7;

export interface ConnectionServiceDeps extends ConnectionDeps {
  settings: CalendarSettings;
  busy: BusyReader;
  clock?: () => number;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

function hostOf(url: string): string {
  try {
    return new URL(url.replace(/^webcals?:/i, 'https:')).host;
  } catch {
    return url;
  }
}

export function createConnectionService(deps: ConnectionServiceDeps) {
  const { db, providers, settings } = deps;
  const now = deps.clock ?? Date.now;
  const userContext = (user: UserRow) => ({ userZone: user.timeZone ?? 'UTC', userAddresses: [user.email] });
  const { save, calendarRows, presentOne } = createConnectionSaver(deps);

  async function listOf(user: UserRow) {
    const [connections, calendars] = await Promise.all([
      repo.connectionsOf(db, user.id),
      repo.calendarsOf(db, user.id),
    ]);
    return connections.map((connection) => presentConnection(connection, calendars));
  }

  async function listCalendarsOrExplain(provider: CalendarProvider): Promise<CalendarSummary[]> {
    const found = await provider.listCalendars();
    if (found.length === 0) {
      throw new AppError('validation_failed', 'This account has no calendars we can read.');
    }
    return found;
  }

  return {
    providers: () => providerChoices(providers),

    list: listOf,

    /** Checks the account before anything is stored: a connection that cannot be read is not saved. */
    async connectByForm(user: UserRow, input: CalendarFormInput) {
      const credentials: StoredCredentials =
        input.provider === 'ics'
          ? { type: 'ics', feedUrl: input.feedUrl }
          : {
              type: 'caldav',
              serverUrl: input.provider === 'icloud' ? settings.icloudCalDavUrl : input.serverUrl,
              username: input.username,
              password: input.password,
            };
      let found: CalendarSummary[];
      try {
        const provider = await providers.open(input.provider, credentials, userContext(user));
        found = await listCalendarsOrExplain(provider);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerAppError(error, formFieldOf(input, error));
      }
      const label =
        input.provider === 'ics'
          ? (found[0]?.name ?? hostOf(input.feedUrl))
          : input.provider === 'icloud'
            ? input.username
            : `${input.username} @ ${hostOf(input.serverUrl)}`;
      return save(user, input.provider, label, credentials, found);
    },

    async startOAuth(user: UserRow, kind: OAuthProviderKind, reconnectId?: string) {
      const client = providers.oauthSettings(kind).client;
      if (!client.available)
        throw new AppError(
          'unavailable',
          `${providerNames[kind]} is unavailable: ${client.reason}`,
          undefined,
          undefined,
          { provider: providerNames[kind], reason: client.reason ?? '' },
        );
      if (reconnectId) {
        const connection = await repo.ownConnection(db, user.id, reconnectId);
        if (!connection || connection.provider !== kind)
          throw new AppError('not_found', 'No such connection.');
      }
      const state = createOAuthState();
      const pkce = createPkcePair();
      const id = randomUUID();
      await repo.deleteExpiredOAuthStates(db, new Date(now()));
      await repo.insertOAuthState(db, {
        id,
        stateHash: hashState(state),
        userId: user.id,
        provider: kind,
        verifierSealed: await deps.sealer.seal(pkce.verifier, id),
        reconnectId: reconnectId ?? null,
        expiresAt: new Date(now() + OAUTH_STATE_LIFETIME_MS),
      });
      const authorizeUrl = buildAuthorizationUrl(providers.oauthConfig(kind), {
        state,
        codeChallenge: pkce.challenge,
        loginHint: user.email,
      });
      return { authorizeUrl };
    },

    async finishOAuth(user: UserRow, input: OAuthFinishInput) {
      const pending = await repo.takeOAuthState(db, user.id, hashState(input.state));
      if (!pending) {
        throw new AppError(
          'bad_request',
          'This calendar connection link is not valid or has already been used. Start again from Connections.',
        );
      }
      if (pending.expiresAt.getTime() <= now()) {
        throw new AppError(
          'bad_request',
          'This calendar connection took too long and expired. Please start again.',
        );
      }
      const name = providerNames[pending.provider];
      if ('error' in input) {
        throw new AppError(
          'bad_request',
          input.error === 'access_denied'
            ? `You did not allow Overlap to use your ${name}. Nothing was connected.`
            : `${name} could not complete the connection (${input.error.slice(0, 60)}). Please try again.`,
          undefined,
          undefined,
          { provider: name, reason: input.error.slice(0, 60) },
        );
      }
      const verifier = await deps.sealer.open(pending.verifierSealed, pending.id);
      try {
        const tokens = await exchangeAuthorizationCode(
          providers.oauthConfig(pending.provider),
          input.code,
          verifier,
          {
            timeoutMs: 15_000,
          },
        );
        const credentials: StoredCredentials = {
          type: 'oauth',
          accessToken: tokens.accessToken,
          expiresAt: tokens.expiresAt,
          ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
        };
        const provider = await providers.open(pending.provider, credentials, userContext(user));
        const found = await listCalendarsOrExplain(provider);
        const primary = found.find((calendar) => calendar.primary) ?? found[0]!;
        // Google's primary calendar id is the account address; Graph tells it through /me (if that fails,
        // the calendar's name still tells the user which account this is).
        const label =
          pending.provider === 'google'
            ? primary.id
            : ((await provider.accountAddress?.().catch(() => null)) ?? primary.name);
        return await save(
          user,
          pending.provider,
          label,
          credentials,
          found,
          pending.reconnectId ?? undefined,
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerAppError(error);
      }
    },

    async updateCalendar(
      user: UserRow,
      calendarId: string,
      changes: { checkConflicts?: boolean; writeTarget?: boolean },
    ) {
      const calendar = await repo.ownCalendar(db, user.id, calendarId);
      if (!calendar) throw new AppError('not_found', 'No such calendar.');
      if (changes.writeTarget && !calendar.canWrite) {
        throw new AppError(
          'validation_failed',
          'Overlap cannot add events to this calendar (it is read-only).',
        );
      }
      await repo.updateCalendar(db, calendar, changes);
      return listOf(user);
    },

    /** Deleting the row deletes its sealed credentials, its calendars and their caches. */
    async remove(user: UserRow, connectionId: string) {
      if (!(await repo.deleteConnection(db, user.id, connectionId))) {
        throw new AppError('not_found', 'No such connection.');
      }
    },

    /**
     * The Refresh button, and Reconnect for a form connection: lists the calendars again with the stored
     * credentials (a calendar added at the provider appears), then reads the ticked ones now. The
     * connection comes back as that left it: its status, last read and last error are the real outcome.
     */
    async refresh(user: UserRow, connectionId: string) {
      const connection = await repo.ownConnection(db, user.id, connectionId);
      if (!connection) throw new AppError('not_found', 'No such connection.');
      try {
        const found = await listCalendarsOrExplain(await openConnection(deps, connection));
        await repo.replaceCalendars(db, connection, await calendarRows(user, found));
        await repo.updateConnection(db, connection.id, { status: 'active', lastError: null });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerAppError(error);
      }
      const start = now();
      await deps.busy.refreshConnectionNow(connection, { start, end: start + PREVIEW_DAYS * 86_400_000 });
      return presentOne(user, (await repo.ownConnection(db, user.id, connectionId))!);
    },

    async busyPreview(user: UserRow) {
      const start = now();
      const range = { start, end: start + PREVIEW_DAYS * 86_400_000 };
      return presentBusyPreview(range, await deps.busy.byCalendar(user.id, range));
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
