import type { MeetingDetailDto, MeetingDto, MeetingSettingsPatch } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

/** After any change to a meeting, its list row, detail and suggestions are read again. */
function useMeetingChange<Input, Output>(
  call: (input: Input) => Promise<Output>,
  meetingIdOf: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_data, _error, input) => {
      const id = meetingIdOf(input);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.suggestions(id) });
    },
  });
}

const path = (id: string, action: string) => `/api/meetings/${encodeURIComponent(id)}/${action}`;

export const useCancelMeeting = () =>
  useMeetingChange(
    (id: string) => meetingsRequest<MeetingDto>('POST', path(id, 'cancel'), {}),
    (id) => id,
  );

export const useReopenMeeting = () =>
  useMeetingChange(
    (id: string) => meetingsRequest<MeetingDto>('POST', path(id, 'reopen'), {}),
    (id) => id,
  );

/** Applies a change to an open request's settings (a relaxation, say); the suggestions are ranked again. */
export const useChangeMeetingSettings = () =>
  useMeetingChange(
    ({ id, patch }: { id: string; patch: MeetingSettingsPatch }) =>
      meetingsRequest<MeetingDetailDto>('PATCH', path(id, 'settings'), patch),
    ({ id }) => id,
  );

export const useSetParticipantRequired = () =>
  useMeetingChange(
    ({ id, participantId, required }: { id: string; participantId: string; required: boolean }) =>
      meetingsRequest<MeetingDetailDto>(
        'PATCH',
        path(id, `participants/${encodeURIComponent(participantId)}`),
        { required },
      ),
    ({ id }) => id,
  );

/** Writes the booked event again after a failure; asking twice re-enqueues it once. */
export const useRetryCalendarWrite = () =>
  useMeetingChange(
    (id: string) => meetingsRequest<MeetingDetailDto>('POST', path(id, 'calendar-write/retry'), {}),
    (id) => id,
  );

/** Sends a participant's failed e-mail again; asking twice re-enqueues it once. */
export const useRetryEmail = () =>
  useMeetingChange(
    ({ id, participantId }: { id: string; participantId: string }) =>
      meetingsRequest<MeetingDetailDto>(
        'POST',
        path(id, `participants/${encodeURIComponent(participantId)}/email/retry`),
        {},
      ),
    ({ id }) => id,
  );
