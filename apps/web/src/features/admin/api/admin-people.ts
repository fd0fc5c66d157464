import {
  ADMIN_ROUTES,
  apiPath,
  type AdminAuditLogResponse,
  type AdminMeetingResponse,
  type AdminMeetingsResponse,
  type AdminTrendsResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
} from '@overlap/contracts';
import type { AccountDeletedDto } from '@overlap/contracts/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

// The admin pages show their own error states, so nothing here is thrown to an error boundary.
const inline = { throwOnError: false, staleTime: 0 } as const;

/** A route with its query, leaving out empty values and the first page. */
export function withQuery(route: string, query: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${route}?${text}` : route;
}

export function useAdminUsers(q: string, page: number) {
  return useQuery<AdminUsersResponse, Error>({
    queryKey: [withQuery(ADMIN_ROUTES.users, { q, page })],
    placeholderData: keepPreviousData,
    ...inline,
  });
}

type UserChange =
  { id: string; kind: 'role'; isAdmin: boolean } | { id: string; kind: 'status'; disabled: boolean };

/** Grants or revokes admin, disables or enables; the lists and the admin home are read again after. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation<AdminUserResponse, Error, UserChange>({
    mutationFn: (change) =>
      change.kind === 'role'
        ? apiRequest('PUT', apiPath(ADMIN_ROUTES.userRole, { id: change.id }), { isAdmin: change.isAdmin })
        : apiRequest('PUT', apiPath(ADMIN_ROUTES.userStatus, { id: change.id }), {
            disabled: change.disabled,
          }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) }),
  });
}

/** Deletes someone's account as they could themselves; `email` is their address, typed to confirm. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation<AccountDeletedDto, Error, { id: string; email: string }>({
    mutationFn: ({ id, email }) => apiRequest('DELETE', apiPath(ADMIN_ROUTES.user, { id }), { email }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) }),
  });
}

const isAdminQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/api/admin/');

export function useAdminMeetings(q: string, status: string | null, page: number) {
  return useQuery<AdminMeetingsResponse, Error>({
    queryKey: [withQuery(ADMIN_ROUTES.meetings, { q, status, page })],
    placeholderData: keepPreviousData,
    ...inline,
  });
}

export function useAdminMeeting(id: string) {
  return useQuery<AdminMeetingResponse, Error>({
    queryKey: [apiPath(ADMIN_ROUTES.meeting, { id })],
    ...inline,
  });
}

export function useAdminTrends() {
  return useQuery<AdminTrendsResponse, Error>({ queryKey: [ADMIN_ROUTES.trends], ...inline });
}

export function useAuditLog(page: number) {
  return useQuery<AdminAuditLogResponse, Error>({
    queryKey: [withQuery(ADMIN_ROUTES.auditLog, { page })],
    placeholderData: keepPreviousData,
    ...inline,
  });
}
