import type { MeetingDetailDto } from '@overlap/contracts/schemas';

/**
 * Each participant's own zone, by id, from the meeting's detail: null while it loads (then the
 * engine's reading is shown), and a null zone for someone whose zone is not known yet.
 */
export type PersonZones = Map<string, string | null> | null;

export function personZones(meeting: MeetingDetailDto | undefined): PersonZones {
  return meeting ? new Map(meeting.participants.map((p) => [p.id, p.timeZone])) : null;
}
