import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import type { BusyPreview, Connection, FormConnectionInput, ProviderOption } from './types';

export const CONNECTIONS_URL = '/api/calendar-connections';
const PROVIDERS_URL = '/api/calendar-providers';
const PREVIEW_URL = '/api/calendar-connections/busy-preview';

export const connectionsKey = [CONNECTIONS_URL] as const;
const previewKey = [PREVIEW_URL] as const;

export const useProviders = () => useQuery<ProviderOption[]>({ queryKey: [PROVIDERS_URL] });
export const useConnections = () => useQuery<Connection[]>({ queryKey: connectionsKey });
export const useBusyPreview = () => useQuery<BusyPreview>({ queryKey: previewKey, staleTime: 60_000 });

function useRefetchAfter<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: connectionsKey });
      await queryClient.invalidateQueries({ queryKey: previewKey });
    },
  });
}

export const useConnectByForm = () =>
  useRefetchAfter((input: FormConnectionInput) => apiRequest<Connection>('POST', CONNECTIONS_URL, input));

export const useRemoveConnection = () =>
  useRefetchAfter((id: string) => apiRequest<void>('DELETE', `${CONNECTIONS_URL}/${id}`));

export const useRefreshConnection = () =>
  useRefetchAfter((id: string) => apiRequest<Connection>('POST', `${CONNECTIONS_URL}/${id}/refresh`));

export const useUpdateCalendar = () =>
  useRefetchAfter((input: { id: string; checkConflicts?: boolean; writeTarget?: boolean }) => {
    const { id, ...changes } = input;
    return apiRequest<Connection[]>('PATCH', `/api/connected-calendars/${id}`, changes);
  });

/** Asks the server for the provider's sign-in address and leaves for it. */
export const useStartOAuth = () =>
  useMutation({
    mutationFn: (input: { provider: 'google' | 'microsoft'; reconnectId?: string }) =>
      apiRequest<{ authorizeUrl: string }>('POST', `${CONNECTIONS_URL}/oauth/start`, input),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });

const finishing = new Map<string, Promise<Connection>>();

/** The state is single use: a second call for the same state (React's double effects) shares the first. */
export function finishOAuth(input: { state: string; code?: string; error?: string }): Promise<Connection> {
  let pending = finishing.get(input.state);
  if (!pending) {
    pending = apiRequest<Connection>('POST', `${CONNECTIONS_URL}/oauth/finish`, input);
    finishing.set(input.state, pending);
  }
  return pending;
}
