import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './error-boundary';
import { ERROR_TEXTS, isAuthenticationError } from './error-messages';
import { ErrorPanel } from './error-panel';

/** The outermost boundary: the error's own message and a way home. */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
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

/** Around each page: authentication trouble offers a reload, anything else a retry. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
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
