import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useFocusReturnOnUnmount } from '@/hooks/use-focus-return';

/** Asked when leaving an editor with unsaved changes; Escape stays. */
export function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT('admin');
  useFocusReturnOnUnmount();
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onStay();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStay]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-body"
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id="unsaved-title" className="text-lg font-semibold">
          {t('unsaved.title')}
        </h2>
        <p id="unsaved-body" className="text-sm text-slate-600 dark:text-slate-400">
          {t('unsaved.body')}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onStay} autoFocus>
            {t('unsaved.stay')}
          </Button>
          <Button variant="destructive" onClick={onLeave}>
            {t('unsaved.leave')}
          </Button>
        </div>
      </div>
    </div>
  );
}
