import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useChangeMeetingSettings, useSetParticipantRequired } from '../api/meeting-actions';
import {
  relaxationKey,
  relaxationPlan,
  type ChangeStep,
  type RelaxationPlan,
} from '../lib/relaxation-change';
import { blockerWords, nameLookup, relaxationChangeWords, relaxationWords } from '../lib/reason-words';
import type { Blocker, HeatMapPerson, Relaxation } from '../lib/suggestion-types';

/**
 * Why nothing fits everyone, and what would change that: each change, or pair of changes when no single
 * one helps, applies with one click and the times are ranked again.
 */
export function RelaxationsPanel({
  blockers,
  relaxations,
  meeting,
  everyoneAnswered,
  people,
  underRule = false,
}: {
  blockers: Blocker[];
  relaxations: Relaxation[];
  meeting: MeetingDto;
  everyoneAnswered: boolean;
  /** Who the blockers and relaxations name, by participant id. */
  people: readonly HeatMapPerson[];
  /** No ranked time meets the quorum rule, so the changes are counted by the times that would meet it. */
  underRule?: boolean;
}) {
  const t = useT('meetings');
  const tr = useT('reasons');
  const nameOf = nameLookup(people);
  const settings = useChangeMeetingSettings();
  const participant = useSetParticipantRequired();
  const [applying, setApplying] = useState<string | null>(null);
  const open = meeting.status === 'collecting' || meeting.status === 'ready';

  const send = (step: ChangeStep) =>
    step.target === 'participant'
      ? participant.mutateAsync({
          id: meeting.id,
          participantId: step.participantId,
          required: step.required,
        })
      : settings.mutateAsync({ id: meeting.id, patch: step.patch });

  const apply = async (relaxation: Relaxation, plan: RelaxationPlan) => {
    setApplying(relaxationKey(relaxation));
    let done = 0;
    try {
      for (const step of plan.steps) {
        await send(step);
        done++;
      }
      toast({
        title: t('relax.applied'),
        description: relaxationChangeWords(tr, relaxation, nameOf),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('relax.applyFailed'),
        description: done > 0 ? t('relax.partly', { error: errorMessage(error) }) : errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setApplying(null);
    }
  };

  return (
    <section
      aria-labelledby="blocked-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h2 id="blocked-heading" className="text-lg font-semibold">
        {/* Without blockers every required person can come at some time; only the rule is not met. */}
        {underRule && blockers.length === 0
          ? t(everyoneAnswered ? 'relax.ruleHeading' : 'relax.ruleHeadingYet')
          : t(everyoneAnswered ? 'relax.heading' : 'relax.headingYet')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {blockers.map((b) => (
          <li key={`${b.kind}-${'participantId' in b ? b.participantId : ''}`}>
            {blockerWords(tr, b, nameOf)}
          </li>
        ))}
      </ul>
      {relaxations.length ? (
        <>
          <h3 className="mt-4 font-medium">{t('relax.helpHeading')}</h3>
          <ul className="mt-2 flex flex-col gap-3" aria-label={t('relax.listLabel')}>
            {relaxations.map((r) => {
              const plan = relaxationPlan(r, meeting);
              const key = relaxationKey(r);
              const message = relaxationWords(tr, r, nameOf, underRule);
              return (
                <li key={key} className="text-sm">
                  <p className="font-medium">{message}</p>
                  <p className="text-slate-600 dark:text-slate-400">{plan.explanation}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    disabled={!open || applying !== null}
                    aria-label={t('relax.buttonLabel', { label: plan.label, message })}
                    onClick={() => void apply(r, plan)}
                  >
                    {applying === key ? t('relax.applying') : plan.label}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm">{everyoneAnswered ? t('relax.noneFinal') : t('relax.noneYet')}</p>
      )}
    </section>
  );
}
