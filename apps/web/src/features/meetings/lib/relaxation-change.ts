import { translate } from '@/i18n';
import type { MeetingDto, MeetingSettingsPatch } from '@overlap/contracts/schemas';
import type { Relaxation, RelaxationChange } from './suggestion-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One request applying (part of) a relaxation on the server. */
export type ChangeStep =
  | { target: 'participant'; participantId: string; required: false }
  | { target: 'settings'; patch: MeetingSettingsPatch };

/** What applying a relaxation sends, and how its button and explanation read. */
export interface RelaxationPlan {
  label: string;
  explanation: string;
  steps: ChangeStep[];
}

function planOf(
  change: RelaxationChange,
  meeting: MeetingDto,
): { label: string; explanation: string; step: ChangeStep } {
  const t = translate('meetings');
  switch (change.kind) {
    case 'make-optional':
      return {
        label: t('relax.makeOptional'),
        explanation: t('relax.makeOptionalWhy'),
        step: { target: 'participant', participantId: change.participantId, required: false },
      };
    case 'allow-outside-working-hours':
      return {
        label: t('relax.outsideHours'),
        explanation: t('relax.outsideHoursWhy'),
        step: { target: 'settings', patch: { allowOutsideWorkingHours: true } },
      };
    case 'extend-window':
      return {
        label: t('relax.extend', { days: change.days }),
        explanation: t('relax.extendWhy', { days: change.days }),
        step: {
          target: 'settings',
          patch: { windowEnd: new Date(Date.parse(meeting.windowEnd) + change.days * DAY_MS).toISOString() },
        },
      };
    case 'shorter-duration':
      return {
        label: t('relax.shorten', { minutes: change.durationMinutes }),
        explanation: t('relax.shortenWhy', {
          minutes: change.durationMinutes,
          before: meeting.durationMinutes,
        }),
        step: { target: 'settings', patch: { durationMinutes: change.durationMinutes } },
      };
  }
}

/** Settings changes go in one request; a participant change is its own. */
function mergeSteps(steps: ChangeStep[]): ChangeStep[] {
  const people = steps.filter((s) => s.target === 'participant');
  const patches = steps.flatMap((s) => (s.target === 'settings' ? [s.patch] : []));
  return patches.length ? [...people, { target: 'settings', patch: Object.assign({}, ...patches) }] : people;
}

export function relaxationPlan(relaxation: Relaxation, meeting: MeetingDto): RelaxationPlan {
  if (relaxation.kind === 'pair') {
    const parts = relaxation.changes.map((change) => planOf(change, meeting));
    return {
      label: translate('meetings')('relax.both'),
      explanation: parts.map((part) => part.explanation).join(' '),
      steps: mergeSteps(parts.map((part) => part.step)),
    };
  }
  const { label, explanation, step } = planOf(relaxation, meeting);
  return { label, explanation, steps: [step] };
}

const changeKey = (change: RelaxationChange) =>
  change.kind === 'make-optional' ? `${change.kind}-${change.participantId}` : change.kind;

/** A stable key for a relaxation, also for a pair. */
export function relaxationKey(relaxation: Relaxation): string {
  return relaxation.kind === 'pair' ? relaxation.changes.map(changeKey).join('+') : changeKey(relaxation);
}
