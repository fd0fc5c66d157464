/**
 * Every background job: its name, its payload and its retry policy. A feature that needs a new job adds
 * it here, so names and payloads stay checked end to end.
 */
export interface JobPayloads {
  /** Delivers one already-rendered outbox message. */
  'send-email': { outboxId: string };
}

export type JobName = keyof JobPayloads;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each further one when backing off. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long is treated as failed and retried. */
  expireInSeconds: number;
}

export const JOB_POLICIES: Record<JobName, RetryPolicy> = {
  // About an hour and a half of retries in all: a mail server's restart or greylisting is ridden out.
  'send-email': { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
};
