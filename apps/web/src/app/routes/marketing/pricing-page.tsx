import { PageShell } from '@/components/layout/page-shell';

export default function PricingPage() {
  return (
    <PageShell title="Pricing">
      <p className="text-center text-slate-600 dark:text-slate-400">Pricing</p>
    </PageShell>
  );
}
