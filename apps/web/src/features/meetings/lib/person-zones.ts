import type { MeetingDetailDto } from '@overlap/contracts/schemas';

/** The id the server gives the organizer among the ranked people (their own calendar counts too). */
export const ORGANIZER_PERSON_ID = 'organizer';

/**
 * Each person's own zone, by id, from the meeting's detail: null while it loads (then the engine's
 * reading is shown), and a null zone for someone whose zone is not known yet. The organizer reads
 * times in the meeting's zone.
 */
export type PersonZones = Map<string, string | null> | null;

export function personZones(meeting: MeetingDetailDto | undefined): PersonZones {
  if (!meeting) return null;
  const zones = new Map<string, string | null>(meeting.participants.map((p) => [p.id, p.timeZone]));
  zones.set(ORGANIZER_PERSON_ID, meeting.organizerZone);
  return zones;
}
