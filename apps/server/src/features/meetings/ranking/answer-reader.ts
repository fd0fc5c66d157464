import type { Db } from '../../../db/database';
import { createWeightedCache } from './ranking-cache';
import { rankingRepository } from './ranking-repository';
import type { AvailabilityRow } from '../records';

export type ReadAnswers = (db: Db, versions: Map<string, string>) => Promise<AvailabilityRow[]>;

const weightOf = (answer: AvailabilityRow) =>
  256 +
  answer.busy.byteLength +
  answer.tentative.byteLength +
  answer.available.byteLength +
  answer.ifNeedBe.byteLength;

/**
 * Reads a meeting's answers for a ranking, each decoded once per row version and kept in a per-instance
 * cache bounded in bytes: after one person answers again, the next ranking reads that one row, not all
 * of them. Keyed by participant id and row version (`xmin`, new on every committed write of the row), so
 * a cached answer is the row as it is stored; what changed meanwhile is read and kept under its own version.
 */
export function createAnswerReader(maxBytes = 32_000_000): ReadAnswers {
  const cache = createWeightedCache<AvailabilityRow>(maxBytes, weightOf);
  return async function readAnswers(db, versions) {
    const answers: AvailabilityRow[] = [];
    const missing: string[] = [];
    for (const [participantId, version] of versions) {
      const cached = cache.get(`${participantId}@${version}`);
      if (cached) answers.push(cached);
      else missing.push(participantId);
    }
    if (missing.length === 0) return answers;
    for (const { version, answer } of await rankingRepository.answersOf(db, missing)) {
      cache.set(`${answer.participantId}@${version}`, answer);
      answers.push(answer);
    }
    return answers;
  };
}
