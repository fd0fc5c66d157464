// Guests' answers: recording them by personal link or from calendar replies, reminders, the deadline, and
// what follows an answer.

export { createAfterAnswer } from './after-answer';
export type { AfterAnswer } from './after-answer';
export { createResponseRecorder } from './meeting-responses';
export type { RecordResponses } from './meeting-responses';
export { createMeetingTimers } from './meeting-timers';
export { createParticipantMeetingService } from './participant-meeting-service';
export type { ParticipantMeetingService } from './participant-meeting-service';
