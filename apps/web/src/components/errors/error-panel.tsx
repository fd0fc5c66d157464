import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

export function ErrorPanel({ title, body, actions }: { title: string; body: string; actions: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle className="h-10 w-10 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
