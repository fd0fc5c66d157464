import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useEffect, type ReactNode } from 'react';
import { NoticePage } from '@/components/layout/notice-page';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { prepareErrorTexts } from '@/lib/errors/error-texts';
import { useParticipantView } from '../api/get-participant-view';
import { errorMessageOf, ParticipantApiError } from '../api/participant-request';
import { useGuestLocale } from '../hooks/use-guest-locale';
import { useParticipantToken } from '../hooks/use-participant-token';

interface GateProps {
  /** The page's name in the document title. */
  title: string;
  /** The heading of the notice shown when the link is incomplete. */
  heading: string;
  /** What shows while the view loads (the page's own skeleton); a spinner unless given. */
  pending?: ReactNode;
  children: (view: ParticipantViewDto, token: string) => ReactNode;
}

/** Reads `?token`, loads the participant's view and shows the missing-link, loading and error states. */
export function ParticipantViewGate({ title, heading, pending, children }: GateProps) {
  const t = useT('participant');
  // The error texts are not needed to show the page: they load once it has rendered, ready for any error.
  useEffect(() => void prepareErrorTexts(), []);
  const token = useParticipantToken();
  if (!token) {
    return (
      <NoticePage title={title} heading={heading}>
        <p>{t('gate.incomplete')}</p>
      </NoticePage>
    );
  }
  return (
    <LoadedView title={title} token={token} pending={pending}>
      {children}
    </LoadedView>
  );
}

function LoadedView({ title, token, pending, children }: Omit<GateProps, 'heading'> & { token: string }) {
  const t = useT('participant');
  useDocumentTitle(title);
  const view = useParticipantView(token);
  if (view.isPending) return pending ?? <LoadingScreen />;
  if (view.isError) {
    const linkProblem =
      view.error instanceof ParticipantApiError && [400, 404, 410].includes(view.error.status);
    return (
      <NoticePage title={title} heading={linkProblem ? t('gate.badLink') : t('gate.loadFailed')}>
        <p role="alert">{errorMessageOf(view.error)}</p>
        {linkProblem ? null : (
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void view.refetch()}
            disabled={view.isFetching}
          >
            {view.isFetching ? t('gate.retrying') : t('gate.retry')}
          </Button>
        )}
      </NoticePage>
    );
  }
  return <GuestPage view={view.data} token={token} render={children} />;
}

function GuestPage({
  view,
  token,
  render,
}: {
  view: ParticipantViewDto;
  token: string;
  render: GateProps['children'];
}) {
  useGuestLocale(view);
  return <>{render(view, token)}</>;
}
