import type { ParticipantResponse } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { meetingRepository as repo } from '../records';
import type { MeetingNotifier } from '../shared';

export type RecordResponses = (
  meetingId: string,
  responses: { email: string; response: ParticipantResponse }[],
) => Promise<number>;

/**
 * Stores the answers read from the organizer's calendar event for a booked meeting; a required person
 * declining tells the organizer (once per version of the meeting). `needs-action` never erases an answer
 * given elsewhere, such as on the person's own link. Returns how many answers changed.
 */
export function createResponseRecorder(deps: {
  db: Db;
  notifier: MeetingNotifier;
  now: () => number;
}): RecordResponses {
  const { db, notifier } = deps;
  return (meetingId, responses) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const meeting = await repo.findById(t, meetingId);
      if (meeting?.status !== 'scheduled') return 0;
      const people = await repo.participantsOf(t, [meetingId]);
      let changed = 0;
      for (const { email, response } of responses) {
        const person = people.find((p) => p.email === email.toLowerCase());
        if (!person || response === 'needs-action' || person.response === response) continue;
        const row = await repo.setResponse(t, person.id, {
          response,
          responseSource: 'calendar',
          responseAt: new Date(deps.now()),
        });
        if (!row) continue;
        changed++;
        if (row.required && response === 'declined') await notifier.bookedDeclined(t, meeting, row);
      }
      return changed;
    });
}
