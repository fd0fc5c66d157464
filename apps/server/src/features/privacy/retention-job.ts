import { createHash } from 'node:crypto';
import type { RetentionSettings } from '@overlap/contracts';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { deleteAnswersClosedBefore, deleteMessagesBefore, type RetentionScope } from './retention-repository';

const DAY_MS = 24 * 60 * 60_000;
/** How often the retention job runs: a row is deleted at most this long after its time is up. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * What the privacy page promises, done: answers and calendar busy times of a request deleted
 * `answersDaysAfterClose` days after it was booked or cancelled, e-mails and webhook deliveries
 * `messageBodiesDays` days after they were made.
 */
export async function applyRetention(
  db: Db,
  retention: RetentionSettings,
  now: number,
  scope: RetentionScope = {},
): Promise<{ answers: number; messages: number }> {
  const answers = await deleteAnswersClosedBefore(
    db,
    new Date(now - retention.answersDaysAfterClose * DAY_MS),
    new Date(now),
    scope,
  );
  const messages = await deleteMessagesBefore(
    db,
    new Date(now - retention.messageBodiesDays * DAY_MS),
    scope,
  );
  return { answers, messages };
}

function slotJobId(slot: number): string {
  const hex = createHash('sha256').update(`privacy-retention:${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the next run at the next whole hour; every instance derives the same id, so it runs once. */
export async function scheduleNextRetention(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  now: number,
): Promise<void> {
  const slot = (Math.floor(now / RETENTION_INTERVAL_MS) + 1) * RETENTION_INTERVAL_MS;
  await jobs.send(
    db,
    'privacy-retention',
    { slot: new Date(slot).toISOString() },
    { id: slotJobId(slot), startAfter: new Date(slot) },
  );
}
