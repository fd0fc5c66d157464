import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './error-boundary';
import { useT } from '@/i18n';
import { isAuthenticationError } from './error-messages';
import { ErrorPanel } from './error-panel';

/** The outermost boundary: the error's own message and a way home. */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  const t = useT('common');
  // A query whose error reached a boundary keeps it; retrying clears it, so the server is asked again.
  const { reset: retryQueries } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      onReset={retryQueries}
      fallback={({ error, reset }) => (
        <ErrorPanel
          title={t('error.globalTitle')}
          body={error.message || t('error.globalFallback')}
          actions={
            <>
              <Button onClick={reset}>{t('error.tryAgain')}</Button>
              <Button variant="outline" onClick={() => window.location.assign('/')}>
                {t('error.goHome')}
              </Button>
            </>
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around each page: authentication trouble offers a reload, anything else a retry. Going to another
 * page clears the error.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const t = useT('common');
  const { reset: retryQueries } = useQueryErrorResetBoundary();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      onReset={retryQueries}
      resetKey={pathname}
      fallback={({ error, reset }) =>
        isAuthenticationError(error) ? (
          <ErrorPanel
            title={t('error.authTitle')}
            body={t('error.authBody')}
            actions={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
          />
        ) : (
          <ErrorPanel
            title={t('error.genericTitle')}
            body={t('error.genericBody')}
            actions={<Button onClick={reset}>{t('error.tryAgain')}</Button>}
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
