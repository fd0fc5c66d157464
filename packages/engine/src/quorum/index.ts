export { checkRule, meetsRule, mostFreeOf, tallyOf, type RuleOutcome } from './quorum-rule.ts';
export type * from './quorum-types.ts';
