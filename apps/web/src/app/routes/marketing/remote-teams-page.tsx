import { PageShell } from '@/components/layout/page-shell';

export default function RemoteTeamsPage() {
  return (
    <PageShell title="For Remote Teams">
      <p className="text-center text-slate-600 dark:text-slate-400">For Remote Teams</p>
    </PageShell>
  );
}
