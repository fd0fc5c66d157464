// Where a booked meeting's invitations stand (e-mail and calendar writes, resending) and .ics downloads.

export { createInvitationDownloads } from './invitation-download';
export type { CalendarFile, InvitationDownloads } from './invitation-download';
export { createMeetingDelivery } from './meeting-delivery';
export type { MeetingDelivery } from './meeting-delivery';
