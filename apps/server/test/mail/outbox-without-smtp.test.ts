import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/features/mail/outbox/outbox-repository';
import { createTestDatabase } from '../support/test-database';
import { waitFor } from '../jobs/support/wait-for';
import { invitationEmail, startMailHarness } from './support/mail-harness';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let harness: Awaited<ReturnType<typeof startMailHarness>>;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startMailHarness(database, { smtpUrl: null });
});

afterAll(async () => {
  await harness?.stop();
  await database?.close();
});

describe(`the outbox without a mail server on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('keeps each e-mail, rendered and readable by admins, and never marks it failed', async () => {
    const input = invitationEmail({
      variables: { ...invitationEmail().variables, meetingTitle: '<b>Offsite</b>' },
    });
    const { outboxId } = await database.db.transaction((tx) => harness.mail.queueEmail(tx, input));
    const outbox = createOutboxRepository(database.db);

    await waitFor(
      async () => (await outbox.get(outboxId))?.status === 'kept',
      15_000,
      'the message to be kept',
    );
    const kept = await outbox.get(outboxId);
    expect(kept).toMatchObject({
      status: 'kept',
      toAddress: 'ben@example.com',
      subject: 'Ana invites you to find a time: <b>Offsite</b>',
      lastError: null,
      sentAt: null,
    });
    expect(kept!.html).toContain('&lt;b&gt;Offsite&lt;/b&gt;');
    expect(kept!.text).toContain('http://localhost:3000/participant/availability?token=abc');
    expect((await outbox.list({ status: 'kept' })).map((m) => m.id)).toContain(outboxId);
    expect(await outbox.list({ status: 'failed' })).toEqual([]);
  });
});
