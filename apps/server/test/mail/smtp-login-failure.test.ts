import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/features/mail/outbox/outbox-repository';
import { mailFailureOf } from '../../src/features/mail/sending/mail-failure-reason';
import { createTestDatabase } from '../support/test-database';
import { waitFor } from '../jobs/support/wait-for';
import { invitationEmail, startMailHarness } from './support/mail-harness';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-test-server';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtpServer;
let harness: Awaited<ReturnType<typeof startMailHarness>>;
const wrongPassword = 'wrong-pa$$word-123';

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  const url = new URL(smtp.url);
  url.password = encodeURIComponent(wrongPassword);
  harness = await startMailHarness(database, { smtpUrl: url.toString(), retryLimit: 0 });
});

afterAll(async () => {
  await harness?.stop();
  await smtp?.close();
  await database?.close();
});

describe('a mail server that refuses the login', () => {
  it('marks the message failed after its last attempt, with the reason and without the password', async () => {
    const { outboxId } = await database.db.transaction((tx) =>
      harness.mail.queueEmail(tx, invitationEmail()),
    );
    const outbox = createOutboxRepository(database.db);

    await waitFor(async () => (await outbox.get(outboxId))?.status === 'failed', 15_000, 'the failure');
    const failed = await outbox.get(outboxId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/535|Invalid/i);
    expect(mailFailureOf(failed!.lastError)).toBe('sign-in-refused');
    expect(smtp.received).toHaveLength(0);

    const logged = JSON.stringify(harness.logs);
    expect(logged).toContain('e-mail failed for good');
    for (const text of [logged, failed!.lastError ?? '']) {
      expect(text).not.toContain(wrongPassword);
      expect(text).not.toContain(encodeURIComponent(wrongPassword));
    }
  });
});
