/**
 * When a meeting may be booked by itself. Every rule needs every required person free; the others ask
 * for more: `others` optional people free as well, `people` free in all (required ones included), or as
 * many people free as any time in the window allows.
 */
export type QuorumRule =
  | { kind: 'everyone-required' }
  | { kind: 'required-plus'; others: number }
  | { kind: 'at-least'; people: number }
  | { kind: 'most-possible' };

/** Who can come at one time, as the words "6 of 8, both required people" need them. */
export interface QuorumTally {
  /** People free (not if need be, not unknown). */
  free: number;
  /** Everyone asked, declined people included. */
  total: number;
  requiredFree: number;
  /** Required people who have not declined. */
  requiredTotal: number;
}

export interface QuorumCheck extends QuorumTally {
  meets: boolean;
}
