import type { SMTPServerDataStream } from 'smtp-server';

/** The reply to a recipient refused for good at RCPT TO, as to a mailbox that does not exist. */
export function noSuchMailbox(): Error {
  return Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
}

/** Reads a message's DATA to its end, then hands its text to `arrived`. */
export function readMessage(stream: SMTPServerDataStream, arrived: (raw: string) => void): void {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => arrived(Buffer.concat(chunks).toString('utf8')));
}
