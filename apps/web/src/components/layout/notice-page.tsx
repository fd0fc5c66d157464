import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

/** A short page that explains a state (a missing link, a finished flow) and offers the next step. */
export function NoticePage({
  title,
  heading,
  children,
  action,
}: {
  title: string;
  heading: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  const t = useT('common');
  useDocumentTitle(title);
  const next = action ?? { to: '/', label: t('notice.backHome') };
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      <div className="text-slate-600 dark:text-slate-400">{children}</div>
      <Button asChild variant="outline">
        <Link to={next.to}>{next.label}</Link>
      </Button>
    </section>
  );
}
