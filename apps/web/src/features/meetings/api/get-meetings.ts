import type { MeetingDto } from '@overlap/contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const getMeetings = () => meetingsRequest<MeetingDto[]>('GET', '/api/meetings');

export const meetingsQueryOptions = () =>
  queryOptions({ queryKey: meetingKeys.list(), queryFn: getMeetings, throwOnError: false });

export const useMeetings = () => useQuery(meetingsQueryOptions());
