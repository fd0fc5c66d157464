/**
 * Why a mail server did not take an e-mail, as a closed set: the server works it out from the mail
 * server's answer, and each page says it in its reader's language.
 */
export const MAIL_FAILURES = [
  /** The mail server refused Overlap's sign-in (SMTP_URL's user or password). */
  'sign-in-refused',
  /** The mail server refused the recipient's address. */
  'address-refused',
  /** The mail server refused the message itself (size, content, policy). */
  'message-refused',
  /** The mail server asked to try again later (a 4xx answer). */
  'try-later',
  /** The mail server could not be reached. */
  'unreachable',
  /** Anything else. */
  'mail-error',
] as const;

export type MailFailure = (typeof MAIL_FAILURES)[number];
