import {
  ADMIN_ROUTES,
  API_ROUTES,
  MEETING_API_ROUTES as R,
  PARTICIPANT_API_ROUTES as P,
  waitInWords,
} from '@overlap/contracts';
import {
  deleteAccountSchema,
  deleteMeetingSchema,
  type AccountDeletedDto,
  type MeetingDeletedDto,
} from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { requireAdmin } from '../admin/admin-policy';
import { signedInUser } from '../auth/tokens/authenticate';
import type { UserRow } from '../users/table';
import type { AccountErasure } from './account-erasure';
import type { DataExport } from './data-export';
import type { MeetingErasure } from './meeting-erasure';
import type { ParticipantForget } from './participant-forget';

const idParams = z.object({ id: z.string() });
const tokenQuery = z.object({ token: z.string({ error: 'The link is missing its token.' }) });
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Deleting and exporting what a person owns, and a guest forgetting their answer. */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  deps: {
    meetings: MeetingErasure;
    accounts: AccountErasure;
    exports: DataExport;
    calendarExport: (organizer: UserRow) => Promise<string>;
    guests: ParticipantForget;
    /** Downloads per person and hour (the JSON and the .ics together): an export reads everything. */
    exportLimit: { limiter: RateLimiter; limit: number };
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const chargeExport = async (userId: string) => {
    const decision = await deps.exportLimit.limiter.hit(`export:${userId}`);
    if (decision.allowed) return;
    const { retryAfterSeconds: wait } = decision;
    throw new AppError(
      'rate_limited',
      `You downloaded your data ${deps.exportLimit.limit} times in the last hour. Please try again in ${waitInWords(wait)}.`,
      undefined,
      { 'retry-after': String(wait) },
      { limit: deps.exportLimit.limit, waitSeconds: wait },
    );
  };
  const auth = { preHandler: deps.requireUser };
  const admin = { preHandler: [deps.requireUser, requireAdmin] };

  app.delete(R.detail, auth, async (request): Promise<MeetingDeletedDto> => {
    const { id } = idParams.parse(request.params);
    const { reason } = deleteMeetingSchema.parse(request.body ?? {});
    const erased = await deps.meetings.erase(signedInUser(request), id, reason);
    return { id: erased.id, deleted: true, cancelled: erased.cancelled };
  });

  app.delete(API_ROUTES.me, auth, async (request): Promise<AccountDeletedDto> => {
    const { email } = deleteAccountSchema.parse(request.body ?? {});
    const me = signedInUser(request);
    return deps.accounts.erase(me, me.id, email);
  });

  app.delete(ADMIN_ROUTES.user, admin, async (request): Promise<AccountDeletedDto> => {
    const { id } = idParams.parse(request.params);
    const { email } = deleteAccountSchema.parse(request.body ?? {});
    return deps.accounts.erase(signedInUser(request), id, email);
  });

  app.get(API_ROUTES.meExport, auth, async (request, reply) => {
    await chargeExport(signedInUser(request).id);
    const data = await deps.exports.of(signedInUser(request));
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="overlap-data-${day(Date.parse(data.exportedAt))}.json"`,
      )
      .send(data);
  });

  app.get(API_ROUTES.meExportCalendar, auth, async (request, reply) => {
    await chargeExport(signedInUser(request).id);
    const content = await deps.calendarExport(signedInUser(request));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8; method=PUBLISH')
      .header('content-disposition', 'attachment; filename="overlap-meetings.ics"')
      .header('cache-control', 'no-store')
      .send(content);
  });

  app.delete(P.availability, async (request) => {
    const { token } = tokenQuery.parse(request.query);
    return deps.guests.forget(token);
  });
}
