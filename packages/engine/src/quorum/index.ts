export { checkRule, meetsRule, mostFreeOf, ruleIssue, tallyOf, type RuleOutcome } from './quorum-rule.ts';
export type * from './quorum-types.ts';
