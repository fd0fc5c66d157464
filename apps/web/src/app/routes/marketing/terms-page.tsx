import { PageShell } from '@/components/layout/page-shell';

export default function TermsPage() {
  return (
    <PageShell title="Terms of Service">
      <p className="text-center text-slate-600 dark:text-slate-400">Terms of Service</p>
    </PageShell>
  );
}
