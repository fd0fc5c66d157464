import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from '@/components/errors/boundaries';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when the page's
          lazy content replaces "Loading..." (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
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
