import type { Database, Db } from '../../../src/db/database';
import { createJobQueue, type JobQueue } from '../../../src/lib/jobs/job-queue';
import { createMailService, type QueueEmailInput } from '../../../src/features/mail/mail-service';
import { createSmtpTransport, type MailSender } from '../../../src/features/mail/sending/mail-transport';
import { startSendEmailWorker, type MailLog } from '../../../src/features/mail/sending/send-email-job';
import { seedDefaultTemplates } from '../../../src/features/mail/templates/template-repository';
import type { createTestDatabase } from '../../support/test-database';

export const SENDER: MailSender = { name: 'Overlap', address: 'meet@overlap.example.com' };

export interface LogRecord {
  level: 'info' | 'warn';
  details: object;
  message: string;
}

/** The mail feature wired as the app wires it, with short retry delays and a recording log. */
export async function startMailHarness(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  options: { smtpUrl: string | null; retryLimit?: number },
) {
  const logs: LogRecord[] = [];
  const log: MailLog = {
    info: (details, message) => logs.push({ level: 'info', details, message }),
    warn: (details, message) => logs.push({ level: 'warn', details, message }),
  };
  await seedDefaultTemplates(database.db);
  const queues: JobQueue[] = [];
  const startWorker = async (on: Database = database) => {
    const jobs = createJobQueue(on, {
      retry: { retryLimit: options.retryLimit ?? 3, retryDelay: 1, retryBackoff: true },
      pollingIntervalSeconds: 0.5,
    });
    await jobs.start();
    const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl, SENDER) : null;
    await startSendEmailWorker({ jobs, db: on.db, transport, log });
    queues.push(jobs);
    return jobs;
  };
  const jobs = await startWorker();
  return {
    logs,
    mail: createMailService({ jobs, from: SENDER }),
    /** Another instance of the queue and worker on the same database, as a second server would run. */
    startWorker,
    async stop() {
      await Promise.all(queues.map((queue) => queue.stop()));
    },
  };
}

export function invitationEmail(
  overrides: Partial<QueueEmailInput<'invitation'>> = {},
): QueueEmailInput<'invitation'> {
  return {
    templateKey: 'invitation',
    to: { email: 'ben@example.com', name: 'Ben' },
    dedupeKey: `invitation:${Math.random().toString(36).slice(2)}`,
    variables: {
      recipientName: 'Ben',
      organizerName: 'Ana',
      meetingTitle: 'Quarterly planning',
      meetingDescription: 'Budget and hiring',
      duration: '30 minutes',
      window: '10–21 March',
      deadline: '8 March, 17:00',
      link: 'http://localhost:3000/participant/availability?token=abc',
    },
    ...overrides,
  };
}

export type { Db };
