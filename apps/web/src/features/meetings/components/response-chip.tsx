import { useT } from '@/i18n';
import type { ParticipantResponse } from '@overlap/contracts/schemas';
import { CircleCheck, CircleHelp, CircleX, Clock } from 'lucide-react';
import { cn } from '@/lib/cn';

const RESPONSE_LOOK = {
  accepted: { label: 'response.accepted', Icon: CircleCheck, tone: 'text-emerald-700 dark:text-emerald-300' },
  tentative: { label: 'response.tentative', Icon: CircleHelp, tone: 'text-amber-700 dark:text-amber-300' },
  declined: { label: 'response.declined', Icon: CircleX, tone: 'text-red-700 dark:text-red-300' },
  'needs-action': { label: 'response.needsAction', Icon: Clock, tone: 'text-slate-600 dark:text-slate-400' },
} as const satisfies Record<ParticipantResponse, { label: string; Icon: typeof CircleCheck; tone: string }>;

/** A person's answer to the booked meeting: an icon and a word, so it never rests on colour alone. */
export function ResponseChip({ response }: { response: ParticipantResponse }) {
  const t = useT('meetings');
  const { label, Icon, tone } = RESPONSE_LOOK[response];
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap', tone)}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t(label)}
    </span>
  );
}
