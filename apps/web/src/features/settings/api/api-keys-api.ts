import { API_KEY_ROUTES, apiPath, type ApiKeyDto, type CreatedApiKeyDto } from '@overlap/contracts';
import type { CreateApiKeyRequest } from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const API_KEYS_QUERY_KEY = [API_KEY_ROUTES.list] as const;

export function useApiKeys() {
  // A failure stays in this section (with Try again) instead of taking the whole Settings page down.
  return useQuery<ApiKeyDto[]>({ queryKey: API_KEYS_QUERY_KEY, throwOnError: false, staleTime: 0 });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) =>
      apiRequest<CreatedApiKeyDto>('POST', API_KEY_ROUTES.list, input),
    // A repeated create would mint a second key the person never sees.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', apiPath(API_KEY_ROUTES.one, { id })),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<ApiKeyDto[]>(API_KEYS_QUERY_KEY, (keys) => keys?.filter((k) => k.id !== id)),
  });
}
