import { AvailabilityForm } from '@/features/participant/components/availability-form';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';

export default function ParticipantAvailabilityPage() {
  return (
    <ParticipantViewGate title="Share Your Availability" heading="Share your availability">
      {(view, token) => (
        <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
          <header>
            <h1 className="text-3xl font-bold tracking-tight">Share your availability</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              {view.participant.name ? `Hi ${view.participant.name}. ` : ''}
              {view.meeting.organizerName} wants to find a time that works for everyone.
            </p>
          </header>
          <AvailabilityForm view={view} token={token} />
        </div>
      )}
    </ParticipantViewGate>
  );
}
