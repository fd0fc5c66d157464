import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/i18n';

export function BackToTemplates() {
  const t = useT('admin');
  return (
    <Link
      to="/admin/email-templates"
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('template.all')}
    </Link>
  );
}
