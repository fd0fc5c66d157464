import { MEETING_API_ROUTES as R } from '@overlap/contracts';
import { meetingHoldsResponseSchema } from '@overlap/contracts/schemas';
import type { V1Operation } from './v1-operation';

const json = (description: string, schema: V1Operation['success']['schema']) =>
  ({ status: 200, type: 'application/json', description, schema }) as const;

/** The holds of a meeting's top times, under /api/v1 like the rest of the organizer's endpoints. */
export const V1_HOLD_OPERATIONS: readonly V1Operation[] = [
  {
    operationId: 'getMeetingHolds',
    method: 'GET',
    route: R.holds,
    scope: 'meetings:read',
    summary: 'Where the tentative holds of the meeting’s top times stand in your calendar',
    tag: 'Meetings',
    success: json('The holds and the last write’s outcome.', meetingHoldsResponseSchema),
  },
  {
    operationId: 'retryMeetingHolds',
    method: 'POST',
    route: R.holdsRetry,
    scope: 'meetings:write',
    summary: 'Write the meeting’s holds to your calendar again now, after a calendar refused them',
    tag: 'Meetings',
    success: json('The holds after the new attempt.', meetingHoldsResponseSchema),
  },
];
