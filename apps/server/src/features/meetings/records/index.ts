// The stored meetings, participants and answers: the tables and the repository that reads and writes them.

export { meetingRepository, organizerOfMeeting } from './meeting-repository';
export { answerNoticeRepository } from './answer-notice-repository';
export { participantLinkRepository } from './participant-link-repository';
export type { AvailabilityValues } from './answer-repository';
export { availability, meetings, participants } from './tables';
export type { AvailabilityRow, MeetingRow, ParticipantRow, StoredInterval } from './tables';
