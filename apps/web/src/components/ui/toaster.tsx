import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { toastStore, type ToastVariant } from './toast-store';

const variantClass: Record<ToastVariant, string> = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  destructive: 'border-red-300 bg-red-600 text-white dark:border-red-800 dark:bg-red-700',
};

export function Toaster() {
  const translate = useT('common');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(t.id);
          }}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=closed]:opacity-0 data-[state=open]:opacity-100 transition-opacity',
            variantClass[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={translate('toast.dismiss')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        On a phone a toast spans the screen: at the top it covers the header, not the control just used,
        which after scrolling to it sits at the bottom. The empty edge around a toast lets clicks through.
      */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
