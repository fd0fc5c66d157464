// A real SMTP server for the browser tests (the e2e app sends through it), with a small HTTP API that
// lets a test read what arrived: GET /messages?to=<address> → [{ to, subject, text, html, ics }].
// An address whose local part starts with "refused-" is refused for good (550), as a mailbox that does
// not exist would be.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { parseMime, partsOfType } from '../../apps/server/test/mail/support/parse-mime';
import { noSuchMailbox, readMessage } from '../../apps/server/test/mail/support/smtp-message';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3925);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3926);

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  ics: string | null;
}
const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().startsWith('refused-')) callback(noSuchMailbox());
    else callback();
  },
  onData(stream, session, callback) {
    readMessage(stream, (raw) => {
      const message = parseMime(raw);
      caught.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: message.headers.get('subject') ?? '',
        text: partsOfType(message, 'text/plain')[0]?.body ?? '',
        html: partsOfType(message, 'text/html')[0]?.body ?? '',
        ics: partsOfType(message, 'text/calendar')[0]?.body ?? null,
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void response.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(to ? caught.filter((m) => m.to.includes(to)) : caught));
}).listen(httpPort, '127.0.0.1');
