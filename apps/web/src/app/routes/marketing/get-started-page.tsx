import { PageShell } from '@/components/layout/page-shell';

export default function GetStartedPage() {
  return (
    <PageShell title="Get Started">
      <p className="text-center text-slate-600 dark:text-slate-400">Get Started</p>
    </PageShell>
  );
}
