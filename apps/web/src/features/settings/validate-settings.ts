import { isIanaTimeZone, userSettingsSchema, type UserSettings } from '@overlap/contracts/schemas';
import { localFieldText } from '@/lib/errors/error-texts';

const schema = userSettingsSchema(isIanaTimeZone);

/** The same rules the server applies, as field messages keyed like the server's (`workingHours.mon.0.end`). */
export function validateSettings(settings: UserSettings): Record<string, string> {
  const result = schema.safeParse(settings);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues)
    fields[issue.path.join('.') || 'form'] ??= localFieldText(issue.message);
  return fields;
}
