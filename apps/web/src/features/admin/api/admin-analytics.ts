import { API_ROUTES, type AdminAnalyticsResponse } from '@overlap/contracts';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/http-error';

export const EMPTY_OVERVIEW: AdminAnalyticsResponse['overview'] = {
  totalUsers: 0,
  totalAdmins: 0,
  totalMeetings: 0,
  scheduledMeetings: 0,
  totalEmailTemplates: 0,
};

/**
 * The admin analytics call, which also decides admin access (spec §5): success means admin, 403 not.
 * Failures are handled by the screens, never thrown to an error boundary.
 */
export function useAdminAnalytics(enabled: boolean) {
  return useQuery<AdminAnalyticsResponse, Error>({
    queryKey: [API_ROUTES.adminAnalytics],
    enabled,
    retry: (count, error) => count < 3 && !(error instanceof HttpError && error.status < 500),
    throwOnError: false,
  });
}
