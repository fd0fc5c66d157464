import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import { createJobQueue, type JobQueue } from '../../lib/jobs/job-queue';
import { createMailService, type MailService } from './mail-service';
import { createOutboxRepository, type OutboxRepository } from './outbox/outbox-repository';
import { createSmtpTransport } from './sending/mail-transport';
import { startSendEmailWorker } from './sending/send-email-job';
import {
  createTemplateRepository,
  seedDefaultTemplates,
  type TemplateRepository,
} from './templates/template-repository';

export interface MailFeature {
  jobs: JobQueue;
  mail: MailService;
  templates: TemplateRepository;
  outbox: OutboxRepository;
}

/**
 * Starts the job queue, seeds the e-mail templates and the e-mail worker, and stops the queue
 * (letting running jobs finish) when the app closes, before the database is closed.
 */
export async function registerMail(
  app: FastifyInstance,
  { config, database }: { config: Pick<Config, 'mail' | 'shutdownTimeoutMs' | 'jobs'>; database: Database },
): Promise<MailFeature> {
  const jobs = createJobQueue(database, {
    pollingIntervalSeconds: config.jobs.pollSeconds,
    onError: (err) => app.log.error({ err }, 'job queue error'),
  });
  await jobs.start();
  await seedDefaultTemplates(database.db);
  const transport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  await startSendEmailWorker({ jobs, db: database.db, transport, log: app.log });
  app.addHook('onClose', async () => {
    // Leaves part of the shutdown budget for closing the database after the last job.
    await jobs.stop(Math.round(config.shutdownTimeoutMs * 0.8));
    transport?.close();
  });
  return {
    jobs,
    mail: createMailService({ jobs, from: config.mail.from }),
    templates: createTemplateRepository(database.db),
    outbox: createOutboxRepository(database.db),
  };
}
