import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMime, type MimePart } from './parse-mime';
import { noSuchMailbox, readMessage } from './smtp-message';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  message: MimePart;
  at: number;
}

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:<port>` */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Times of every DATA attempt, refused or accepted. */
  attempts: number[];
  /** Refuse the next `count` messages with a temporary error. */
  refuseNext(count: number): void;
  /** Refuse this recipient for good (550 at RCPT TO), until `acceptAddress`. */
  refuseAddress(address: string): void;
  acceptAddress(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that requires a login and keeps what it receives. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const user = 'overlap';
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  let refusals = 0;
  const refusedAddresses = new Set<string>();

  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refusedAddresses.has(address.address.toLowerCase())) callback(noSuchMailbox());
      else callback();
    },
    onData(stream, session, callback) {
      readMessage(stream, (raw) => {
        attempts.push(Date.now());
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          message: parseMime(raw),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${bound}`,
    user,
    password,
    received,
    attempts,
    refuseNext(count) {
      refusals = count;
    },
    refuseAddress: (address) => refusedAddresses.add(address.toLowerCase()),
    acceptAddress: (address) => refusedAddresses.delete(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
