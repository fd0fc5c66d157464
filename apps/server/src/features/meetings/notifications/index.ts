// The e-mails a meeting sends, by kind of message, and the words and times they are written in.

export { formatInstant, formatWhen, formatWindow } from './email-times';
export { createMailNotifier } from './mail-notifier';
export { scheduledEmailKey } from './mail-parts';
export { zoneLabel } from './zone-label';
