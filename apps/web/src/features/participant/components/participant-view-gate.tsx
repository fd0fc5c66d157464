import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import type { ReactNode } from 'react';
import { NoticePage } from '@/components/layout/notice-page';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useParticipantView } from '../api/get-participant-view';
import { errorMessageOf, ParticipantApiError } from '../api/participant-request';
import { useParticipantToken } from '../hooks/use-participant-token';

interface GateProps {
  /** The page's name in the document title. */
  title: string;
  /** The heading of the notice shown when the link is incomplete. */
  heading: string;
  children: (view: ParticipantViewDto, token: string) => ReactNode;
}

/** Reads `?token`, loads the participant's view and shows the missing-link, loading and error states. */
export function ParticipantViewGate({ title, heading, children }: GateProps) {
  const token = useParticipantToken();
  if (!token) {
    return (
      <NoticePage title={title} heading={heading}>
        <p>
          This page opens from a link in an Overlap e-mail or from your dashboard. The link you used is
          incomplete: open it again from the e-mail or the dashboard.
        </p>
      </NoticePage>
    );
  }
  return (
    <LoadedView title={title} token={token}>
      {children}
    </LoadedView>
  );
}

function LoadedView({ title, token, children }: Omit<GateProps, 'heading'> & { token: string }) {
  useDocumentTitle(title);
  const view = useParticipantView(token);
  if (view.isPending) return <LoadingScreen />;
  if (view.isError) {
    const linkProblem =
      view.error instanceof ParticipantApiError && [400, 404, 410].includes(view.error.status);
    return (
      <NoticePage
        title={title}
        heading={linkProblem ? 'This link does not open a meeting' : 'We could not load this meeting'}
      >
        <p role="alert">{errorMessageOf(view.error)}</p>
        {linkProblem ? null : (
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void view.refetch()}
            disabled={view.isFetching}
          >
            {view.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        )}
      </NoticePage>
    );
  }
  return <>{children(view.data, token)}</>;
}
