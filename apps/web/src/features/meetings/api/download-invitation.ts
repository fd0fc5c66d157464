import { icsFileName } from '@/lib/calendar-export/ics-file';
import { saveFile } from '@/lib/calendar-export/save-file';
import { meetingsDownload } from './client';

/** Saves the booked meeting's .ics from the server: the same UID and SEQUENCE as the e-mailed invitation. */
export async function downloadInvitation(meeting: { id: string; title: string }): Promise<void> {
  const blob = await meetingsDownload(`/api/meetings/${encodeURIComponent(meeting.id)}/invitation.ics`);
  saveFile(blob, icsFileName(meeting.title));
}
