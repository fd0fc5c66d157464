import { PageShell } from '@/components/layout/page-shell';

export default function HowItWorksPage() {
  return (
    <PageShell title="How It Works">
      <p className="text-center text-slate-600 dark:text-slate-400">How It Works</p>
    </PageShell>
  );
}
