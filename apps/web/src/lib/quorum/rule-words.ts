import type { QuorumCheckDto, QuorumRuleDto } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';

/** The rule in words: "every required person and at least 3 of the others". */
export function ruleWords(t: Translate<'common'>, rule: QuorumRuleDto): string {
  switch (rule.kind) {
    case 'everyone-required':
      return t('quorum.rule.everyoneRequired');
    case 'required-plus':
      return t('quorum.rule.requiredPlus', { count: rule.others });
    case 'at-least':
      return t('quorum.rule.atLeast', { count: rule.people });
    case 'most-possible':
      return t('quorum.rule.mostPossible');
  }
}

/**
 * Who can come at one time, against the rule: "Meets the rule: 6 of 7 counted, all 3 required people".
 * `counted` is the heat map's denominator (who answered and did not decline, the organizer too), so a card
 * and its cell give the same figures.
 */
export function checkWords(t: Translate<'common'>, check: QuorumCheckDto, counted: number): string {
  const required =
    check.requiredFree === check.requiredTotal
      ? t('quorum.requiredAll', { count: check.requiredTotal })
      : t('quorum.requiredSome', { free: check.requiredFree, total: check.requiredTotal });
  const values = { free: check.free, counted, required };
  return check.meets ? t('quorum.meets', values) : t('quorum.misses', values);
}
