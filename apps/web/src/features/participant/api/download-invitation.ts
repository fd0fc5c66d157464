import { useMutation } from '@tanstack/react-query';
import { icsFileName } from '@/lib/calendar-export/ics-file';
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
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : 'We could not get the calendar file. Please try again.';
    throw new ParticipantApiError(response.status, message);
  }
  return response.blob();
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvitation(token: string, title: string) {
  return useMutation({
    mutationFn: () => fetchInvitationIcs(token),
    retry: false,
    onSuccess: (blob) => saveFile(blob, icsFileName(title)),
  });
}
