import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from '@/components/errors/boundaries';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Footer } from './footer';
import { Header } from './header';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <PageErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
