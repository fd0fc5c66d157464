import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/features/mail/outbox/table';
import { createTestDatabase } from '../support/test-database';
import { jobsSettled } from '../jobs/support/jobs-settled';
import { openSecondConnection } from '../jobs/support/second-connection';
import { waitFor } from '../jobs/support/wait-for';
import { partsOfType } from './support/parse-mime';
import { invitationEmail, SENDER, startMailHarness } from './support/mail-harness';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-test-server';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtpServer;
let harness: Awaited<ReturnType<typeof startMailHarness>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  harness = await startMailHarness(database, { smtpUrl: smtp.url });
});

afterAll(async () => {
  await harness?.stop();
  await smtp?.close();
  await database?.close();
});

const receivedFor = (dedupeMarker: string) => smtp.received.filter((m) => m.raw.includes(dedupeMarker));

/** Waits until no send-email job is left to run (for one message, or all): no further delivery can come. */
const sendingEnded = (outboxId?: string) =>
  waitFor(
    () => jobsSettled(database.db, 'send-email', outboxId ? { key: 'outboxId', value: outboxId } : undefined),
    20_000,
    'the sending jobs to end',
  );

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe(`sending e-mail through SMTP on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('delivers an invitation with escaped HTML, plain text and an iTIP REQUEST, however hostile the title; replies go to the organizer', async () => {
    const hostileTitle =
      'Lunch <script>alert(1)</script>\r\nBcc: victim@example.com\r\nBEGIN:VEVENT\r\nUID:evil; a,b \\ ' +
      'x'.repeat(400);
    const input = invitationEmail({
      to: { email: 'carol@example.com', name: 'Carol' },
      replyTo: { email: 'ana@example.com', name: 'Ana' },
      variables: { ...invitationEmail().variables, recipientName: 'Carol', meetingTitle: hostileTitle },
      ics: {
        method: 'REQUEST',
        uid: 'meeting-1@overlap.example.com',
        sequence: 0,
        stamp: new Date('2025-03-01T08:00:00Z'),
        start: new Date('2025-03-10T14:00:00Z'),
        end: new Date('2025-03-10T14:30:00Z'),
        summary: hostileTitle,
        description: 'Budget and hiring',
        organizer: { email: 'ana@example.com', name: 'Ana' },
      },
    });
    const queued = await database.db.transaction((tx) => harness.mail.queueEmail(tx, input));
    expect(queued.queued).toBe(true);

    await waitFor(
      () => smtp.received.some((m) => m.to.includes('carol@example.com')),
      20_000,
      'the invitation',
    );
    const mail = smtp.received.find((m) => m.to.includes('carol@example.com'))!;
    const { message } = mail;

    expect(mail.from).toBe(SENDER.address);
    expect(mail.to).toEqual(['carol@example.com']);
    expect(message.headers.has('bcc')).toBe(false);
    expect(message.headers.get('reply-to')).toBe('Ana <ana@example.com>');
    expect(message.headers.get('to')).toContain('carol@example.com');
    const subject = message.headers.get('subject')!;
    expect(
      subject.startsWith('Ana invites you to find a time: Lunch <script>alert(1)</script> Bcc: victim@'),
    ).toBe(true);
    expect([...subject]).toHaveLength(200);
    expect(subject).not.toMatch(/[\r\n]/);

    const [html] = partsOfType(message, 'text/html');
    expect(html!.body).toContain('Lunch &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html!.body).not.toContain('<script>');
    expect(html!.body).toContain('href="http://localhost:3000/participant/availability?token=abc"');
    const [text] = partsOfType(message, 'text/plain');
    expect(text!.body).toContain('Hi Carol,');
    expect(text!.body).toContain('http://localhost:3000/participant/availability?token=abc');

    const calendarParts = partsOfType(message, 'text/calendar');
    expect(calendarParts.length).toBeGreaterThanOrEqual(1);
    const calendar = calendarParts[0]!;
    expect(calendar.params.method).toBe('REQUEST');
    expect(calendar.body).toContain('METHOD:REQUEST\r\n');
    expect(calendar.body).toContain('DTSTART:20250310T140000Z\r\n');
    // The organizer is a person replies reach; Overlap's address sends on their behalf (RFC 5545 §3.2.18).
    expect(calendar.body.replace(/\r\n /g, '')).toContain(
      `ORGANIZER;CN="Ana";SENT-BY="mailto:${SENDER.address}":mailto:ana@example.com\r\n`,
    );
    expect(calendar.body.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    const [attachment] = partsOfType(message, 'application/ics');
    expect(attachment!.params.name).toBe('invitation.ics');
    expect(attachment!.body).toBe(calendar.body);
    const event = new ICAL.Component(ICAL.parse(calendar.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(hostileTitle.replace(/\r\n/g, '\n'));
    // Each participant's invitation names only them.
    expect(event.getAllProperties('attendee').map((a) => a.getFirstValue())).toEqual([
      'mailto:carol@example.com',
    ]);

    await waitFor(async () => (await outboxRow(queued.outboxId)).status === 'sent', 10_000, 'status sent');
    const row = await outboxRow(queued.outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, icsMethod: 'REQUEST' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('delivers a cancellation with an iTIP CANCEL for the same event and a raised sequence', async () => {
    const { outboxId } = await database.db.transaction((tx) =>
      harness.mail.queueEmail(tx, {
        templateKey: 'cancelled',
        to: { email: 'dave@example.com', name: 'Dave' },
        dedupeKey: 'cancelled:meeting-1:dave:1',
        variables: {
          recipientName: 'Dave',
          organizerName: 'Ana',
          meetingTitle: 'Quarterly planning',
          when: 'Monday 10 March, 15:00–15:30 (Europe/Paris)',
          reason: '',
        },
        ics: {
          method: 'CANCEL',
          uid: 'meeting-1@overlap.example.com',
          sequence: 1,
          stamp: new Date('2025-03-02T08:00:00Z'),
          start: new Date('2025-03-10T14:00:00Z'),
          end: new Date('2025-03-10T14:30:00Z'),
          summary: 'Quarterly planning',
        },
      }),
    );
    await waitFor(() => receivedFor('dave@example.com').length > 0, 20_000, 'the cancellation');
    const { message } = receivedFor('dave@example.com')[0]!;
    expect(message.headers.get('subject')).toBe('Cancelled: Quarterly planning');
    const [calendar] = partsOfType(message, 'text/calendar');
    expect(calendar!.params.method).toBe('CANCEL');
    const event = new ICAL.Component(ICAL.parse(calendar!.body));
    expect(event.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = event.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe('meeting-1@overlap.example.com');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    await waitFor(async () => (await outboxRow(outboxId)).status === 'sent', 10_000, 'status sent');
  });

  it('sends nothing when the transaction rolls back, and exactly once when it commits', async () => {
    const rolledBack = invitationEmail({ to: { email: 'rollback@example.com' } });
    await expect(
      database.db.transaction(async (tx) => {
        await harness.mail.queueEmail(tx, rolledBack);
        throw new Error('creating the meeting failed');
      }),
    ).rejects.toThrow('creating the meeting failed');

    const committed = invitationEmail({ to: { email: 'commit@example.com' } });
    const { outboxId } = await database.db.transaction((tx) => harness.mail.queueEmail(tx, committed));
    // Queueing the same logical e-mail again stores and sends nothing new.
    const again = await database.db.transaction((tx) => harness.mail.queueEmail(tx, committed));
    expect(again.queued).toBe(false);

    await waitFor(() => receivedFor('commit@example.com').length > 0, 20_000, 'the committed e-mail');
    await sendingEnded(outboxId);
    expect(receivedFor('commit@example.com')).toHaveLength(1);
    expect(receivedFor('rollback@example.com')).toHaveLength(0);
    const rows = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, rolledBack.dedupeKey));
    expect(rows).toHaveLength(0);
  });

  it('retries with backoff when the mail server refuses, then delivers once', async () => {
    smtp.refuseNext(2);
    const attemptsBefore = smtp.attempts.length;
    const input = invitationEmail({ to: { email: 'retry@example.com' } });
    const { outboxId } = await database.db.transaction((tx) => harness.mail.queueEmail(tx, input));

    await waitFor(() => receivedFor('retry@example.com').length > 0, 30_000, 'delivery after refusals');
    const attempts = smtp.attempts.slice(attemptsBefore);
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_900);
    await waitFor(async () => (await outboxRow(outboxId)).status === 'sent', 10_000, 'status sent');
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(harness.logs.filter((l) => l.message.includes('will retry'))).toHaveLength(2);
    await sendingEnded(outboxId);
    expect(receivedFor('retry@example.com')).toHaveLength(1);
  });

  it('never sends one message twice when two server instances work the same queue', async () => {
    const secondConnection = await openSecondConnection(database);
    await harness.startWorker(secondConnection);
    const inputs = Array.from({ length: 12 }, (_, i) =>
      invitationEmail({ to: { email: `pair${i}@example.com` } }),
    );
    for (const input of inputs) await database.db.transaction((tx) => harness.mail.queueEmail(tx, input));

    await waitFor(
      () => inputs.every((input) => receivedFor(input.to.email).length > 0),
      30_000,
      'every e-mail',
    );
    await sendingEnded();
    for (const input of inputs) expect(receivedFor(input.to.email)).toHaveLength(1);
    await harness.stop();
    await secondConnection.close();
  });

  it('never writes the SMTP password to the log or the outbox', () => {
    const everything = JSON.stringify(harness.logs);
    expect(everything).not.toContain(smtp.password);
  });
});
