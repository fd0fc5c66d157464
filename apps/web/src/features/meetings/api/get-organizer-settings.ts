import type { UserSettingsResponse } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

const getOrganizerSettings = () => meetingsRequest<UserSettingsResponse>('GET', '/api/me/settings');

/** The organizer's saved time zone, or null while loading, when unset or when the call fails. */
export function useOrganizerTimeZone(): string | null {
  const { data } = useQuery({
    queryKey: meetingKeys.organizerSettings(),
    queryFn: getOrganizerSettings,
    throwOnError: false,
    retry: false,
  });
  return data?.timeZone ?? null;
}
