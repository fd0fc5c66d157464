import { DEFAULT_LOCALE, isLocale, type Locale } from '@overlap/contracts';
import { useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { useEmailTemplate } from '../api/admin-email';
import { AdminError } from './admin-states';
import { BackToTemplates } from './back-to-templates';
import { TemplateForm } from './template-form';

export function TemplateEditor() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('locale');
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const t = useT('admin');
  const template = useEmailTemplate(key, locale);
  if (template.isPending) return <LoadingScreen label={t('template.loading')} />;
  if (template.isError) {
    const missing = template.error instanceof HttpError && template.error.status < 500;
    return (
      <div className="flex flex-col gap-4">
        <BackToTemplates />
        <AdminError
          title={missing ? t('template.none') : t('template.loadFailed')}
          error={template.error}
          onRetry={missing ? undefined : () => void template.refetch()}
        />
      </div>
    );
  }
  // A new key after save or reset starts the form again from what the server stored.
  const stored = template.data.template;
  return (
    <TemplateForm key={`${stored.key}:${locale}:${stored.updatedAt}`} template={stored} locale={locale} />
  );
}
