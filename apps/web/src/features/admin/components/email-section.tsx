import { Link, Route, Routes, useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
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
  useDocumentTitle('Admin Email Templates');
  // The editor of one template belongs to the Templates tab, a message to the Outbox tab.
  const inOutbox = useLocation().pathname.startsWith(`${BASE}/outbox`);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Email Templates</h1>
        <p className="text-slate-600 dark:text-slate-400">
          The texts of every e-mail Overlap sends, and every message it has sent or kept.
        </p>
      </header>
      <nav aria-label="Email" className="flex gap-2">
        <Link to={BASE} className={tabClass(!inOutbox)} aria-current={inOutbox ? undefined : 'page'}>
          Templates
        </Link>
        <Link
          to={`${BASE}/outbox`}
          className={tabClass(inOutbox)}
          aria-current={inOutbox ? 'page' : undefined}
        >
          Outbox
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
