import type { UserSettingsResponse, VideoLinkChoice } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

const getOrganizerSettings = () => meetingsRequest<UserSettingsResponse>('GET', '/api/me/settings');

const useOrganizerSettings = () =>
  useQuery({
    queryKey: meetingKeys.organizerSettings(),
    queryFn: getOrganizerSettings,
    throwOnError: false,
    retry: false,
  });

/** The organizer's saved time zone, or null while loading, when unset or when the call fails. */
export function useOrganizerTimeZone(): string | null {
  return useOrganizerSettings().data?.timeZone ?? null;
}

/** The video call new meetings get from Settings; none while loading or when the call fails. */
export function useOrganizerVideoDefault(): VideoLinkChoice {
  return useOrganizerSettings().data?.videoDefault ?? { kind: 'none' };
}
