import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/i18n';

const SlideInPanel = lazy(() => import('./slide-in-panel'));

/** The mobile menu button; the panel itself (a dialog) loads the first time it opens. */
export function SlideInMenu({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useT('common');
  const trigger = useRef<HTMLButtonElement>(null);
  // On a prerendered page a tap before the app is running would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        disabled={!hydrated}
        className="rounded-lg p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SlideInPanel onClose={() => onOpenChange(false)} returnFocusTo={trigger}>
            {children}
          </SlideInPanel>
        </Suspense>
      ) : null}
    </>
  );
}

export const menuItemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-left text-base hover:bg-slate-100 dark:hover:bg-slate-800 w-full';
