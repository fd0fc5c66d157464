import { PageShell } from '@/components/layout/page-shell';

export default function TeamPage() {
  return (
    <PageShell title="About">
      <p className="text-center text-slate-600 dark:text-slate-400">About</p>
    </PageShell>
  );
}
