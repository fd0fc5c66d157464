import { PageShell } from '@/components/layout/page-shell';

export default function PrivacyPage() {
  return (
    <PageShell title="Privacy Policy">
      <p className="text-center text-slate-600 dark:text-slate-400">Privacy Policy</p>
    </PageShell>
  );
}
