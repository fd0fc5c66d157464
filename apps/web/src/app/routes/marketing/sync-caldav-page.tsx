import { PageShell } from '@/components/layout/page-shell';

export default function SyncCaldavPage() {
  return (
    <PageShell title="Sync CalDAV Calendar">
      <p className="text-center text-slate-600 dark:text-slate-400">Sync CalDAV Calendar</p>
    </PageShell>
  );
}
