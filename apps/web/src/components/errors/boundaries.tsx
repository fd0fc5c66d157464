import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './error-boundary';
import { ERROR_TEXTS, isAuthenticationError } from './error-messages';
import { ErrorPanel } from './error-panel';

/** The outermost boundary: the error's own message and a way home. */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  // A query whose error reached a boundary keeps it; retrying clears it, so the server is asked again.
  const { reset: retryQueries } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      onReset={retryQueries}
      fallback={({ error, reset }) => (
        <ErrorPanel
          title={ERROR_TEXTS.globalTitle}
          body={error.message || ERROR_TEXTS.globalFallback}
          actions={
            <>
              <Button onClick={reset}>Try Again</Button>
              <Button variant="outline" onClick={() => window.location.assign('/')}>
                Go Home
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
  const { reset: retryQueries } = useQueryErrorResetBoundary();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      onReset={retryQueries}
      resetKey={pathname}
      fallback={({ error, reset }) =>
        isAuthenticationError(error) ? (
          <ErrorPanel
            title={ERROR_TEXTS.authTitle}
            body={ERROR_TEXTS.authBody}
            actions={<Button onClick={() => window.location.reload()}>Reload Page</Button>}
          />
        ) : (
          <ErrorPanel
            title={ERROR_TEXTS.genericTitle}
            body={ERROR_TEXTS.genericBody}
            actions={<Button onClick={reset}>Try Again</Button>}
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
