import { PROTECTED_ROUTES } from '@overlap/contracts';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/stores/app-store';
import { meetingToDraft } from '../lib/form-to-request';
import type { Blocker, Relaxation } from '../lib/suggestion-types';

/** What the relaxation does here, honestly: only two of them can be acted on from this page yet. */
function explain(relaxation: Relaxation): string {
  switch (relaxation.kind) {
    case 'make-optional':
      return 'Making someone optional is not possible on an existing request yet; create a new request with them optional.';
    case 'allow-outside-working-hours':
      return 'Counts people who shared a calendar as free outside their working hours. Ask them to paint their availability instead, or reach out to them.';
    case 'extend-window':
      return `Opens the form with a copy of this request whose window is ${relaxation.days} days longer; sending it invites everyone again.`;
    case 'shorter-duration':
      return `Opens the form with a copy of this request at ${relaxation.durationMinutes} minutes; sending it invites everyone again.`;
  }
}

/** Why nothing fits everyone, and what would change that. */
export function RelaxationsPanel({
  blockers,
  relaxations,
  meeting,
}: {
  blockers: Blocker[];
  relaxations: Relaxation[];
  meeting: MeetingDetailDto | undefined;
}) {
  const updateDraft = useAppStore((s) => s.updateMeetingDraft);
  const navigate = useNavigate();
  const copyWith = (change: { durationMinutes?: number; extendDays?: number }) => {
    if (!meeting) return;
    updateDraft(meetingToDraft(meeting, change));
    void navigate(`${PROTECTED_ROUTES.dashboard}/schedule`);
  };

  return (
    <section
      aria-labelledby="blocked-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h2 id="blocked-heading" className="text-lg font-semibold">
        No time fits every required person yet
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {blockers.map((b) => (
          <li key={`${b.kind}-${'participantId' in b ? b.participantId : ''}`}>{b.message}</li>
        ))}
      </ul>
      {relaxations.length ? (
        <>
          <h3 className="mt-4 font-medium">What would help</h3>
          <ul className="mt-2 flex flex-col gap-3">
            {relaxations.map((r) => (
              <li key={`${r.kind}-${'participantId' in r ? r.participantId : ''}`} className="text-sm">
                <p className="font-medium">{r.message}</p>
                <p className="text-slate-600 dark:text-slate-400">{explain(r)}</p>
                {r.kind === 'extend-window' || r.kind === 'shorter-duration' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    disabled={!meeting}
                    onClick={() =>
                      copyWith(
                        r.kind === 'extend-window'
                          ? { extendDays: r.days }
                          : { durationMinutes: r.durationMinutes },
                      )
                    }
                  >
                    Create an adjusted copy
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm">
          No single change would make a time fit; wait for more answers or widen the request.
        </p>
      )}
    </section>
  );
}
