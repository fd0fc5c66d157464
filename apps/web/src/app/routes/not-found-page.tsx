import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

export default function NotFoundPage() {
  const t = useT('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.heading')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('notFound.body')}</p>
      <Button asChild>
        <Link to="/">{t('notice.backHome')}</Link>
      </Button>
    </div>
  );
}
