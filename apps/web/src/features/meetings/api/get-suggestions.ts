import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../lib/suggestion-types';
import { unpackSuggestions } from '../lib/unpack-suggestions';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

/** The heat map comes packed (a quarter of the bytes) and is spelled out here. */
export const getSuggestions = async (id: string): Promise<Suggestions> =>
  unpackSuggestions(
    await meetingsRequest<Suggestions>(
      'GET',
      `/api/meetings/${encodeURIComponent(id)}/suggestions?heatMap=packed`,
    ),
  );

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
