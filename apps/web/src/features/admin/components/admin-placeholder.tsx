import { useDocumentTitle } from '@/hooks/use-document-title';

/** Admin subpages whose interface comes later (spec §2). */
export function AdminPlaceholder({ title, what }: { title: string; what: string }) {
  useDocumentTitle(`Admin ${title}`);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        The {what} interface will be implemented here.
      </p>
    </div>
  );
}
