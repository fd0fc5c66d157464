import { WEBHOOK_API_ROUTES as R } from '@overlap/contracts';
import type {
  CreatedWebhookDto,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDeliveryDto,
  WebhookDto,
} from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

const path = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const WEBHOOKS_QUERY_KEY = [R.list] as const;
const deliveriesKey = (id: string) => [path(R.deliveries, { id })] as const;

export function useWebhooks() {
  return useQuery<WebhookDto[]>({ queryKey: WEBHOOKS_QUERY_KEY });
}

/** The delivery log; read again every few seconds while a delivery is still on its way. */
export function useDeliveries(id: string) {
  return useQuery<WebhookDeliveryDto[]>({
    queryKey: deliveriesKey(id),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending' || d.status === 'retrying') ? 2_000 : false,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookRequest) => apiRequest<CreatedWebhookDto>('POST', R.list, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useUpdateWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookRequest) => apiRequest<WebhookDto>('PATCH', path(R.detail, { id }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', path(R.detail, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useRevealSecret(id: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ secret: string }>('GET', path(R.secret, { id })),
  });
}

function useDeliveryAction(id: string, send: (deliveryId?: string) => Promise<WebhookDeliveryDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deliveriesKey(id) });
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
  });
}

export function useSendTest(id: string) {
  return useDeliveryAction(id, () => apiRequest<WebhookDeliveryDto>('POST', path(R.test, { id })));
}

export function useRedeliver(id: string) {
  return useDeliveryAction(id, (deliveryId) =>
    apiRequest<WebhookDeliveryDto>('POST', path(R.redeliver, { id, deliveryId: deliveryId ?? '' })),
  );
}
