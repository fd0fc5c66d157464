import { createMeetingSchema, isIanaTimeZone } from '@overlap/contracts/schemas';
import { translate } from '@/i18n';
import { fieldKeyInForm, formToRequest } from './form-to-request';
import type { MeetingForm } from './meeting-form';
import { localFieldText } from '@/lib/errors/error-texts';

const schema = createMeetingSchema(isIanaTimeZone);

export type FieldErrors = Record<string, string>;

/** Keys the server uses for errors, re-pointed at the form's fields (first message per field wins). */
export function formFieldErrors(requestErrors: Record<string, string>, form: MeetingForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(requestErrors)) errors[fieldKeyInForm(key, form)] ??= message;
  return errors;
}

/** The same checks, with the same messages, as `POST /api/meetings` makes. */
export function validateForm(form: MeetingForm): FieldErrors {
  if (!Number.isInteger(form.duration))
    return { durationMinutes: translate('meetings')('validation.wholeMinutes') };
  let request;
  try {
    request = formToRequest(form);
  } catch {
    return { windowStart: translate('meetings')('validation.window') };
  }
  const result = schema.safeParse(request);
  if (result.success) return {};
  const byKey: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    byKey[key] ??= localFieldText(issue.message);
  }
  return formFieldErrors(byKey, form);
}
