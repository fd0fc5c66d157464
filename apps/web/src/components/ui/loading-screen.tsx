import { useT } from '@/i18n';

export function LoadingScreen({ label }: { label?: string }) {
  const t = useT('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-500 border-t-transparent"
      />
      <span className="text-sm text-slate-600 dark:text-slate-400">{label ?? t('loading')}</span>
    </div>
  );
}
