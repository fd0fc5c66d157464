import {
  ADMIN_PAGE_SIZE,
  ADMIN_ROUTES,
  type AdminMeetingResponse,
  type AdminMeetingsResponse,
} from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AdminMeetingsRepository } from './admin-meetings-repository';
import type { RecordAdminRead } from './admin-read-audit';
import { adminMeetingDetail, adminMeetingSummary } from './admin-presenter';
import { idParamsSchema, meetingsQuerySchema } from './admin-schemas';
import { requireAdmin } from './admin-policy';

/** The admin Meetings page: search and filter every meeting, and read one (never its links). */
export function registerAdminMeetingRoutes(
  app: FastifyInstance,
  deps: {
    meetings: AdminMeetingsRepository;
    recordRead: RecordAdminRead;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const admin = { preHandler: [deps.requireUser, requireAdmin] };

  app.get(ADMIN_ROUTES.meetings, admin, async (request, reply): Promise<AdminMeetingsResponse> => {
    const { q, status, page } = meetingsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    const { rows, total } = await deps.meetings.search({ query: q, status }, page);
    await deps.recordRead(request, {
      action: 'meetings.viewed',
      targetType: 'meeting',
      targetId: `page:${page}`,
      targetLabel: [q ? `“${q}”` : null, status ?? null, `page ${page}`].filter(Boolean).join(', '),
    });
    return { meetings: rows.map(adminMeetingSummary), page, pageSize: ADMIN_PAGE_SIZE, total };
  });

  app.get(ADMIN_ROUTES.meeting, admin, async (request, reply): Promise<AdminMeetingResponse> => {
    const parsed = idParamsSchema.safeParse(request.params);
    const row = parsed.success ? await deps.meetings.detail(parsed.data.id) : null;
    if (!row) throw new AppError('not_found', 'No such meeting.');
    await deps.recordRead(request, {
      action: 'meeting.viewed',
      targetType: 'meeting',
      targetId: row.id,
      targetLabel: row.title,
    });
    reply.header('cache-control', 'no-store');
    return { meeting: adminMeetingDetail(row) };
  });
}
