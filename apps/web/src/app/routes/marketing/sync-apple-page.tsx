import { PageShell } from '@/components/layout/page-shell';

export default function SyncApplePage() {
  return (
    <PageShell title="Sync Apple Calendar">
      <p className="text-center text-slate-600 dark:text-slate-400">Sync Apple Calendar</p>
    </PageShell>
  );
}
