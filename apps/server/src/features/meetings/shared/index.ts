// What every meetings service is given and gives back: the context, the notifier port, access checks, quota
// charges, the presenter and the booked event.

export { invitationAttendees, otherGuestsText } from './guest-list';
export type { MeetingChange } from './meeting-change';
export { OPEN_STATUSES, createMeetingContext } from './meeting-context';
export type { MeetingContext, MeetingServiceDeps } from './meeting-context';
export { eventFor, meetingEvent } from './meeting-event';
export type { MeetingEvent } from './meeting-event';
export { silentNotifier } from './meeting-notifier';
export type {
  AnswerDigestItem,
  MeetingNotifier,
  PreviousTime,
  ReadyReason,
  Recipient,
} from './meeting-notifier';
export { presentMeeting, presentMeetingDetail, presentParticipantView } from './meeting-presenter';
export { chargeInvitations, chargeNewMeeting, chargeUpdates, requireRoomFor } from './meeting-quota';
export { createOwnMeetingFinder, findOwnMeeting, isUuid } from './own-meeting';
export { participantOfToken, requireAnswersOpen } from './participant-access';
export type { ParticipantAccess } from './participant-access';
export type { EncodedSuggestions, RankOutcome, RankTask, SuggestionsShape } from './ranking-task';
export type { InvitedPerson } from './participant-links';
export {
  hashParticipantToken,
  loadLinkSealer,
  newParticipantRow,
  resealParticipantLinks,
} from './participant-links';
