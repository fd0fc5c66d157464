import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A content page: sets the document title and gives every page the same heading rhythm. */
export function PageShell({
  title,
  heading,
  intro,
  children,
}: {
  /** The page's name in the document title ('<title> - Overlap'). */
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto mb-12 max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight break-words hyphens-auto sm:text-5xl">
          {heading ?? title}
        </h1>
        {intro ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
