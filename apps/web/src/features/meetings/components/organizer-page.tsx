import { useT, type MessageKey } from '@/i18n';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MEETINGS_TAB } from './meetings-tab-path';
import { LoadingBlock } from './page-states';

/**
 * The frame of the organizer's meeting pages: the document title, the one h1, sign-in, and the
 * `?meeting=` id every page needs.
 */
export function OrganizerPage({
  title,
  heading,
  children,
}: {
  /** Message keys of the document title and the h1. */
  title: MessageKey<'meetings'>;
  heading: MessageKey<'meetings'>;
  children: (meetingId: string) => ReactNode;
}) {
  const t = useT('meetings');
  useDocumentTitle(t(title));
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const meetingId = params.get('meeting') ?? '';

  let body: ReactNode;
  if (auth.isLoading) body = <LoadingBlock label={t('page.checkingSignIn')} />;
  else if (!auth.isAuthenticated)
    body = (
      <div className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">{t('page.signInToSee')}</p>
        <Button className="mt-4" onClick={() => auth.login(`${location.pathname}${location.search}`)}>
          {t('page.signIn')}
        </Button>
      </div>
    );
  else if (!meetingId)
    body = (
      <div className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">{t('page.noMeeting')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={MEETINGS_TAB}>{t('page.goToMeetings')}</Link>
        </Button>
      </div>
    );
  else body = children(meetingId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <ArrivalHeading className="mb-6 text-3xl font-bold tracking-tight">{t(heading)}</ArrivalHeading>
      {body}
    </div>
  );
}
