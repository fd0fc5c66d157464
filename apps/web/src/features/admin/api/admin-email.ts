import {
  ADMIN_MAIL_ROUTES,
  DEFAULT_LOCALE,
  type Locale,
  adminOutboxMessagePath,
  adminTemplatePath,
  type AdminEmailTemplateResponse,
  type AdminEmailTemplatesResponse,
  type AdminOutboxMessageResponse,
  type AdminOutboxResponse,
  type AdminTemplatePreviewResponse,
  type EmailTemplateContent,
  type OutboxStatusValue,
} from '@overlap/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

// The admin pages show their own error states, so nothing here is thrown to an error boundary.
const inline = { throwOnError: false, staleTime: 0 } as const;

const isTemplateList = (key: unknown) =>
  key === ADMIN_MAIL_ROUTES.templates || String(key).startsWith(`${ADMIN_MAIL_ROUTES.templates}?`);

/** Every e-mail, each with its subject in `locale`'s version. */
export function useEmailTemplates(locale: Locale) {
  const url =
    locale === DEFAULT_LOCALE
      ? ADMIN_MAIL_ROUTES.templates
      : `${ADMIN_MAIL_ROUTES.templates}?locale=${locale}`;
  return useQuery<AdminEmailTemplatesResponse, Error>({ queryKey: [url], ...inline });
}

/** A template's route (or one of its actions) for one language's version; English has no query. */
function templateUrl(key: string, locale: Locale, action = ''): string {
  const path = `${adminTemplatePath(key)}${action}`;
  return locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`;
}

export function useEmailTemplate(key: string, locale: Locale) {
  return useQuery<AdminEmailTemplateResponse, Error>({ queryKey: [templateUrl(key, locale)], ...inline });
}

function useTemplateMutation(
  key: string,
  locale: Locale,
  run: (content: EmailTemplateContent) => Promise<AdminEmailTemplateResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation<AdminEmailTemplateResponse, Error, EmailTemplateContent>({
    mutationFn: run,
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData([templateUrl(key, locale)], saved);
      // The list in every language: its subjects and "edited" marks may have changed.
      void queryClient.invalidateQueries({ predicate: (query) => isTemplateList(query.queryKey[0]) });
    },
  });
}

export function useSaveTemplate(key: string, locale: Locale) {
  return useTemplateMutation(key, locale, (content) =>
    apiRequest<AdminEmailTemplateResponse>('PUT', templateUrl(key, locale), content),
  );
}

export function useResetTemplate(key: string, locale: Locale) {
  return useTemplateMutation(key, locale, () =>
    apiRequest<AdminEmailTemplateResponse>('POST', templateUrl(key, locale, '/reset'), {}),
  );
}

/** The preview fills in sample values in the language of the version being edited. */
export function usePreviewTemplate(key: string, locale: Locale) {
  return useMutation<AdminTemplatePreviewResponse, Error, EmailTemplateContent>({
    mutationFn: (content) =>
      apiRequest<AdminTemplatePreviewResponse>('POST', templateUrl(key, locale, '/preview'), content),
    retry: false,
  });
}

export function outboxUrl(status: OutboxStatusValue | null, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${ADMIN_MAIL_ROUTES.outbox}?${search}` : ADMIN_MAIL_ROUTES.outbox;
}

export function useOutbox(status: OutboxStatusValue | null, page: number) {
  return useQuery<AdminOutboxResponse, Error>({
    queryKey: [outboxUrl(status, page)],
    placeholderData: keepPreviousData,
    ...inline,
  });
}

export function useOutboxMessage(id: string) {
  return useQuery<AdminOutboxMessageResponse, Error>({ queryKey: [adminOutboxMessagePath(id)], ...inline });
}
