import {
  ADMIN_PAGE_SIZE,
  ADMIN_ROUTES,
  API_ROUTES,
  type AdminAnalyticsResponse,
  type AdminAuditLogResponse,
  type AdminTrendsResponse,
} from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { serverNow } from '../../lib/clock/server-clock';
import type { AnalyticsRepository } from './analytics-repository';
import type { AuditRepository } from './audit-repository';
import { pageQuerySchema, trendsQuerySchema } from './admin-schemas';
import { requireAdmin } from './admin-policy';

/** The admin home's counts, the analytics page's series and the audit log. */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { analytics: AnalyticsRepository; audit: AuditRepository; requireUser: preHandlerAsyncHookHandler },
) {
  const admin = { preHandler: [deps.requireUser, requireAdmin] };

  app.get(API_ROUTES.adminAnalytics, admin, async (_request, reply): Promise<AdminAnalyticsResponse> => {
    reply.header('cache-control', 'no-store');
    return { overview: await deps.analytics.overview() };
  });

  app.get(ADMIN_ROUTES.trends, admin, async (request, reply): Promise<AdminTrendsResponse> => {
    const { weeks } = trendsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return deps.analytics.trends(new Date(serverNow()), weeks);
  });

  app.get(ADMIN_ROUTES.auditLog, admin, async (request, reply): Promise<AdminAuditLogResponse> => {
    const { page } = pageQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return { ...(await deps.audit.list(page)), page, pageSize: ADMIN_PAGE_SIZE };
  });
}
