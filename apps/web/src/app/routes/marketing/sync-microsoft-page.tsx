import { PageShell } from '@/components/layout/page-shell';

export default function SyncMicrosoftPage() {
  return (
    <PageShell title="Sync Microsoft Calendar">
      <p className="text-center text-slate-600 dark:text-slate-400">Sync Microsoft Calendar</p>
    </PageShell>
  );
}
