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

type CalendarChange = { id: string; checkConflicts?: boolean; writeTarget?: boolean };

/** Applies a toggle to the cached connections, as the server will: one write target per person. */
function withChange(connections: Connection[], { id, ...changes }: CalendarChange): Connection[] {
  return connections.map((connection) => ({
    ...connection,
    calendars: connection.calendars.map((calendar) => {
      if (calendar.id === id) return { ...calendar, ...changes };
      return changes.writeTarget ? { ...calendar, writeTarget: false } : calendar;
    }),
  }));
}

/** A toggle moves at once; if the server refuses, it moves back and the error is shown. */
export function useUpdateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: CalendarChange) =>
      apiRequest<Connection[]>('PATCH', `/api/connected-calendars/${id}`, changes),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: connectionsKey });
      const previous = queryClient.getQueryData<Connection[]>(connectionsKey);
      if (previous) queryClient.setQueryData(connectionsKey, withChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(connectionsKey, context.previous);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: connectionsKey });
      await queryClient.invalidateQueries({ queryKey: previewKey });
    },
  });
}

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
