import { useQuery } from '@tanstack/react-query';
import type { RankedSuggestions } from '../lib/suggestion-types';
import { unpackSuggestions } from '../lib/unpack-suggestions';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

/** "More times near this": the best times starting near `near` (epoch ms), without the variety rule. */
export const getNearSuggestions = async (id: string, near: number): Promise<RankedSuggestions> =>
  unpackSuggestions(
    await meetingsRequest<RankedSuggestions>(
      'GET',
      `/api/meetings/${encodeURIComponent(id)}/suggestions?near=${encodeURIComponent(String(near))}&heatMap=packed`,
    ),
  );

export const useNearSuggestions = (id: string, near: number | null) =>
  useQuery({
    queryKey: meetingKeys.nearSuggestions(id, near ?? 0),
    queryFn: () => getNearSuggestions(id, near ?? 0),
    enabled: near !== null,
    throwOnError: false,
    staleTime: 0,
  });
