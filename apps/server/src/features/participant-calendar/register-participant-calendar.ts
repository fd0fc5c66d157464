import type { ProviderCallObserver } from '../calendars/observed-provider';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter';
import { createProviderBase } from '../connections/provider-base';
import { createBusyReader } from '../connections/busy-reader';
import {
  createParticipantCalendarService,
  type ParticipantCalendarDeps,
} from './participant-calendar-service';
import { registerParticipantCalendarRoutes } from './participant-calendar-routes';

/** Calls that reach a provider, per personal link and per client address, in ten minutes. */
export const PARTICIPANT_READS_PER_TOKEN = 10;
export const PARTICIPANT_READS_PER_ADDRESS = 30;
const LIMIT_WINDOW_MS = 10 * 60_000;

/** Wires the participant's one-time calendar read on the same provider layer as connections. */
export function registerParticipantCalendar(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    requireUser: preHandlerAsyncHookHandler;
    observeProviderCall?: ProviderCallObserver;
    heldElsewhere?: ParticipantCalendarDeps['heldElsewhere'];
  },
) {
  const settings = deps.config.calendars;
  const base = createProviderBase(app, deps);
  const calendar = createParticipantCalendarService({
    ...base,
    settings,
    busy: createBusyReader(base),
    onProviderFailure: (code) => app.log.info({ code }, 'participant calendar read failed'),
    ...(deps.heldElsewhere ? { heldElsewhere: deps.heldElsewhere } : {}),
  });
  registerParticipantCalendarRoutes(app, {
    calendar,
    requireUser: deps.requireUser,
    limiters: {
      perToken: createRateLimiter(deps.db, { limit: PARTICIPANT_READS_PER_TOKEN, windowMs: LIMIT_WINDOW_MS }),
      perAddress: createRateLimiter(deps.db, {
        limit: PARTICIPANT_READS_PER_ADDRESS,
        windowMs: LIMIT_WINDOW_MS,
      }),
    },
  });
}
