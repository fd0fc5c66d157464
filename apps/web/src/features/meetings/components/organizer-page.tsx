import { PROTECTED_ROUTES } from '@overlap/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadingBlock } from './page-states';

export const MEETINGS_TAB = `${PROTECTED_ROUTES.dashboard}/meetings`;

/**
 * The frame of the organizer's meeting pages: the document title, the one h1, sign-in, and the
 * `?meeting=` id every page needs.
 */
export function OrganizerPage({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: (meetingId: string) => ReactNode;
}) {
  useDocumentTitle(title);
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const meetingId = params.get('meeting') ?? '';

  let body: ReactNode;
  if (auth.isLoading) body = <LoadingBlock label="Checking your sign-in..." />;
  else if (!auth.isAuthenticated)
    body = (
      <div className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">Sign in to see this meeting.</p>
        <Button className="mt-4" onClick={() => auth.login(`${location.pathname}${location.search}`)}>
          Sign In
        </Button>
      </div>
    );
  else if (!meetingId)
    body = (
      <div className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">
          This link does not say which meeting to show. Open the meeting from your dashboard.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={MEETINGS_TAB}>Go to your meetings</Link>
        </Button>
      </div>
    );
  else body = children(meetingId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <ArrivalHeading className="mb-6 text-3xl font-bold tracking-tight">{heading}</ArrivalHeading>
      {body}
    </div>
  );
}
