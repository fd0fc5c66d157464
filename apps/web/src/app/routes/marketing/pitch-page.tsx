import { PageShell } from '@/components/layout/page-shell';

export default function PitchPage() {
  return (
    <PageShell title="Pitch">
      <p className="text-center text-slate-600 dark:text-slate-400">Pitch</p>
    </PageShell>
  );
}
