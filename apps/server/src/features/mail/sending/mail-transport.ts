import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../outbox/outbox-repository';

export interface MailSender {
  name: string;
  address: string;
}

/** Delivers one stored message; throws when the mail server refuses or cannot be reached. */
export interface MailTransport {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
  /** Removes the SMTP credentials from a text before it is stored or logged. */
  redact(text: string): string;
}

/** An SMTP transport for `smtpUrl` (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export function createSmtpTransport(smtpUrl: string, from: MailSender): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded so one attempt ends well before the job's expiry and a retry takes over.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    logger: false,
  });
  const secrets = credentialsOf(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from: { name: from.name, address: from.address },
        to: { name: message.toName ?? '', address: message.toAddress },
        ...(message.replyToAddress
          ? { replyTo: { name: message.replyToName ?? '', address: message.replyToAddress } }
          : {}),
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.ics && message.icsMethod
          ? { icalEvent: { method: message.icsMethod, filename: 'invitation.ics', content: message.ics } }
          : {}),
      });
    },
    close: () => transporter.close(),
    redact: (text) => secrets.reduce((out, secret) => out.split(secret).join('***'), text),
  };
}

function credentialsOf(smtpUrl: string): string[] {
  const url = new URL(smtpUrl);
  const password = url.password ? [url.password, decodeURIComponent(url.password)] : [];
  return [...new Set(password)].filter((s) => s.length > 0);
}
