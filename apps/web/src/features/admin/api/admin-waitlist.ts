import {
  ADMIN_ROUTES,
  type AdminInvitationResponse,
  type AdminWaitlistResponse,
  type Locale,
} from '@overlap/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { withQuery } from './admin-people';

export function useAdminWaitlist(page: number) {
  return useQuery<AdminWaitlistResponse, Error>({
    queryKey: [withQuery(ADMIN_ROUTES.waitlist, { page })],
    placeholderData: keepPreviousData,
    throwOnError: false,
    staleTime: 0,
  });
}

/** E-mails a sign-up link to one address; the list (and the audit log) are read again after. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation<AdminInvitationResponse, Error, { email: string; locale: Locale }>({
    mutationFn: (body) => apiRequest('POST', ADMIN_ROUTES.invitations, body),
    retry: false,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin/'),
      }),
  });
}
