import { PARTICIPANT_CALENDAR_ROUTES as ROUTES } from '@overlap/contracts';
import type {
  CalendarFormInput,
  ParticipantCalendarOverviewDto,
  ParticipantCalendarReadDto,
} from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { HttpError } from '@/lib/http-error';
import { shouldRetry } from '@/lib/query-client';
import { ParticipantApiError, participantRequest } from './participant-request';

export const calendarOverviewKey = (token: string) => ['participant', 'calendar', token] as const;

/** The providers on offer and the read waiting to be sent. */
export function useCalendarOverview(token: string) {
  return useQuery({
    queryKey: calendarOverviewKey(token),
    queryFn: ({ signal }) =>
      participantRequest<ParticipantCalendarOverviewDto>(ROUTES.overview, token, { method: 'GET', signal }),
    throwOnError: false,
    retry: shouldRetry(2),
    staleTime: 60_000,
  });
}

/** Every read replaces the pending one in the overview, so the page shows it at once. */
function useRead<TInput>(token: string, call: (input: TInput) => Promise<ParticipantCalendarReadDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: (read) =>
      queryClient.setQueryData<ParticipantCalendarOverviewDto>(calendarOverviewKey(token), (old) =>
        old ? { ...old, read } : old,
      ),
  });
}

export const useReadByForm = (token: string) =>
  useRead(token, (input: CalendarFormInput) =>
    participantRequest<ParticipantCalendarReadDto>(ROUTES.read, token, { method: 'POST', body: input }),
  );

/** Needs both keys: the personal link's token and the signed-in person's bearer token. */
export const useReadConnected = (token: string) =>
  useRead(token, () =>
    apiRequest<ParticipantCalendarReadDto>('POST', `${ROUTES.connected}?token=${encodeURIComponent(token)}`),
  );

export function useRemoveRead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => participantRequest<null>(ROUTES.read, token, { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<ParticipantCalendarOverviewDto>(calendarOverviewKey(token), (old) =>
        old ? { ...old, read: null } : old,
      ),
  });
}

const stateKey = (state: string) => `overlap.participant-calendar.${state}`;

/** Leaves for the provider; the link's token waits in this tab for the way back (it never goes to the provider). */
export const useStartCalendarOAuth = (token: string) =>
  useMutation({
    mutationFn: (provider: 'google' | 'microsoft') =>
      participantRequest<{ authorizeUrl: string }>(ROUTES.oauthStart, token, {
        method: 'POST',
        body: { provider },
      }),
    onSuccess: ({ authorizeUrl }) => {
      const state = new URL(authorizeUrl).searchParams.get('state');
      if (state) sessionStorage.setItem(stateKey(state), token);
      window.location.assign(authorizeUrl);
    },
  });

export function tokenForState(state: string): string | null {
  try {
    return sessionStorage.getItem(stateKey(state));
  } catch {
    return null;
  }
}

export function forgetState(state: string): void {
  try {
    sessionStorage.removeItem(stateKey(state));
  } catch {
    // Storage may be unavailable; the state is single use on the server anyway.
  }
}

const finishing = new Map<string, Promise<ParticipantCalendarReadDto>>();

/** The state is single use: a second call for the same state (React's double effects) shares the first. */
export function finishCalendarOAuth(
  token: string,
  input: { state: string; code: string } | { state: string; error: string },
): Promise<ParticipantCalendarReadDto> {
  let pending = finishing.get(input.state);
  if (!pending) {
    pending = participantRequest<ParticipantCalendarReadDto>(ROUTES.oauthFinish, token, {
      method: 'POST',
      body: input,
    });
    finishing.set(input.state, pending);
  }
  return pending;
}

/** Field messages of a failed read, from either kind of request. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ParticipantApiError) return error.fieldErrors;
  if (error instanceof HttpError) return error.fields ?? {};
  return {};
}
