import { z } from 'zod';
import { MEETING_LIMITS } from './meeting-limits';

/**
 * When auto-schedule may book: every required person free, and for the others more people as well (the
 * organizer counts as one of the people). The same shape as the engine's `QuorumRule`.
 */
export const quorumRuleSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('everyone-required') }),
      z.object({
        kind: z.literal('required-plus'),
        others: z
          .number({ error: 'Say how many of the others must be free' })
          .int('The number of others must be a whole number')
          .min(1, 'Ask for at least one of the others, or choose “Everyone required”')
          .max(MEETING_LIMITS.participantsMax, `Ask for at most ${MEETING_LIMITS.participantsMax} others`),
      }),
      z.object({
        kind: z.literal('at-least'),
        people: z
          .number({ error: 'Say how many people must be free' })
          .int('The number of people must be a whole number')
          .min(1, 'Ask for at least one person')
          .max(
            MEETING_LIMITS.participantsMax + 1,
            `Ask for at most ${MEETING_LIMITS.participantsMax + 1} people`,
          ),
      }),
      z.object({ kind: z.literal('most-possible') }),
    ],
    {
      error: 'Choose a rule: everyone-required, required-plus, at-least or most-possible',
    },
  )
  .meta({
    id: 'QuorumRule',
    description:
      'When auto-schedule books. Every rule needs every required person free. `required-plus`: and at least `others` of the optional people; `at-least`: `people` free in all, the organizer counted; `most-possible`: the most people any time allows, once everyone has answered or at the deadline.',
  });

export type QuorumRuleDto = z.infer<typeof quorumRuleSchema>;

export const DEFAULT_QUORUM_RULE: QuorumRuleDto = { kind: 'everyone-required' };

/** Who can come at one of the ranked times, and whether that meets the rule. */
export const quorumCheckSchema = z.object({
  meets: z.boolean(),
  free: z.number().int().describe('People free, the organizer counted.'),
  total: z.number().int().describe('Everyone asked, the organizer counted.'),
  requiredFree: z.number().int(),
  requiredTotal: z.number().int().describe('Required people who have not declined.'),
});
export type QuorumCheckDto = z.infer<typeof quorumCheckSchema>;

/** The rule as the ranking reads it: one check for each ranked slot, in order. */
export const quorumOutcomeSchema = z
  .object({
    rule: quorumRuleSchema,
    mostFree: z.number().int().describe('The most people free at a time when every required person is.'),
    checks: z.array(quorumCheckSchema),
  })
  .meta({ id: 'QuorumOutcome' });
export type QuorumOutcomeDto = z.infer<typeof quorumOutcomeSchema>;

/**
 * Why a rule can never be met by these invitees (the organizer is counted too), naming the field. Checked
 * when a request is made and whenever the rule or the people change.
 */
export function quorumRuleIssues(
  rule: QuorumRuleDto,
  invitees: readonly { required: boolean }[],
  recurring: boolean,
): { path: string[]; message: string }[] {
  if (rule.kind === 'everyone-required') return [];
  if (recurring)
    return [
      {
        path: ['quorumRule', 'kind'],
        message: 'A repeating meeting books only when everyone required can come',
      },
    ];
  if (rule.kind === 'required-plus') {
    const optional = invitees.filter((p) => !p.required).length;
    if (rule.others > optional)
      return [
        {
          path: ['quorumRule', 'others'],
          message: `The rule asks for ${rule.others} of the others, but only ${optional} ${optional === 1 ? 'person is' : 'people are'} optional`,
        },
      ];
  }
  if (rule.kind === 'at-least' && rule.people > invitees.length + 1)
    return [
      {
        path: ['quorumRule', 'people'],
        message: `The rule asks for ${rule.people} people, but only ${invitees.length + 1} are asked, you included`,
      },
    ];
  return [];
}
