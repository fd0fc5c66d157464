import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const getMeeting = (id: string) =>
  meetingsRequest<MeetingDetailDto>('GET', `/api/meetings/${encodeURIComponent(id)}`);

export const meetingQueryOptions = (id: string) =>
  queryOptions({ queryKey: meetingKeys.detail(id), queryFn: () => getMeeting(id), throwOnError: false });

export const useMeeting = (id: string, enabled = true) =>
  useQuery({ ...meetingQueryOptions(id), enabled: enabled && id !== '' });
