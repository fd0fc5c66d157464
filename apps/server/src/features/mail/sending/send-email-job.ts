import type { MailFailure } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import { createOutboxDelivery } from '../outbox/outbox-repository';
import { mailFailureOf } from './mail-failure-reason';
import type { MailTransport } from './mail-transport';

const PERMANENT = new Set<MailFailure>(['address-refused', 'message-refused']);

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Delivers outbox messages. With no transport (no SMTP_URL) a message is marked `kept` for admins to
 * read, never failed. A refused attempt is recorded and thrown, so the queue retries it with backoff.
 */
export async function startSendEmailWorker(deps: {
  jobs: JobQueue;
  db: Db;
  transport: MailTransport | null;
  log: MailLog;
}): Promise<void> {
  const delivery = createOutboxDelivery(deps.db);
  await deps.jobs.work('send-email', async (job) => {
    const message = await delivery.find(job.payload.outboxId);
    if (!message || message.status === 'sent' || message.status === 'kept') return;
    if (!deps.transport) {
      await delivery.markKept(message.id);
      return;
    }
    try {
      await deps.transport.send(message);
    } catch (error) {
      // Addresses and credentials stay out of the log and the stored error.
      const reason = deps.transport
        .redact(error instanceof Error ? error.message : String(error))
        .slice(0, 1000);
      // A refused address or message is refused again on every retry: it fails now, and the organizer's
      // Retry sends it once they have put it right.
      const final = job.isLastAttempt || PERMANENT.has(mailFailureOf(reason) ?? 'mail-error');
      await delivery.recordFailure(message.id, reason, final);
      deps.log.warn(
        { outboxId: message.id, template: message.templateKey, attempt: job.retryCount + 1, reason },
        final ? 'e-mail failed for good' : 'e-mail attempt failed; will retry',
      );
      if (final && !job.isLastAttempt) return;
      // The queue stores what is thrown, so only the redacted text goes on, never the original error.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(reason);
    }
    await delivery.markSent(message.id);
    deps.log.info({ outboxId: message.id, template: message.templateKey }, 'e-mail sent');
  });
}
