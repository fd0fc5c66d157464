import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useDeferredValue, type ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { AvailabilityForm } from '@/features/participant/components/availability-form';
import {
  AnswerFormSkeleton,
  GreetingSkeleton,
} from '@/features/participant/components/availability-skeleton';
import { GuestGreeting, greetingText } from '@/features/participant/components/guest-greeting';
import { ForgetAnswer } from '@/features/participant/components/forget-answer';
import { HoldsFeed } from '@/features/participant/components/holds-feed';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { useT } from '@/i18n';

/** The page's heading and greeting above its body; the same frame while the meeting loads. */
function AvailabilityFrame({ greeting, children }: { greeting: ReactNode; children: ReactNode }) {
  const t = useT('participant');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('page.availability.heading')}</h1>
          <LanguagePicker className="text-sm text-slate-600 dark:text-slate-400" />
        </div>
        {greeting}
      </header>
      {children}
    </div>
  );
}

/**
 * The greeting shows as soon as the meeting arrives. The form is a large tree (every slot of the window):
 * it renders after, as a transition, yielding to the browser between components rather than holding the
 * first paint of the greeting in one long task.
 */
function AvailabilityPage({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const shown = useDeferredValue<ParticipantViewDto | null>(view, null);
  const organizer = view.meeting.organizerName;
  return (
    <AvailabilityFrame greeting={<GuestGreeting text={greetingText(t, view.participant.name, organizer)} />}>
      {/* What sits below the form waits for it: drawn first beside the skeleton, its text was the largest
          paint on a phone's screen, and so the page's LCP, seconds after the greeting. */}
      {shown ? (
        <>
          <AvailabilityForm view={shown} token={token} />
          <HoldsFeed view={shown} token={token} />
          <ForgetAnswer
            token={token}
            organizerName={organizer}
            answered={shown.participant.status !== 'invited' || shown.answer !== null}
            offerAnswerAgain={false}
          />
        </>
      ) : (
        <AnswerFormSkeleton />
      )}
    </AvailabilityFrame>
  );
}

export default function ParticipantAvailabilityPage() {
  const t = useT('participant');
  return (
    <ParticipantViewGate
      title={t('page.availability.title')}
      heading={t('page.availability.heading')}
      pending={
        <AvailabilityFrame greeting={<GreetingSkeleton />}>
          <AnswerFormSkeleton />
        </AvailabilityFrame>
      }
    >
      {(view, token) => <AvailabilityPage view={view} token={token} />}
    </ParticipantViewGate>
  );
}
