import type { RankInput } from '../types.ts';
import { EVERY_SLOT, person, rankInput, span } from './factories.ts';

export const SATURDAY = span('2025-03-15T00:00Z', '2025-03-16T00:00Z');

/**
 * Every slot of Saturday 15 March 2025 (UTC): Ana (required) painted the day free, Bob (optional)
 * has not answered, Cy (optional) is busy all day, and Dee (optional) painted it "if need be".
 */
export function saturdayOfEveryAnswer(): RankInput {
  const participants = [
    person('ana', { painted: { available: [SATURDAY], ifNeedBe: [] } }),
    person('bob', { required: false, response: 'pending' }),
    person('cy', { required: false, busy: [SATURDAY] }),
    person('dee', { required: false, painted: { available: [], ifNeedBe: [SATURDAY] } }),
  ];
  return rankInput({ window: SATURDAY, now: SATURDAY.start, participants, ...EVERY_SLOT });
}
