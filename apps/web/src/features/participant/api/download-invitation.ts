import { icsFileName } from '@/lib/calendar-export/ics-file';
import { saveFile } from '@/lib/calendar-export/save-file';
import { translate } from '@/i18n';
import { readErrorAnswer } from '@/lib/errors/read-error-answer';
import { ParticipantApiError, ParticipantNetworkError } from './participant-request';

/**
 * The booked meeting's .ics from the server: the same UID and SEQUENCE as the e-mailed invitation, so a
 * calendar that gets both keeps one event, and a later cancellation removes it.
 */
export async function fetchInvitationIcs(token: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/participant/invitation.ics?token=${encodeURIComponent(token)}`, {
      cache: 'no-store',
    });
  } catch {
    throw new ParticipantNetworkError();
  }
  if (!response.ok) {
    const { message, details } = await readErrorAnswer(response);
    const text = details.serverMessage ? message : translate('common')('calendar.downloadFailed');
    throw new ParticipantApiError(response.status, text, {}, details);
  }
  return response.blob();
}

/** Saves the server's .ics of the invitation under the meeting's title. */
export async function downloadInvitation(token: string, title: string): Promise<void> {
  saveFile(await fetchInvitationIcs(token), icsFileName(title));
}
