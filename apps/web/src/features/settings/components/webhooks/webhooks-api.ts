import { MEETING_API_ROUTES, WEBHOOK_API_ROUTES as R, type WebhookDeliveryStatus } from '@overlap/contracts';
import type {
  MeetingDto,
  CreatedWebhookDto,
  CreateWebhookRequest,
  RotatedWebhookSecretDto,
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

/** The organizer's meetings (the meetings pages' cached list), to aim a webhook at one of them. */
export function useMeetingChoices() {
  return useQuery<MeetingDto[], Error, { id: string; title: string }[]>({
    queryKey: [MEETING_API_ROUTES.list],
    select: (meetings) =>
      meetings.filter((m) => m.status !== 'cancelled').map((m) => ({ id: m.id, title: m.title })),
  });
}

/** Read again soon while something is being sent, less often while it waits for a retry, else never. */
function pollWhileSending(statuses: (WebhookDeliveryStatus | undefined)[]): number | false {
  if (statuses.includes('pending')) return 2_000;
  if (statuses.includes('retrying')) return 15_000;
  return false;
}

export function useWebhooks() {
  return useQuery<WebhookDto[]>({
    queryKey: WEBHOOKS_QUERY_KEY,
    refetchInterval: (query) => pollWhileSending((query.state.data ?? []).map((w) => w.lastDelivery?.status)),
  });
}

/** The delivery log, read again while a delivery is on its way. */
export function useDeliveries(id: string) {
  return useQuery<WebhookDeliveryDto[]>({
    queryKey: deliveriesKey(id),
    refetchInterval: (query) => pollWhileSending((query.state.data ?? []).map((d) => d.status)),
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

/** A new secret now; the old one keeps signing beside it for the default grace period. */
export function useRotateSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RotatedWebhookSecretDto>('POST', path(R.rotateSecret, { id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
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
