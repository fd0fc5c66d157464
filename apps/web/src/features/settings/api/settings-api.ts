import { API_ROUTES } from '@overlap/contracts';
import type { UserSettings, UserSettingsResponse } from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const SETTINGS_QUERY_KEY = [API_ROUTES.meSettings] as const;

export function useSettings() {
  return useQuery<UserSettingsResponse>({ queryKey: SETTINGS_QUERY_KEY });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) =>
      apiRequest<UserSettingsResponse>('PUT', API_ROUTES.meSettings, settings),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });
}
