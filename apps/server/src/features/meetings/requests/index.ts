// The organizer's meeting requests: creating, reading, changing settings, people and video link,
// cancelling.

export { createMeetingAdjustments } from './meeting-adjustments';
export type { MeetingAdjustments } from './meeting-adjustments';
export { createParticipantChanges } from './meeting-participants';
export type { ParticipantChanges } from './meeting-participants';
export { createOrganizerMeetingService } from './organizer-meeting-service';
export type { OrganizerMeetingService } from './organizer-meeting-service';
export { bytesOf } from './meeting-suggestions';
export type { SuggestionsAnswer } from './meeting-suggestions';
