import type { QuorumOutcomeDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { ruleWords } from '@/lib/quorum/rule-words';

/** Choose a time's statement of the rule the times are marked against, and whether it books by itself. */
export function QuorumRuleNote({
  quorum,
  autoSchedule,
}: {
  quorum: QuorumOutcomeDto;
  autoSchedule: boolean;
}) {
  const t = useT('meetings');
  const tc = useT('common');
  // Why nothing books by itself: no ranked time meets the rule; the best one says how close it comes.
  const unmet = quorum.checks.some((c) => c.meets) ? null : quorum.checks[0];
  return (
    <p
      data-testid="quorum-rule"
      className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
    >
      <span className="font-medium">{t('choose.rule', { rule: ruleWords(tc, quorum.rule) })}</span>{' '}
      {autoSchedule ? t('choose.ruleAuto') : t('choose.ruleManual')}
      {unmet ? (
        <span className="mt-1 block font-medium text-amber-800 dark:text-amber-200">
          {t('choose.ruleUnmet', { free: unmet.free, total: unmet.total })}
        </span>
      ) : null}
    </p>
  );
}
