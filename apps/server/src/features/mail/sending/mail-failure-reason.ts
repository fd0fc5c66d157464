import type { MailFailure } from '@overlap/contracts/schemas';

// Nodemailer words its failures the same way whichever server answered: "Invalid login: 535 …",
// "Can't send mail - all recipients were rejected: 550 …", "Message failed: 552 …", or the socket's error.
// The stored text is that message (credentials removed), so the reason is read back from it.
const SMTP_ANSWER = /(?:Invalid login|recipients were rejected|Message failed):\s*(\d)\d\d\b/;
const UNREACHABLE =
  /\b(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT)\b|Greeting never received|Connection (?:timeout|closed)/i;

/** Why a mail server did not take a message, from the error text the send job stored. */
export function mailFailureOf(message: string | null): MailFailure | null {
  if (message === null) return null;
  const answer = SMTP_ANSWER.exec(message);
  if (answer) {
    if (answer[1] === '4') return 'try-later';
    if (message.startsWith('Invalid login')) return 'sign-in-refused';
    return message.includes('recipients were rejected') ? 'address-refused' : 'message-refused';
  }
  if (message.startsWith('Invalid login')) return 'sign-in-refused';
  if (UNREACHABLE.test(message)) return 'unreachable';
  return 'mail-error';
}
