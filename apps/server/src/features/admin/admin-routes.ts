import { API_ROUTES, type AdminAnalyticsResponse } from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { requireAdmin } from './admin-policy';
import type { AnalyticsRepository } from './analytics-repository';

export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { analytics: AnalyticsRepository; requireUser: preHandlerAsyncHookHandler },
) {
  app.get(
    API_ROUTES.adminAnalytics,
    { preHandler: [deps.requireUser, requireAdmin] },
    async (_request, reply): Promise<AdminAnalyticsResponse> => {
      reply.header('cache-control', 'no-store');
      return { overview: await deps.analytics.overview() };
    },
  );
}
