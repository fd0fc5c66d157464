/**
 * The closed list of error codes the API answers with. Each maps once to an HTTP status here and once to
 * a user-facing text; routes throw `AppError(code, message?)` and never pick a status themselves.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  unauthorized: { status: 401, message: 'Authentication required.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  not_found: { status: 404, message: 'Not found.' },
  gone: { status: 410, message: 'This is no longer available.' },
  conflict: { status: 409, message: 'This was changed by someone else. Reload and try again.' },
  meeting_cancelled: {
    status: 409,
    message: 'This meeting is cancelled, so it cannot be moved. Reopen it to schedule it again.',
  },
  last_required_participant: {
    status: 409,
    message: 'At least one required person must stay invited. Make someone else required first.',
  },
  last_admin: {
    status: 409,
    message: 'At least one admin must remain. Make someone else an admin first.',
  },
  account_disabled: {
    status: 401,
    message: 'This account has been disabled. Ask an administrator to enable it again.',
  },
  invitation_required: {
    status: 403,
    message: 'Accounts on this server are by invitation. Ask the person who runs it to invite your address.',
  },
  duplicate_participant: { status: 409, message: 'This person is already invited to this meeting.' },
  too_many_participants: {
    status: 400,
    message: 'This meeting would have more people than this server allows.',
  },
  video_link_not_https: {
    status: 400,
    message: 'The video link must be a web address starting with https://.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  CALENDAR_TOO_LARGE: {
    status: 422,
    message: 'This calendar is too large to read. Connect a smaller calendar, or remove old events from it.',
  },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  api_key_invalid: {
    status: 401,
    message: 'This API key is not valid or has been revoked. Create a new one in Settings.',
  },
  api_key_scope_missing: {
    status: 403,
    message: 'This API key does not have the scope this request needs.',
  },
  api_key_not_allowed: {
    status: 403,
    message: 'API keys work only under /api/v1 and /api/v2. Sign in to manage keys or reach this page.',
  },
  api_key_limit: {
    status: 409,
    message: 'You have reached the most API keys one account can hold. Revoke one you no longer use first.',
  },
  idempotency_key_reused: {
    status: 422,
    message:
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  },
  idempotency_key_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being handled. Wait for it, then send it again.',
  },
  hold_limit: {
    status: 409,
    message:
      'That would hold more than 50 times in your calendars, the most one account can hold at once. Turn holds off for this meeting, or wait until others are booked.',
  },
  hold_no_write_calendar: {
    status: 409,
    message:
      'You have no calendar for new meetings yet. In Connections, connect your calendar and choose “Add new meetings here” for one, then turn the holds on here.',
  },
  hold_wrong_account: {
    status: 403,
    message:
      'You are signed in with another address than the one this invitation was sent to. Sign in with that address to hold these times in your calendar.',
  },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The JSON body of every error answer: `message` is what the web app shows; `error` duplicates it for §8. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  error: string;
  fields?: Record<string, string>;
  /** The values inside `message` (a limit, a wait in seconds, a status), so a client can word it itself. */
  params?: ErrorParams;
}

/** Values an error sentence is made of: numbers stay numbers, days are ISO dates (`2026-11-24`). */
export type ErrorParams = Record<string, string | number>;
