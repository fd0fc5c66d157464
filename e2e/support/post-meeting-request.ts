import type { APIRequestContext, APIResponse } from '@playwright/test';

/** What a test says of a meeting request; `postMeetingRequest` fills in the rest. */
interface MeetingRequestFields {
  title: string;
  participants: { email: string; name: string; required: boolean; locale?: string }[];
  durationMinutes?: number;
  windowStart?: string;
  windowEnd?: string;
  organizerZone?: string;
  deadline?: string | null;
  /** How many of the top times to hold in the organizer's calendar. */
  holds?: number;
}

/**
 * Sends a meeting request through the web app's own route (`POST /api/meetings`) with `headers` (the
 * sender's sign-in and the pinned clock): by default half an hour on the weekdays of Tuesday 17 to Friday
 * 20 November 2026 in London, at any hour, with no description, deadline or place.
 */
export function postMeetingRequest(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: MeetingRequestFields,
): Promise<APIResponse> {
  return request.post('/api/meetings', {
    headers,
    data: {
      description: '',
      durationMinutes: 30,
      windowStart: '2026-11-17T00:00:00Z',
      windowEnd: '2026-11-21T00:00:00Z',
      allowedWeekdays: [1, 2, 3, 4, 5],
      allowedHours: null,
      organizerZone: 'Europe/London',
      deadline: null,
      location: null,
      autoSchedule: false,
      ...fields,
    },
  });
}
