import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { GlobalErrorBoundary } from '@/components/errors/boundaries';
import { watchUnhandledRejections } from '@/components/errors/unhandled-rejections';
import { ToastHost } from '@/components/ui/toast-host';
import { AuthProvider } from '@/features/auth/auth-provider';
import { applyTheme, watchSystemTheme } from '@/lib/theme/theme';
import { createQueryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import type { AppRouter } from './router';

/** The whole app around a router: the browser's in the page, a memory router when the build prerenders. */
export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    applyTheme(useAppStore.getState().theme);
    const stopTheme = watchSystemTheme(() => useAppStore.getState().theme);
    const stopRejections = watchUnhandledRejections();
    return () => {
      stopTheme();
      stopRejections();
    };
  }, []);

  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider navigate={(path) => void router.navigate(path, { replace: true })}>
          <RouterProvider router={router} />
        </AuthProvider>
        <ToastHost />
      </QueryClientProvider>
    </GlobalErrorBoundary>
  );
}
