import { describe, expect, it } from 'vitest';
import { quorumRuleIssues, quorumRuleSchema } from './quorum';

const people = (required: boolean[]) => required.map((r) => ({ required: r }));

describe('quorum rules', () => {
  it('refuses a rule asking for nobody, naming the field', () => {
    const zero = quorumRuleSchema.safeParse({ kind: 'at-least', people: 0 });
    expect(zero.success).toBe(false);
    expect(zero.error!.issues[0]!.path).toEqual(['people']);
    const none = quorumRuleSchema.safeParse({ kind: 'required-plus', others: 0 });
    expect(none.error!.issues[0]!.path).toEqual(['others']);
    expect(quorumRuleSchema.safeParse({ kind: 'sometimes' }).success).toBe(false);
  });

  it('refuses more others than are optional and more people than are asked', () => {
    const invitees = people([true, false, false]);
    expect(quorumRuleIssues({ kind: 'required-plus', others: 2 }, invitees, false)).toEqual([]);
    expect(quorumRuleIssues({ kind: 'required-plus', others: 3 }, invitees, false)[0]).toMatchObject({
      path: ['quorumRule', 'others'],
      message: 'The rule asks for 3 of the others, but only 2 people are optional',
    });
    // The organizer is one of the people.
    expect(quorumRuleIssues({ kind: 'at-least', people: 4 }, invitees, false)).toEqual([]);
    expect(quorumRuleIssues({ kind: 'at-least', people: 5 }, invitees, false)[0]!.path).toEqual([
      'quorumRule',
      'people',
    ]);
    expect(quorumRuleIssues({ kind: 'most-possible' }, invitees, false)).toEqual([]);
  });

  it('keeps a repeating meeting on everyone required', () => {
    expect(quorumRuleIssues({ kind: 'everyone-required' }, people([true]), true)).toEqual([]);
    expect(quorumRuleIssues({ kind: 'most-possible' }, people([true]), true)[0]!.path).toEqual([
      'quorumRule',
      'kind',
    ]);
  });
});
