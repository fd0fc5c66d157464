import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../lib/suggestion-types';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const getSuggestions = (id: string) =>
  meetingsRequest<Suggestions>('GET', `/api/meetings/${encodeURIComponent(id)}/suggestions`);

export const suggestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: meetingKeys.suggestions(id),
    queryFn: () => getSuggestions(id),
    throwOnError: false,
    // Answers keep arriving while the organizer looks: rank again on every visit.
    staleTime: 0,
  });

export const useSuggestions = (id: string, enabled = true) =>
  useQuery({ ...suggestionsQueryOptions(id), enabled: enabled && id !== '' });
