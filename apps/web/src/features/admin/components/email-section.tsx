import { Link, Route, Routes, useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { useSiteConfig } from '@/lib/site-config';
import { OutboxList } from './outbox-list';
import { OutboxMessageView } from './outbox-message';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';

const BASE = '/admin/email-templates';

const tabClass = (isActive: boolean) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );

/** /admin/email-templates: the e-mails Overlap sends (editable templates) and what it has sent (outbox). */
export function EmailSection() {
  const t = useT('admin');
  useDocumentTitle(t('email.docTitle'));
  // The retention job deletes sent and kept messages after RETENTION_MESSAGES_DAYS.
  const days = useSiteConfig()?.retention.messageBodiesDays;
  // The editor of one template belongs to the Templates tab, a message to the Outbox tab.
  const inOutbox = useLocation().pathname.startsWith(`${BASE}/outbox`);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.email')}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {days === undefined ? t('email.introUnknown') : t('email.intro', { days })}
        </p>
      </header>
      <nav aria-label={t('email.navLabel')} className="flex gap-2">
        <Link to={BASE} className={tabClass(!inOutbox)} aria-current={inOutbox ? undefined : 'page'}>
          {t('email.templates')}
        </Link>
        <Link
          to={`${BASE}/outbox`}
          className={tabClass(inOutbox)}
          aria-current={inOutbox ? 'page' : undefined}
        >
          {t('email.outbox')}
        </Link>
      </nav>
      <Routes>
        <Route index element={<TemplateList />} />
        <Route path="outbox" element={<OutboxList />} />
        <Route path="outbox/:id" element={<OutboxMessageView />} />
        <Route path=":key" element={<TemplateEditor />} />
      </Routes>
    </div>
  );
}
