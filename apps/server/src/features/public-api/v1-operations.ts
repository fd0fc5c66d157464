import { API_ROUTES, API_V1_PREFIX, MEETING_API_ROUTES as R, type ApiKeyScope } from '@overlap/contracts';
import {
  addParticipantsSchema,
  bookRotationSchema,
  bookSchema,
  cancelOccurrenceSchema,
  restoreOccurrenceSchema,
  cancelSchema,
  createMeetingSchema,
  deleteMeetingSchema,
  isIanaTimeZone,
  meetingDetailResponseSchema,
  meetingListResponseSchema,
  dataExportResponseSchema,
  deletedMeetingResponseSchema,
  meetingResponseSchema,
  meetingSettingsPatchSchema,
  meResponseSchema,
  participantPatchSchema,
  remindResponseSchema,
  scheduleAgainResponseSchema,
  suggestionsResponseSchema,
  rescheduleSchema,
} from '@overlap/contracts/schemas';
import type { z } from 'zod';
import { suggestionsQuery } from '../meetings/meeting-routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the web app that the public API offers again under `/api/v1`. The request schemas
 * are the very ones the route parses with, so the OpenAPI document cannot drift from validation.
 */
export interface V1Operation {
  operationId: string;
  method: HttpMethod;
  /** The web app's route, such as `/api/meetings/:id`. */
  route: string;
  /** What an API key must hold; `null` lets any valid key through. */
  scope: ApiKeyScope | null;
  summary: string;
  tag: 'Account' | 'Meetings' | 'Participants';
  body?: z.ZodType;
  /** The route accepts no body at all as `{}`. */
  bodyOptional?: boolean;
  query?: z.ZodObject;
  success: {
    status: 200 | 201;
    type: 'application/json' | 'text/calendar';
    description: string;
    /** The body's schema (JSON answers): described in the document and checked in the API tests. */
    schema?: z.ZodType;
  };
}

const read = 'meetings:read' as const;
const write = 'meetings:write' as const;
const json = (description: string, schema: z.ZodType, status: 200 | 201 = 200) =>
  ({ status, type: 'application/json', description, schema }) as const;

export const V1_OPERATIONS: readonly V1Operation[] = [
  {
    operationId: 'getMe',
    method: 'GET',
    route: API_ROUTES.me,
    scope: null,
    summary: 'The account the key or token belongs to',
    tag: 'Account',
    success: json('The signed-in person.', meResponseSchema),
  },
  {
    operationId: 'exportMyData',
    method: 'GET',
    route: API_ROUTES.meExport,
    scope: read,
    summary:
      'A copy of your data: profile, settings, the meetings you organise with their people and answers, your own answers as a guest, connections by provider and calendar name (never credentials, tokens, secrets or key hashes)',
    tag: 'Account',
    success: json('The export, as a JSON attachment.', dataExportResponseSchema),
  },
  {
    operationId: 'exportMyCalendar',
    method: 'GET',
    route: API_ROUTES.meExportCalendar,
    scope: read,
    summary: 'Your booked meetings as one iCalendar file',
    tag: 'Account',
    success: { status: 200, type: 'text/calendar', description: 'An .ics file (METHOD:PUBLISH).' },
  },
  {
    operationId: 'listMeetings',
    method: 'GET',
    route: R.list,
    scope: read,
    summary: 'List your meeting requests, newest first',
    tag: 'Meetings',
    success: json('Your meetings.', meetingListResponseSchema),
  },
  {
    operationId: 'createMeeting',
    method: 'POST',
    route: R.list,
    scope: write,
    summary: 'Create a meeting request and invite its participants',
    tag: 'Meetings',
    body: createMeetingSchema(isIanaTimeZone),
    success: json('The meeting, with each participant’s personal link.', meetingDetailResponseSchema, 201),
  },
  {
    operationId: 'getMeeting',
    method: 'GET',
    route: R.detail,
    scope: read,
    summary: 'One meeting with its participants, answers and delivery state',
    tag: 'Meetings',
    success: json('The meeting.', meetingDetailResponseSchema),
  },
  {
    operationId: 'listSuggestions',
    method: 'GET',
    route: R.suggestions,
    scope: read,
    summary: 'The ranked times to book, with the heat map and possible relaxations',
    tag: 'Meetings',
    query: suggestionsQuery,
    success: json('Ranked suggestions.', suggestionsResponseSchema),
  },
  {
    operationId: 'downloadInvitation',
    method: 'GET',
    route: R.invitation,
    scope: read,
    summary: 'The booked meeting as an iCalendar file',
    tag: 'Meetings',
    success: { status: 200, type: 'text/calendar', description: 'An iCalendar PUBLISH object.' },
  },
  {
    operationId: 'bookMeeting',
    method: 'POST',
    route: R.book,
    scope: write,
    summary: 'Book one of the suggested times',
    tag: 'Meetings',
    body: bookSchema,
    success: json('The booked meeting.', meetingResponseSchema),
  },
  {
    operationId: 'bookMeetingRotation',
    method: 'POST',
    route: R.bookRotation,
    scope: write,
    summary: 'Book a recurring meeting as two or three weekly times that take turns',
    tag: 'Meetings',
    body: bookRotationSchema,
    success: json('The booked meeting with its alternating dates.', meetingDetailResponseSchema),
  },
  {
    operationId: 'rescheduleMeeting',
    method: 'POST',
    route: R.reschedule,
    scope: write,
    summary: 'Move a booked meeting (everyone is told)',
    tag: 'Meetings',
    body: rescheduleSchema,
    success: json('The moved meeting.', meetingResponseSchema),
  },
  {
    operationId: 'cancelMeeting',
    method: 'POST',
    route: R.cancel,
    scope: write,
    summary: 'Cancel a meeting, with an optional reason everyone is told',
    tag: 'Meetings',
    body: cancelSchema,
    bodyOptional: true,
    success: json('The cancelled meeting.', meetingResponseSchema),
  },
  {
    operationId: 'deleteMeeting',
    method: 'DELETE',
    route: R.detail,
    scope: write,
    summary:
      'Delete a meeting request and everything about it (one still ahead is cancelled first, with the usual notices); 404 afterwards',
    tag: 'Meetings',
    body: deleteMeetingSchema,
    bodyOptional: true,
    success: json('The meeting is gone.', deletedMeetingResponseSchema),
  },
  {
    operationId: 'cancelSeriesOccurrences',
    method: 'POST',
    route: R.cancelOccurrences,
    scope: write,
    summary: 'Cancel one occurrence of a booked series, or it and every later one',
    tag: 'Meetings',
    body: cancelOccurrenceSchema,
    success: json('The meeting with its new skipped dates or last date.', meetingDetailResponseSchema),
  },
  {
    operationId: 'restoreSeriesOccurrence',
    method: 'POST',
    route: R.restoreOccurrence,
    scope: write,
    summary: 'Put a cancelled date of a booked series back on',
    tag: 'Meetings',
    body: restoreOccurrenceSchema,
    success: json('The meeting with that date no longer skipped.', meetingDetailResponseSchema),
  },
  {
    operationId: 'reopenMeeting',
    method: 'POST',
    route: R.reopen,
    scope: write,
    summary: 'Collect answers again',
    tag: 'Meetings',
    success: json('The reopened meeting.', meetingResponseSchema),
  },
  {
    operationId: 'scheduleAgain',
    method: 'GET',
    route: R.scheduleAgain,
    scope: read,
    summary: 'A new request with the same people and settings from today, to review and POST',
    tag: 'Meetings',
    success: json('The request, not sent yet.', scheduleAgainResponseSchema),
  },
  {
    operationId: 'remindParticipants',
    method: 'POST',
    route: R.remind,
    scope: write,
    summary: 'Remind everyone who has not answered',
    tag: 'Meetings',
    success: json('Who was reminded.', remindResponseSchema),
  },
  {
    operationId: 'changeMeetingSettings',
    method: 'PATCH',
    route: R.settings,
    scope: write,
    summary: 'Change duration, window, allowed days and hours or the video link',
    tag: 'Meetings',
    body: meetingSettingsPatchSchema,
    success: json('The changed meeting.', meetingDetailResponseSchema),
  },
  {
    operationId: 'retryCalendarWrite',
    method: 'POST',
    route: R.calendarWriteRetry,
    scope: write,
    summary: 'Write the booked meeting to your calendar again after a failure',
    tag: 'Meetings',
    success: json('The meeting, with the state of its delivery in `delivery`.', meetingDetailResponseSchema),
  },
  {
    operationId: 'addParticipants',
    method: 'POST',
    route: R.participants,
    scope: write,
    summary: 'Invite more people',
    tag: 'Participants',
    body: addParticipantsSchema,
    success: json('The meeting with its new participants.', meetingDetailResponseSchema, 201),
  },
  {
    operationId: 'changeParticipant',
    method: 'PATCH',
    route: R.participant,
    scope: write,
    summary: 'Make a person required or optional',
    tag: 'Participants',
    body: participantPatchSchema,
    success: json('The changed meeting.', meetingDetailResponseSchema),
  },
  {
    operationId: 'removeParticipant',
    method: 'DELETE',
    route: R.participant,
    scope: write,
    summary: 'Remove a person (after booking they get a cancellation)',
    tag: 'Participants',
    success: json('The changed meeting.', meetingDetailResponseSchema),
  },
  {
    operationId: 'retryParticipantEmail',
    method: 'POST',
    route: R.emailRetry,
    scope: write,
    summary: 'Send a person’s e-mail again after a failure',
    tag: 'Participants',
    success: json('The meeting, with the state of its delivery in `delivery`.', meetingDetailResponseSchema),
  },
];

/** `/api/meetings/:id` → `/api/v1/meetings/:id`. */
export function v1Route(route: string): string {
  return `${API_V1_PREFIX}${route.slice('/api'.length)}`;
}
