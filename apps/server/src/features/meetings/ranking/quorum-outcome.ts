import { checkRule, type RankResult, type RuleOutcome } from '@overlap/engine';
import type { QuorumOutcomeDto, QuorumRuleDto } from '@overlap/contracts/schemas';

const outcomes = new WeakMap<RankResult, Map<string, RuleOutcome>>();

/** The rule read against a ranking, once per ranking and rule (a cached ranking is the same object). */
export function ruleOutcomeOf(rule: QuorumRuleDto, result: RankResult): RuleOutcome {
  let byRule = outcomes.get(result);
  if (!byRule) outcomes.set(result, (byRule = new Map()));
  const key = JSON.stringify(rule);
  let outcome = byRule.get(key);
  if (!outcome) {
    outcome = checkRule(rule, result);
    byRule.set(key, outcome);
  }
  return outcome;
}

/** The wire form of the suggestions' `quorum`. */
export function quorumOnWire(rule: QuorumRuleDto, result: RankResult): QuorumOutcomeDto {
  const { mostFree, checks } = ruleOutcomeOf(rule, result);
  return { rule, mostFree, checks };
}
