import { PageShell } from '@/components/layout/page-shell';

export default function BlocksPage() {
  return (
    <PageShell title="Blocks">
      <p className="text-center text-slate-600 dark:text-slate-400">Blocks</p>
    </PageShell>
  );
}
