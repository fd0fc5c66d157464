import { PageShell } from '@/components/layout/page-shell';

export default function SyncGooglePage() {
  return (
    <PageShell title="Sync Google Calendar">
      <p className="text-center text-slate-600 dark:text-slate-400">Sync Google Calendar</p>
    </PageShell>
  );
}
