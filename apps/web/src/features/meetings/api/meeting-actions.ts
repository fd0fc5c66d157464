import type { MeetingDetailDto, MeetingDto, MeetingSettingsPatch } from '@overlap/contracts/schemas';
import { meetingsRequest } from './client';
import { useMeetingChange } from './use-meeting-change';

const path = (id: string, action: string) => `/api/meetings/${encodeURIComponent(id)}/${action}`;

/** Cancels; after booking, the reason goes into every person's e-mail and calendar cancellation. */
export const useCancelMeeting = () =>
  useMeetingChange(
    ({ id, reason }: { id: string; reason: string }) =>
      meetingsRequest<MeetingDto>('POST', path(id, 'cancel'), { reason }),
    ({ id }) => id,
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
