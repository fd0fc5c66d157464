import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/features/mail/outbox/outbox-repository';
import { mailFailureOf } from '../../src/features/mail/sending/mail-failure-reason';
import { createTestDatabase } from '../support/test-database';
import { waitFor } from '../jobs/support/wait-for';
import { invitationEmail, startMailHarness } from './support/mail-harness';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-test-server';

// Each refusal comes from a real SMTP conversation; the reason a page translates is read from what the
// send job stored.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtpServer;
const harnesses: Awaited<ReturnType<typeof startMailHarness>>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
// Every harness works the one queue of this database, so each test's stops before the next starts.
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((harness) => harness.stop()));
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

async function harnessFor(smtpUrl: string, retryLimit: number) {
  const harness = await startMailHarness(database, { smtpUrl, retryLimit });
  harnesses.push(harness);
  return harness;
}

async function failedMessage(harness: Awaited<ReturnType<typeof startMailHarness>>, to: string) {
  const { outboxId } = await database.db.transaction((tx) =>
    harness.mail.queueEmail(tx, invitationEmail({ to: { email: to, name: 'Someone' } })),
  );
  const outbox = createOutboxRepository(database.db);
  await waitFor(async () => (await outbox.get(outboxId))?.status === 'failed', 15_000, 'the failure');
  return (await outbox.get(outboxId))!;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('why an e-mail did not go', () => {
  it('a refused address fails at once, without the retries a passing refusal gets', async () => {
    smtp.refuseAddress('nobody@example.com');
    const failed = await failedMessage(await harnessFor(smtp.url, 5), 'nobody@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550/);
    expect(mailFailureOf(failed.lastError)).toBe('address-refused');
  });

  it('"try again later" is told as such', async () => {
    smtp.refuseNext(1);
    const failed = await failedMessage(await harnessFor(smtp.url, 0), 'later@example.com');
    expect(failed.lastError).toMatch(/451/);
    expect(mailFailureOf(failed.lastError)).toBe('try-later');
  });

  it('a mail server nobody answers at is unreachable', async () => {
    const url = new URL(smtp.url);
    url.port = String(await closedPort());
    const failed = await failedMessage(await harnessFor(url.toString(), 0), 'ben@example.com');
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(mailFailureOf(failed.lastError)).toBe('unreachable');
  });

  it('reads the words nodemailer gives for a refused sign-in and a refused message', () => {
    expect(mailFailureOf('Invalid login: 535 Invalid username or password')).toBe('sign-in-refused');
    expect(mailFailureOf('Message failed: 552 5.3.4 Message too big')).toBe('message-refused');
    expect(mailFailureOf('Greeting never received')).toBe('unreachable');
    expect(mailFailureOf('Something else went wrong')).toBe('mail-error');
    expect(mailFailureOf(null)).toBeNull();
  });
});
