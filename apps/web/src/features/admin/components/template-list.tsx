import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useLocale, useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useMailKind } from '../hooks/use-mail-kind';
import { useEmailTemplates } from '../api/admin-email';
import { AdminEmpty, AdminError } from './admin-states';

export function TemplateList() {
  const t = useT('admin');
  const formats = useAdminFormats();
  const templates = useEmailTemplates(useLocale());
  const kind = useMailKind();
  if (templates.isPending) return <LoadingScreen label={t('templates.loading')} />;
  if (templates.isError) {
    return (
      <AdminError
        title={t('templates.loadFailed')}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  const list = templates.data.templates;
  if (list.length === 0) {
    return <AdminEmpty title={t('templates.empty')}>{t('templates.emptyHint')}</AdminEmpty>;
  }
  return (
    <ul aria-label={t('email.templates')} className="flex flex-col gap-3">
      {list.map((template) => {
        const about = kind(template.key, template);
        return (
          <li key={template.key}>
            <Link
              to={`/admin/email-templates/${template.key}`}
              className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{about.name}</h2>
                  <span
                    className={
                      template.edited
                        ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
                        : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                    }
                  >
                    {template.edited ? t('templates.edited') : t('templates.default')}
                  </span>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{about.description}</p>
                <p className="mt-1 truncate font-mono text-xs text-slate-500">{template.subject}</p>
                {template.edited ? (
                  <p className="mt-1 text-xs text-slate-500">
                    {t('templates.changed', { when: formats.dateTime.format(new Date(template.updatedAt)) })}
                  </p>
                ) : null}
              </div>
              <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
