import { createHash, randomUUID } from 'node:crypto';
import {
  PARTICIPANT_OAUTH_STATE_PREFIX,
  type CalendarFormInput,
  type CalendarReadSource,
  type ParticipantCalendarOverviewDto,
  type ParticipantCalendarReadDto,
} from '@overlap/contracts/schemas';
import type { CalendarSettings } from '../../config/env';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { serverNow } from '../../lib/clock/server-clock';
import { buildAuthorizationUrl, exchangeAuthorizationCode } from '../calendars/oauth/oauth-client';
import { createOAuthState, createPkcePair } from '../calendars/oauth/pkce';
import { isProviderError } from '../calendars/provider-error';
import type { BusyInterval } from '../calendars/provider-port';
import type { BusyReader } from '../connections/busy-reader';
import { providerNames } from '../connections/connection-presenter';
import type { CredentialSealer } from '../connections/key-ring';
import type { OAuthProviderKind, ProviderFactory } from '../connections/provider-factory';
import { formFieldOf, providerAppError } from '../connections/provider-messages';
import type { StoredCredentials } from '../connections/stored-credentials';
import type { UserRow } from '../users/table';
import { splitBusyTime, windowOf } from './busy-intervals';
import { participantOAuthConfig, providerOptions } from './participant-oauth';
import { readAccount } from './read-account';
import { formSource, present, sourceLabelOf } from './read-presenter';
import { participantOfToken, requireAnswersOpen, type ParticipantAccess } from '../meetings/shared';
import { participantCalendarRepository as repo } from './read-repository';

/** A read waits this long for the participant to send their answer; then it is forgotten. */
export const READ_LIFETIME_MS = 24 * 60 * 60_000;
export const PARTICIPANT_OAUTH_LIFETIME_MS = 10 * 60_000;

export interface ParticipantCalendarDeps {
  db: Db;
  settings: CalendarSettings;
  providers: ProviderFactory;
  sealer: CredentialSealer;
  busy: BusyReader;
  clock?: () => number;
  /** Told the kind of a provider failure (never its message, which may hold an address). */
  onProviderFailure?: (code: string) => void;
  /** The person's holds for their other meetings, busy for this one (calendar reads leave holds out). */
  heldElsewhere?: (
    userId: string,
    range: { start: number; end: number },
    forMeetingId: string,
  ) => Promise<{ start: number; end: number }[]>;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

export function createParticipantCalendarService(deps: ParticipantCalendarDeps) {
  const { db, providers } = deps;
  const now = deps.clock ?? serverNow;

  const access = (token: string) => participantOfToken(db, token, now());

  async function openAccess(token: string): Promise<ParticipantAccess> {
    const found = await access(token);
    requireAnswersOpen(found.meeting);
    return found;
  }

  const contextOf = ({ participant, meeting }: ParticipantAccess) => ({
    userZone: participant.timeZone ?? meeting.organizerZone,
    userAddresses: [participant.email],
  });

  async function keep(
    who: ParticipantAccess,
    read: { intervals: BusyInterval[]; unread: string[]; source: CalendarReadSource },
  ): Promise<ParticipantCalendarReadDto> {
    const at = now();
    await repo.deleteExpired(db, new Date(at));
    const { busy, tentative } = splitBusyTime(read.intervals, windowOf(who.meeting));
    const row = await repo.saveRead(db, {
      participantId: who.participant.id,
      busy,
      tentative,
      unreadCalendars: read.unread,
      sourceLabel: sourceLabelOf(read.source),
      source: read.source,
      readAt: new Date(at),
      expiresAt: new Date(at + READ_LIFETIME_MS),
    });
    return present(row);
  }

  function explain(error: unknown, field?: string): AppError {
    if (error instanceof AppError) return error;
    if (isProviderError(error)) deps.onProviderFailure?.(error.code);
    else deps.onProviderFailure?.('unexpected');
    return providerAppError(error, field);
  }

  return {
    /** Which providers are on offer and the read waiting to be sent, if any. */
    async overview(token: string): Promise<ParticipantCalendarOverviewDto> {
      const { participant } = await access(token);
      const row = await repo.readOf(db, participant.id, new Date(now()));
      return { providers: providerOptions(providers), read: row ? present(row) : null };
    },

    /** Reads once with what the participant typed; the credentials live only for this call. */
    async readByForm(token: string, input: CalendarFormInput): Promise<ParticipantCalendarReadDto> {
      const who = await openAccess(token);
      const credentials: StoredCredentials =
        input.provider === 'ics'
          ? { type: 'ics', feedUrl: input.feedUrl }
          : {
              type: 'caldav',
              serverUrl: input.provider === 'icloud' ? deps.settings.icloudCalDavUrl : input.serverUrl,
              username: input.username,
              password: input.password,
            };
      let read;
      try {
        const provider = await providers.open(input.provider, credentials, contextOf(who));
        read = await readAccount(provider, windowOf(who.meeting));
      } catch (error) {
        throw explain(error, formFieldOf(input, error));
      }
      return keep(who, { ...read, source: formSource(input) });
    },

    async startOAuth(token: string, kind: OAuthProviderKind): Promise<{ authorizeUrl: string }> {
      const who = await openAccess(token);
      const client = providers.oauthSettings(kind).client;
      if (!client.available) {
        throw new AppError(
          'unavailable',
          `${providerNames[kind]} cannot be read on this server. Choose another way to share your calendar.`,
          undefined,
          undefined,
          { provider: providerNames[kind] },
        );
      }
      const state = `${PARTICIPANT_OAUTH_STATE_PREFIX}${createOAuthState()}`;
      const pkce = createPkcePair();
      const id = randomUUID();
      await repo.deleteExpired(db, new Date(now()));
      await repo.insertOAuthState(db, {
        id,
        stateHash: hashState(state),
        participantId: who.participant.id,
        provider: kind,
        verifierSealed: await deps.sealer.seal(pkce.verifier, id),
        expiresAt: new Date(now() + PARTICIPANT_OAUTH_LIFETIME_MS),
      });
      const authorizeUrl = buildAuthorizationUrl(participantOAuthConfig(providers, kind), {
        state,
        codeChallenge: pkce.challenge,
        loginHint: who.participant.email,
      });
      return { authorizeUrl };
    },

    /** Exchanges the code, reads the window's busy time and drops the tokens: only the busy time is kept. */
    async finishOAuth(
      token: string,
      input: { state: string; code: string } | { state: string; error: string },
    ): Promise<ParticipantCalendarReadDto> {
      const who = await openAccess(token);
      const pending = await repo.takeOAuthState(db, who.participant.id, hashState(input.state));
      if (!pending) {
        throw new AppError(
          'bad_request',
          'This calendar link is not valid or has already been used. Start the calendar read again.',
        );
      }
      if (pending.expiresAt.getTime() <= now()) {
        throw new AppError(
          'bad_request',
          'Reading your calendar took too long and expired. Please start again.',
        );
      }
      const name = providerNames[pending.provider];
      if ('error' in input) {
        throw new AppError(
          'bad_request',
          input.error === 'access_denied'
            ? `You did not allow Overlap to read your ${name}. Nothing was read.`
            : `${name} could not complete the read (${input.error.slice(0, 60)}). Please try again.`,
          undefined,
          undefined,
          { provider: name, reason: input.error.slice(0, 60) },
        );
      }
      const verifier = await deps.sealer.open(pending.verifierSealed, pending.id);
      let read;
      try {
        const tokens = await exchangeAuthorizationCode(
          participantOAuthConfig(providers, pending.provider),
          input.code,
          verifier,
          { timeoutMs: 15_000 },
        );
        const provider = await providers.open(
          pending.provider,
          { type: 'oauth', accessToken: tokens.accessToken, expiresAt: tokens.expiresAt },
          contextOf(who),
        );
        read = await readAccount(provider, windowOf(who.meeting));
      } catch (error) {
        // There is no connection to reconnect here: a refused code or token means signing in again.
        if (isProviderError(error) && error.code === 'needs-reconnect') {
          deps.onProviderFailure?.(error.code);
          throw new AppError(
            'bad_request',
            `${name} did not accept the sign-in, or it expired. Nothing was read. Please start again.`,
            undefined,
            undefined,
            { provider: name },
          );
        }
        throw explain(error);
      }
      const primary = read.calendars.find((calendar) => calendar.primary) ?? read.calendars[0]!;
      const account = pending.provider === 'google' ? primary.id : primary.name;
      return keep(who, { ...read, source: { kind: 'account', label: `${name} ${account}` } });
    },

    /** A signed-in Overlap user's connected calendars marked "check for conflicts", read through their cache. */
    async readConnected(token: string, user: UserRow): Promise<ParticipantCalendarReadDto> {
      const who = await openAccess(token);
      const window = windowOf(who.meeting);
      // Only ticked calendars are read, over this request's window.
      const used = await deps.busy.byCalendar(user.id, window);
      if (used.length === 0) {
        throw new AppError(
          'validation_failed',
          'You have no connected calendars that check for conflicts. Connect one first, or use another way below.',
        );
      }
      const held = (await deps.heldElsewhere?.(user.id, window, who.meeting.id)) ?? [];
      return keep(who, {
        intervals: [
          ...used.flatMap((entry) => entry.intervals),
          ...held.map((h) => ({ start: h.start, end: h.end, kind: 'busy' as const })),
        ],
        unread: used.filter((entry) => entry.stale).map((entry) => entry.calendar.name),
        source: { kind: 'connected', calendars: used.map((entry) => entry.calendar.name) },
      });
    },

    async removeRead(token: string): Promise<void> {
      const { participant } = await access(token);
      await repo.deleteRead(db, participant.id);
    },
  };
}

export type ParticipantCalendarService = ReturnType<typeof createParticipantCalendarService>;
